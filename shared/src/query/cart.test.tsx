import { configureApi, resetApiConfig } from '@storefront/shared/api';
import type { Cart } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { locationStore, modalStore } from '@storefront/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, apiServer as server } from '../test-utils/api-server';
import { testCart } from '../test-utils/cart';
import { testCity } from '../test-utils/city';
import { handleCartFailure, useCart, useCartActions } from './cart';
import { useCartPending, useCartProcessingKeys } from './cart-calls';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

// Same origin as the page (happy-dom's fetch would send a CORS preflight to another origin).
const API = new URL('/api', window.location.href).href;

/** A promise the test settles by hand: holds a request until the test lets the server answer. */
function gate() {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

const answer = (cart: Cart) => HttpResponse.json({ cart });

function withClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

/** The hooks every cart consumer uses, rendered together. */
function useCartPage() {
  return {
    actions: useCartActions(),
    cart: useCart(),
    pending: useCartPending(),
    keys: useCartProcessingKeys(),
  };
}

const context = () => ({
  city_id: testCity().id,
  order_type: 'takeaway' as const,
  shop_id: 1,
  delivery_zone_id: null,
});

describe('cart data layer', () => {
  serveApi();
  beforeEach(() => {
    locationStore.getState().setCity(testCity());
    locationStore.getState().hydrate({ orderType: 'takeaway', shopId: 1 });
    configureApi({ baseUrl: API, brand: 'pizza' });
  });
  afterEach(() => {
    cleanup();
    resetApiConfig();
    modalStore.getState().closeAll();
    vi.restoreAllMocks();
  });

  it('loads the cart in the current context', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API}/cart`, async ({ request }) => {
        bodies.push(await request.json());
        return answer(testCart());
      }),
    );
    const { result } = renderHook(() => useCart(), { wrapper: withClient().wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.count).toBe(2);
    expect(bodies).toEqual([expect.objectContaining(context())]);
  });

  it('keeps the processing flags on during an add and off after, then writes the answered cart', async () => {
    const held = gate();
    const sent: unknown[] = [];
    server.use(
      http.put(`${API}/cart`, () => answer(testCart())),
      http.put(`${API}/cart/add`, async ({ request }) => {
        sent.push(await request.json());
        await held.closed;
        return answer(testCart({ count: 3 }));
      }),
    );
    const { result } = renderHook(() => useCartPage(), { wrapper: withClient().wrapper });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(2));
    expect(result.current).toMatchObject({ pending: false, keys: [] });

    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.actions.add({ product_key: '1', count: 1 });
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    expect(result.current).toMatchObject({ keys: ['1'] });
    expect(result.current.cart.data?.count).toBe(2);

    await act(async () => {
      held.open();
      await done;
    });
    expect(sent).toEqual([{ ...context(), product_key: '1', count: 1 }]);
    // TanStack Query tells its observers on the next tick.
    await waitFor(() => expect(result.current.cart.data?.count).toBe(3));
    expect(result.current).toMatchObject({ pending: false, keys: [] });
  });

  it("leaves the server's cart in place when a call fails, and shows the server's message (spec §8)", async () => {
    server.use(
      http.put(`${API}/cart`, () => answer(testCart())),
      http.put(`${API}/cart/add`, () =>
        HttpResponse.json({ message: 'invalid', errors: { product: ['Закончилось'] } }, { status: 422 }),
      ),
    );
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    const { result } = renderHook(() => useCartPage(), { wrapper: withClient().wrapper });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(2));

    await act(async () => {
      await result.current.actions
        .add({ product_key: '1' })
        .catch((error) => handleCartFailure(error, 'add'));
    });
    expect(heard).toHaveBeenCalledWith({ status: 422, message: 'Закончилось' });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.cart.data).toEqual(testCart());
    expect(result.current).toMatchObject({ keys: [] });
    off();
  });

  it('opens the order-types modal when adding needs a delivery address (spec §8)', async () => {
    server.use(
      http.put(`${API}/cart/add`, () =>
        HttpResponse.json(
          { message: 'invalid', errors: { delivery_address: ['Укажите адрес доставки.'] } },
          { status: 422 },
        ),
      ),
    );
    const { result } = renderHook(() => useCartActions(), { wrapper: withClient().wrapper });
    await act(async () => {
      await result.current.add({ product_key: '1' }).catch((error) => handleCartFailure(error, 'add'));
    });
    expect(modalStore.getState().stack.at(-1)?.name).toBe('OrderTypesModal');
  });

  it('hands the add that needed an address to the order-types modal, modifiers and all (spec §4)', async () => {
    server.use(
      http.put(`${API}/cart/add`, () =>
        HttpResponse.json(
          { message: 'invalid', errors: { delivery_address: ['Укажите адрес доставки.'] } },
          { status: 422 },
        ),
      ),
    );
    const request = { product_key: '1', count: 1, modifiers: [{ id: 3, count: 1 }] };
    const { result } = renderHook(() => useCartActions(), { wrapper: withClient().wrapper });
    await act(async () => {
      await result.current.add(request).catch((error) => handleCartFailure(error, 'add', request));
    });
    expect(modalStore.getState().stack.at(-1)).toMatchObject({
      name: 'OrderTypesModal',
      props: { pendingAdd: request },
    });
  });

  it('sends concurrent adds one after another, both flagged, and keeps the cart answered last', async () => {
    const first = gate();
    const arrived: string[] = [];
    server.use(
      http.put(`${API}/cart`, () => answer(testCart())),
      http.put(`${API}/cart/add`, async ({ request }) => {
        const { product_key } = (await request.json()) as { product_key: string };
        arrived.push(product_key);
        if (product_key === '1') {
          await first.closed;
          return answer(testCart({ count: 3 }));
        }
        return answer(testCart({ count: 4 }));
      }),
    );
    const { result } = renderHook(() => useCartPage(), { wrapper: withClient().wrapper });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(2));

    let both: Promise<unknown> = Promise.resolve();
    act(() => {
      both = Promise.all([
        result.current.actions.add({ product_key: '1' }),
        result.current.actions.add({ product_key: '2' }),
      ]);
    });
    await waitFor(() => expect(result.current.keys).toEqual(['1', '2']));
    expect(result.current.pending).toBe(true);
    // The second waits for the first's answer: the server's carts are written in the order it made them.
    expect(arrived).toEqual(['1']);

    await act(async () => {
      first.open();
      await both;
    });
    expect(arrived).toEqual(['1', '2']);
    await waitFor(() => expect(result.current.cart.data?.count).toBe(4));
    expect(result.current).toMatchObject({ pending: false, keys: [] });
  });

  it('clearing refetches the cart, the flag on until the new cart is in', async () => {
    let carts = 0;
    server.use(
      http.put(`${API}/cart`, () => {
        carts += 1;
        return answer(carts === 1 ? testCart() : testCart({ count: 0, products: {} }));
      }),
      http.delete(`${API}/cart/clear`, () => HttpResponse.json({})),
    );
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useCartPage(), { wrapper });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(2));
    await act(() => result.current.actions.clear());
    expect(carts).toBe(2);
    expect(client.getQueryData<Cart>(queryKeys.cart.current(context()))?.count).toBe(0);
    await waitFor(() => expect(result.current.pending).toBe(false));
  });
});
