import { initI18n } from '@storefront/shared/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalFrame } from './modal-frame';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

// happy-dom's showModal() only sets `open`: the top layer, inertness, the Tab trap, Escape and focus
// going back to the opener are the browser's, checked in Chromium (e2e/tests/shell-chrome.spec.ts).
// Here: what the frame itself does with them.
/** The browser's answer to Escape on the topmost modal dialog. */
const pressEscape = (dialog: Element) => fireEvent(dialog, new Event('cancel', { cancelable: true }));
/** A click on the backdrop: the dialog is the target, the point outside its box. */
const clickBackdrop = (dialog: Element) => {
  const point = { clientX: -10, clientY: -10 };
  fireEvent.pointerDown(dialog, point);
  fireEvent.click(dialog, point);
};

/** A page whose modal was opened with nothing focused, as a failed call's server-error modal is. */
function PageWithServerError() {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>Checkout</h1>
      {open && (
        <ModalFrame aria-label="Error!" onClose={() => setOpen(false)}>
          The server is down
        </ModalFrame>
      )}
    </main>
  );
}

/** Saved addresses, each deleted through a confirming modal, as the profile's addresses tab does. */
function AddressList() {
  const [rows, setRows] = useState(['Tverskaya 1', 'Arbat 2', 'Lenina 3']);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <section>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <button type="button">{`Choose ${row}`}</button>
            <button type="button" onClick={() => setDeleting(row)}>{`Delete ${row}`}</button>
          </li>
        ))}
      </ul>
      <button type="button">Add address</button>
      {deleting && (
        <ModalFrame name="ConfirmDeleteAddressModal" title="Delete?" onClose={() => setDeleting(null)}>
          <button
            type="button"
            onClick={() => {
              // The pressed button turns busy (disabled) while the call runs: the browser drops its focus.
              (document.activeElement as HTMLElement | null)?.blur();
              setRows((current) => current.filter((row) => row !== deleting));
              setDeleting(null);
            }}
          >
            Yes
          </button>
        </ModalFrame>
      )}
    </section>
  );
}

function Opener({ onClose = () => {} }: { onClose?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      {open && (
        <ModalFrame
          name="CartModal"
          title="Cart"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Promo code" />
          <button type="button">Order</button>
        </ModalFrame>
      )}
    </>
  );
}

/** A product card whose 'Add' turns into a counter once added from the modal it opened. */
function CardWithModal() {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  return (
    <article aria-label="Margherita">
      <a href="#margherita">Margherita</a>
      {added ? (
        <button type="button">Remove one</button>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Add
        </button>
      )}
      {open && (
        <ModalFrame name="ProductInfoModal" title="Margherita" onClose={() => setOpen(false)}>
          <button
            type="button"
            onClick={() => {
              setAdded(true);
              setOpen(false);
            }}
          >
            Add to cart
          </button>
        </ModalFrame>
      )}
    </article>
  );
}

function Stack() {
  const [stack, setStack] = useState(['First', 'Second']);
  return (
    <>
      {stack.map((name, index) => (
        <ModalFrame
          key={name}
          name={name}
          aria-label={name}
          topmost={index === stack.length - 1}
          onClose={() => setStack((names) => names.slice(0, -1))}
        >
          <button type="button">{`Inside ${name}`}</button>
        </ModalFrame>
      ))}
    </>
  );
}

function WithInitialFocus() {
  const phone = useRef<HTMLInputElement>(null);
  return (
    <ModalFrame title="Login" onClose={() => {}} initialFocus={phone}>
      <button type="button">By SMS</button>
      <input aria-label="Phone" ref={phone} />
    </ModalFrame>
  );
}

