// A server-rendered block hydrated on demand: its code is not loaded until the visitor
// reaches for it or what it shows changes; a click before that is held and replayed, not lost.
import { act, cleanup, fireEvent } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const remotes = vi.hoisted(() => {
  const loaded = new Map<string, unknown>();
  return {
    loaded,
    loadRemoteComponent: vi.fn<(remote: string, module: string) => Promise<{ default: unknown }>>(),
    loadedRemoteComponent: vi.fn((remote: string, module: string) => loaded.get(`${remote}/${module}`)),
    remoteStylesFailed: vi.fn((_remote: string) => false),
  };
});
vi.mock('./federation/remotes', () => remotes);

const { OnDemandSlot } = await import('./on-demand-slot');
const { isOnDemand, setOnDemandBlocks } = await import('./on-demand');
const { ServerRemotesContext } = await import('./server-remotes');

const clicks = vi.fn();

/** The remote's block: a counter whose button answers only once hydrated. */
function Block({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const [promocode, setPromocode] = useState('');
  return (
    <section data-testid="cart">
      <p>
        {label} {count}
      </p>
      <input
        aria-label="promocode"
        data-testid="promocode"
        value={promocode}
        onChange={(event) => setPromocode(event.target.value)}
      />
      <output data-testid="typed">{promocode}</output>
      <button
        type="button"
        data-testid="plus"
        onClick={() => {
          clicks();
          setCount((n) => n + 1);
        }}
      >
        +
      </button>
    </section>
  );
}

/** What the server renders while a block's data is still loading. */
function Loading() {
  return <section aria-busy="true" />;
}

function slot(props: { label: string; changed?: boolean }) {
  return (
    <OnDemandSlot
      remote="mf-cart"
      module="SideCart"
      props={{ label: props.label }}
      changed={props.changed ?? false}
      rendered={(element) => element.querySelector('[data-testid="cart"]') !== null}
    />
  );
}

/** The module's code, answered when the test says. */
function codeOnCall() {
  let answer: () => void = () => {};
  remotes.loadRemoteComponent.mockImplementation(
    () =>
      new Promise((resolve) => {
        answer = () => {
          remotes.loaded.set('mf-cart/SideCart', Block);
          resolve({ default: Block });
        };
      }),
  );
  return { answer: () => act(async () => answer()) };
}

let container: HTMLDivElement;
let root: ReturnType<typeof hydrateRoot> | undefined;

async function serverRenderedThenHydrated(label = 'cart') {
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerRemotesContext.Provider value={{ get: () => Block as ComponentType<object> }}>
      {slot({ label })}
    </ServerRemotesContext.Provider>,
  );
  document.body.append(container);
  setOnDemandBlocks({ onDemand: [['mf-cart', 'SideCart']], session: false });
  await act(async () => {
    root = hydrateRoot(container, slot({ label }));
  });
}

const plus = () => container.querySelector<HTMLButtonElement>('[data-testid="plus"]');
const afterReplay = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  remotes.loaded.clear();
  remotes.loadRemoteComponent.mockReset();
  remotes.remoteStylesFailed.mockReturnValue(false);
  clicks.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  cleanup();
});

