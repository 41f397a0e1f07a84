import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { READY_ATTRIBUTE } from '@storefront/shared/qa';
import { queryKeys } from '@storefront/shared/query';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { act, type ReactNode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartButton } from '../layout/cart-button';
import { earlyCartsInto, releaseEarlyTaps } from './early-taps';
import { hydratePage } from './hydrate-page';
import { useAppMounted } from './ready-marker';

// The script as the page runs it, at the top of every page the shell serves.
const SCRIPT = readFileSync(join(import.meta.dirname, 'early-taps.inline.js'), 'utf8');
const API = 'https://api.example/api';
const CONTEXT = { city_id: 1, order_type: 'takeaway', shop_id: 3, delivery_zone_id: null };
const EARLY_ADD = JSON.stringify({ ...CONTEXT, product_key: '42', count: 1 });

function Card({ available, early, onAdd }: { available: boolean; early?: string; onAdd(): void }) {
  return (
    <section data-early-tap="">
      {available ? (
        <button type="button" data-early-add={early} onClick={onAdd}>
          Добавить
        </button>
      ) : (
        <span>Нет в наличии</span>
      )}
    </section>
  );
}

/** The page's root as the shell's App: the page is ready once it has committed. */
function App({ children }: { children: ReactNode }) {
  useAppMounted();
  return <>{children}</>;
}

const page = (children: ReactNode) => (
  <App>
    <CartButton count={0} />
    <Suspense fallback={null}>{children}</Suspense>
  </App>
);

let container: HTMLElement;
let root: Root | undefined;
let recoverable: unknown[];

/** The server's HTML of the header's cart and the card, on the page and not hydrated yet. */
function serverRendered(early?: string): HTMLButtonElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(page(<Card available early={early} onAdd={() => {}} />));
  document.body.append(container);
  return container.querySelector('section button') as HTMLButtonElement;
}

const counter = () => container.querySelector('[data-cart-count]')?.textContent;

async function hydrate(ui: ReactNode, onCart?: Parameters<typeof releaseEarlyTaps>[0]) {
  // The busy mark the script put on a held button differs from what React renders: in development
  // React says so (production skips attributes), and the replay takes the mark off.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    // As the shell hydrates its page (bootstrap.tsx): a transition.
    root = hydratePage(container, page(ui), { onRecoverableError: (error) => recoverable.push(error) });
    releaseEarlyTaps(onCart);
  });
}

/** A fetch whose answers the test gives one by one. */
function network() {
  const answers: ((response: Response | Error) => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answers.push((response) => (response instanceof Error ? reject(response) : resolve(response)));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    async answer(response: Response | Error) {
      await act(async () => {
        answers.shift()?.(response);
        await new Promise((done) => setTimeout(done, 0));
      });
    },
  };
}