describe('ModalFrame', () => {
  it('is a native modal dialog, shown with showModal and named by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <ModalFrame title="Choose a city" onClose={() => {}} name="CitiesModal">
        content
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose a city' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-modal')).toBe('CitiesModal');
    expect(screen.getByText('content')).toBeTruthy();
    showModal.mockRestore();
  });

  it('can be named by aria-label when it has no visible title (the shell frame)', () => {
    render(
      <ModalFrame aria-label="Error!" onClose={() => {}}>
        content
      </ModalFrame>,
    );
    expect(screen.getByRole('dialog', { name: 'Error!' })).toBeTruthy();
  });

  it('closes the dialog before it leaves the page, so the browser gives focus back', () => {
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    close.mockRestore();
  });

  it('returns focus to the nearest place that is still there when its opener is gone', () => {
    render(<CardWithModal />);
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The 'Add' button became a counter: focus stays in the same card, not lost to the page's start.
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('article', { name: 'Margherita' }).contains(document.activeElement)).toBe(true);
  });

  it("with no opener to go back to (opened by a failed call), gives focus to the page's main heading", () => {
    (document.activeElement as HTMLElement | null)?.blur();
    render(<PageWithServerError />);
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Checkout' }));
  });

  it('after its opener was deleted, gives focus to what followed it (the next address), then to what is left', async () => {
    render(<AddressList />);
    const remove = async (name: string) => {
      const button = screen.getByRole('button', { name: `Delete ${name}` });
      button.focus();
      fireEvent.click(button);
      const yes = screen.getByRole('button', { name: 'Yes' });
      yes.focus();
      fireEvent.click(yes);
      // React puts focus back where it was before its commit (the body) once the commit is done.
      await Promise.resolve();
      return document.activeElement;
    };
    expect(await remove('Arbat 2')).toBe(screen.getByRole('button', { name: 'Choose Lenina 3' }));
    expect(await remove('Lenina 3')).not.toBe(document.body);
    expect(screen.getByRole('list').contains(document.activeElement)).toBe(true);
    expect(await remove('Tverskaya 1')).toBe(screen.getByRole('button', { name: 'Add address' }));
  });

  it('focuses the element it is told to', () => {
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });

  it('mounts its content once open, so an autoFocus inside takes focus', () => {
    render(
      <ModalFrame title="Login" onClose={() => {}}>
        {/* biome-ignore lint/a11y/noAutofocus: what the test is about */}
        <input aria-label="Phone" autoFocus />
      </ModalFrame>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });

  it('closes on Escape (the cancel event, kept from closing the dialog itself), the close button and the backdrop', () => {
    const onClose = vi.fn();
    render(
      <ModalFrame title="Cart" onClose={onClose}>
        <p>content</p>
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    clickBackdrop(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('does not close on a click inside, nor on a press that started inside and ended on the backdrop', () => {
    const onClose = vi.fn();
    render(
      <ModalFrame title="Cart" onClose={onClose}>
        <p>content</p>
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByText('content'));
    fireEvent.pointerDown(screen.getByText('content'));
    fireEvent.click(dialog, { clientX: -10, clientY: -10 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on the backdrop when told not to', () => {
    const onClose = vi.fn();
    render(
      <ModalFrame title="Confirm" onClose={onClose} closeOnBackdrop={false}>
        content
      </ModalFrame>,
    );
    clickBackdrop(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('marks the modals below the topmost inert; closing the top one frees the one below', () => {
    render(<Stack />);
    const first = screen.getByText('Inside First').closest('dialog') as HTMLDialogElement;
    const second = screen.getByText('Inside Second').closest('dialog') as HTMLDialogElement;
    expect(first.hasAttribute('inert')).toBe(true);
    expect(second.hasAttribute('inert')).toBe(false);
    pressEscape(second);
    expect(screen.queryByText('Inside Second')).toBeNull();
    expect(first.hasAttribute('inert')).toBe(false);
    expect(first.open).toBe(true);
    pressEscape(first);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can hide the close button and pin a footer', () => {
    render(
      <ModalFrame aria-label="Gift" onClose={() => {}} hideClose footer={<button type="button">Add</button>}>
        content
      </ModalFrame>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