describe('OnDemandSlot', () => {
  it("keeps the server's HTML and loads no code while the visitor does not reach for it", async () => {
    codeOnCall();
    await serverRenderedThenHydrated();
    expect(plus()).not.toBeNull();
    expect(container.textContent).toContain('cart 0');
    expect(remotes.loadRemoteComponent).not.toHaveBeenCalled();
  });

  it("wakes at once when its remote's stylesheet failed: no unstyled, dead copy waits for a click", async () => {
    remotes.remoteStylesFailed.mockReturnValue(true);
    codeOnCall();
    await serverRenderedThenHydrated();
    expect(remotes.remoteStylesFailed).toHaveBeenCalledWith('mf-cart');
    expect(remotes.loadRemoteComponent).toHaveBeenCalledWith('mf-cart', 'SideCart');
  });

  it("keeps the server's HTML when the page above it renders again (new props) while it sleeps", async () => {
    codeOnCall();
    await serverRenderedThenHydrated();
    const server = plus();
    // The cart answering after the start re-renders the slot's parent with new props (a dehydrated
    // Suspense boundary would then be given up, its fallback shown).
    await act(async () => root?.render(slot({ label: 'cart' })));
    expect(plus()).toBe(server);
    expect(container.textContent).toContain('cart 0');
    expect(remotes.loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('comes to life once the pointer comes over it: its code loads, and it answers', async () => {
    const code = codeOnCall();
    await serverRenderedThenHydrated();
    fireEvent.pointerOver(container.querySelector('p') as Element);
    expect(remotes.loadRemoteComponent).toHaveBeenCalledWith('mf-cart', 'SideCart');
    // The server's HTML stays until the code is in: nothing blinks.
    expect(container.textContent).toContain('cart 0');
    await code.answer();
    act(() => plus()?.click());
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('cart 1');
    expect(container.querySelectorAll('[data-testid="cart"]')).toHaveLength(1);
    // Woken once: it no longer waits.
    expect(isOnDemand('mf-cart', 'SideCart')).toBe(false);
  });

  it('gives the focus back to the same control when it woke by taking the focus', async () => {
    const code = codeOnCall();
    await serverRenderedThenHydrated();
    act(() => plus()?.focus());
    expect(remotes.loadRemoteComponent).toHaveBeenCalledTimes(1);
    await code.answer();
    await afterReplay();
    expect(document.activeElement).toBe(plus());
    expect(clicks).not.toHaveBeenCalled();
  });

  it('carries text typed into a field while it slept over to the new block, focus and all', async () => {
    const code = codeOnCall();
    await serverRenderedThenHydrated();
    const field = () => container.querySelector<HTMLInputElement>('[data-testid="promocode"]');
    const server = field();
    act(() => server?.focus());
    expect(remotes.loadRemoteComponent).toHaveBeenCalledTimes(1);
    // Keystrokes land in the server's field before the code is in.
    if (server) server.value = 'SALE10';
    await code.answer();
    await afterReplay();
    expect(field()).not.toBe(server);
    expect(field()?.value).toBe('SALE10');
    // The block's own state has it (a controlled field), not only the DOM.
    expect(container.querySelector('[data-testid="typed"]')?.textContent).toBe('SALE10');
    expect(document.activeElement).toBe(field());
  });

  it('holds a click that comes before it is hydrated and replays it once it is', async () => {
    const code = codeOnCall();
    await serverRenderedThenHydrated();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    plus()?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    expect(remotes.loadRemoteComponent).toHaveBeenCalledTimes(1);
    await code.answer();
    await afterReplay();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('cart 1');
    // Awake: later clicks are the block's own, not held.
    act(() => plus()?.click());
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('wakes when what it shows changes, and shows the change', async () => {
    const code = codeOnCall();
    await serverRenderedThenHydrated('cart');
    await act(async () => root?.render(slot({ label: 'changed', changed: true })));
    expect(remotes.loadRemoteComponent).toHaveBeenCalledTimes(1);
    await code.answer();
    await afterReplay();
    expect(container.textContent).toContain('changed 0');
    expect(container.querySelectorAll('[data-testid="cart"]')).toHaveLength(1);
  });

  it('wakes at once when the server rendered a loading state rather than the block', async () => {
    codeOnCall();
    container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerRemotesContext.Provider value={{ get: () => Loading as ComponentType<object> }}>
        {slot({ label: 'cart' })}
      </ServerRemotesContext.Provider>,
    );
    document.body.append(container);
    setOnDemandBlocks({ onDemand: [['mf-cart', 'SideCart']], session: true });
    await act(async () => {
      root = hydrateRoot(container, slot({ label: 'cart' }));
    });
    expect(remotes.loadRemoteComponent).toHaveBeenCalledTimes(1);
  });

  it('is an ordinary slot where the server named no block to wait (a later visit to the route)', async () => {
    const code = codeOnCall();
    setOnDemandBlocks({});
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const client = createRoot(container);
    await act(async () => client.render(slot({ label: 'cart' })));
    expect(remotes.loadRemoteComponent).toHaveBeenCalledTimes(1);
    await code.answer();
    expect(container.textContent).toContain('cart 0');
    act(() => client.unmount());
  });
});
