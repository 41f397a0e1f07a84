import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalFrame } from './modal-frame';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

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
  it('is a modal dialog named by its title', () => {
    render(
      <ModalFrame title="Choose a city" onClose={() => {}} name="CitiesModal">
        content
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose a city' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('[data-modal]')?.getAttribute('data-modal')).toBe('CitiesModal');
  });

  it('can be named by aria-label when it has no visible title (the shell frame)', () => {
    render(
      <ModalFrame aria-label="Error!" onClose={() => {}}>
        content
      </ModalFrame>,
    );
    expect(screen.getByRole('dialog', { name: 'Error!' })).toBeTruthy();
  });

  it('moves focus in on open and restores it on close', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the nearest place that is still there when its opener is gone (issue 19)', () => {
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

  it('focuses the element it is told to', () => {
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });

  it('traps Tab and Shift+Tab inside', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const order = screen.getByRole('button', { name: 'Order' });
    order.focus();
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(order);
  });

  it('brings focus back when it lands outside', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    fireEvent.click(opener);
    act(() => opener.focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, on the close button and on the backdrop', () => {
    const onClose = vi.fn();
    const { container } = render(
      <ModalFrame title="Cart" onClose={onClose}>
        content
      </ModalFrame>,
    );
    press('Escape');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(container.querySelector('[aria-hidden="true"]') as Element);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('leaves Escape to a control inside that handled it', () => {
    const onClose = vi.fn();
    render(
      <ModalFrame title="Profile" onClose={onClose}>
        <input
          aria-label="Birthday"
          onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}
        />
      </ModalFrame>,
    );
    screen.getByRole('textbox', { name: 'Birthday' }).focus();
    press('Escape');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on the backdrop when told not to', () => {
    const onClose = vi.fn();
    const { container } = render(
      <ModalFrame title="Confirm" onClose={onClose} closeOnBackdrop={false}>
        content
      </ModalFrame>,
    );
    fireEvent.click(container.querySelector('[aria-hidden="true"]') as Element);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the topmost of stacked modals on Escape; the ones below are inert', () => {
    render(<Stack />);
    const first = screen.getByText('Inside First').closest('[data-modal]') as HTMLElement;
    expect(first.hasAttribute('inert')).toBe(true);
    press('Escape');
    expect(screen.queryByText('Inside Second')).toBeNull();
    expect(screen.getByText('Inside First')).toBeTruthy();
    expect(first.hasAttribute('inert')).toBe(false);
    press('Escape');
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