const cartAnswer = (count: number) =>
  new Response(JSON.stringify({ cart: { count, products: {} } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('a tap on the server-rendered menu before it is hydrated', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    Object.assign(window, { __STOREFRONT_BOOT__: { apiBase: `${API}/`, brand: 'pizza' } });
    document.documentElement.lang = 'ru';
    recoverable = [];
    // A fresh page's script (the previous one has been told the page hydrated).
    new Function(SCRIPT)();
  });
  afterEach(() => {
    // The page hydrated (if its test did not).
    releaseEarlyTaps();
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    // Its listener holds no tap of a later test or file.
    delete window.__STOREFRONT_EARLY_TAPS__;
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is held, shown busy, and made once through the handler when React listens', async () => {
    const { fetch } = network();
    const button = serverRendered();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.click(); // a second tap while it waits is not a second add
    const onAdd = vi.fn();
    await hydrate(<Card available onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.click(); // React listens: a tap goes straight to the handler
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(fetch).not.toHaveBeenCalled(); // a button without an early request sends nothing itself
  });

  it('is dropped when the product is no longer on sale by the time the card hydrates', async () => {
    const button = serverRendered();
    button.click();
    const onAdd = vi.fn();
    await hydrate(<Card available={false} onAdd={onAdd} />);
    expect(container.querySelector('section')?.textContent).toBe('Нет в наличии');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('leaves a page without the marked parts alone', () => {
    container = document.createElement('div');
    container.innerHTML = '<a href="#elsewhere">elsewhere</a>';
    document.body.append(container);
    const link = container.querySelector('a') as HTMLAnchorElement;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', followed);
    link.click();
    document.removeEventListener('click', followed);
    expect(followed).toHaveReturnedWith(false);
  });

  it('on a button that adds at once is sent at once, counted from the answer, and not made again', async () => {
    const net = network();
    const button = serverRendered(EARLY_ADD);
    button.click();
    // The request the menu's handler makes: PUT /cart/add with the button's body, as shared/api sends it.
    expect(net.fetch).toHaveBeenCalledTimes(1);
    expect(net.fetch).toHaveBeenCalledWith(`${API}/cart/add`, {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-brand': 'pizza',
        'accept-language': 'ru',
      },
      body: EARLY_ADD,
      credentials: 'include',
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.click(); // while it is in flight: ignored
    expect(net.fetch).toHaveBeenCalledTimes(1);
    expect(counter()).toBe('0');
    await net.answer(cartAnswer(1));
    expect(counter()).toBe('1');
    expect(button.hasAttribute('aria-busy')).toBe(false);

    const onAdd = vi.fn();
    const onCart = vi.fn();
    await hydrate(<Card available early={EARLY_ADD} onAdd={onAdd} />, onCart);
    expect(onAdd).not.toHaveBeenCalled();
    expect(onCart).toHaveBeenCalledWith({ count: 1, products: {} }, EARLY_ADD);
    // Hydration keeps the count the answer wrote, without a hydration error.
    expect(counter()).toBe('1');
    expect(recoverable).toEqual([]);
  });

  it.each([
    ['the network fails', () => new Error('offline')],
    ['the server refuses it', () => new Response('{"message":"no"}', { status: 422 })],
  ])('falls back to the real handler when %s', async (_case, failure) => {
    const net = network();
    const button = serverRendered(EARLY_ADD);
    button.click();
    await net.answer(failure());
    expect(button.getAttribute('aria-busy')).toBe('true'); // held now, like any other tap
    expect(counter()).toBe('0');
    const onAdd = vi.fn();
    const onCart = vi.fn();
    await hydrate(<Card available early={EARLY_ADD} onAdd={onAdd} />, onCart);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onCart).not.toHaveBeenCalled();
    expect(net.fetch).toHaveBeenCalledTimes(1);
  });

  it('still in flight when React listens: swallows taps until the answer, then replays only a failure', async () => {
    const net = network();
    const button = serverRendered(EARLY_ADD);
    button.click();
    const onAdd = vi.fn();
    const onCart = vi.fn();
    await hydrate(<Card available early={EARLY_ADD} onAdd={onAdd} />, onCart);
    expect(onAdd).not.toHaveBeenCalled();
    button.click(); // hydrated, but its add is in flight: not a second add
    expect(onAdd).not.toHaveBeenCalled();
    await net.answer(cartAnswer(1));
    expect(onCart).toHaveBeenCalledWith({ count: 1, products: {} }, EARLY_ADD);
    // Shown at once, not when the shell's cart query takes the answer (once the page is ready).
    expect(counter()).toBe('1');
    expect(onAdd).not.toHaveBeenCalled();
    button.click(); // answered: taps are the handler's again
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(net.fetch).toHaveBeenCalledTimes(1);
  });

  it('still in flight when React listens, and then failing: made once through the handler', async () => {
    const net = network();
    const button = serverRendered(EARLY_ADD);
    button.click();
    const onAdd = vi.fn();
    await hydrate(<Card available early={EARLY_ADD} onAdd={onAdd} />, vi.fn());
    expect(onAdd).not.toHaveBeenCalled();
    await net.answer(new Response('', { status: 500 }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('the cart an early add was answered with', () => {
  const key = queryKeys.cart.current(CONTEXT);
  const cart = (count: number) => ({ count, products: {} });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
  });

  async function hydrated() {
    container = document.createElement('div');
    container.innerHTML = renderToString(<App>page</App>);
    document.body.append(container);
    await act(async () => {
      root = hydratePage(container, <App>page</App>);
    });
  }

  it('goes into the cart query of its context once the page has hydrated, not before', async () => {
    const client = new QueryClient();
    client.setQueryData(key, cart(0), { updatedAt: 1 }); // the server's page
    earlyCartsInto(client)(cart(1) as never, EARLY_ADD);
    expect(client.getQueryData(key)).toEqual(cart(0));
    await hydrated();
    expect(client.getQueryData(key)).toEqual(cart(1));
  });

  it('is not raced by a refetch of the stale server cart while the page hydrates', async () => {
    const client = new QueryClient();
    client.setQueryData(key, cart(0), { updatedAt: 1 }); // rendered long ago: stale
    earlyCartsInto(client);
    const queryFn = vi.fn(async () => cart(1));
    const mounted = () => new QueryObserver(client, { queryKey: key, queryFn, staleTime: 30_000 });
    const hydrating = mounted().subscribe(() => {});
    expect(queryFn).not.toHaveBeenCalled();
    await hydrated();
    hydrating();
    const later = mounted().subscribe(() => {});
    expect(queryFn).toHaveBeenCalledTimes(1);
    later();
  });

  it('does not overwrite the cart a later call answered', async () => {
    const client = new QueryClient();
    client.setQueryData(key, cart(0), { updatedAt: 1 });
    earlyCartsInto(client)(cart(1) as never, EARLY_ADD);
    client.setQueryData(key, cart(2)); // a tap after hydration answered
    await hydrated();
    expect(client.getQueryData(key)).toEqual(cart(2));
  });
});
