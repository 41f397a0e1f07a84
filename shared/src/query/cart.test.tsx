import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { bus } from '@storefront/shared/events';
import { cartStore, locationStore, modalStore } from '@storefront/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCart } from '../test-utils/cart';
import { testCity } from '../test-utils/city';
import { fakeFetch } from '../test-utils/fake-fetch';
import { useCart, useCartActions } from './cart';
import { createQueryClient } from './query-client';

function withClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('cart data layer', () => {
  beforeEach(() => {
    locationStore.getState().setCity(testCity());
    locationStore.getState().hydrate({ orderType: 'takeaway', shopId: 1 });
  });
  afterEach(() => {
    cleanup();
    resetApiConfig();
    modalStore.getState().closeAll();
    vi.restoreAllMocks();
  });

  it('loads the cart in the current context', async () => {
    const fetch = fakeFetch({ body: { cart: testCart() } });
    configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
    const { result } = renderHook(() => useCart(), { wrapper: withClient().wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.count).toBe(2);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/cart');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      city_id: testCity().id,
      order_type: 'takeaway',
      shop_id: 1,
    });
  });

  it('marks the product as processing during an add, then writes the answered cart', async () => {
    const more = testCart({ count: 3 });
    let release: (value: Response) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
    const { wrapper } = withClient();
    const { result } = renderHook(() => ({ actions: useCartActions(), cart: useCart() }), { wrapper });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.actions.add({ product_key: '1', count: 1 });
    });
    expect(cartStore.getState().processingKeys).toContain('1');
    await act(async () => {
      release(
        new Response(JSON.stringify({ cart: more }), { headers: { 'content-type': 'application/json' } }),
      );
      await done;
    });
    expect(cartStore.getState().processingKeys).not.toContain('1');
    expect(cartStore.getState().pending).toBe(0);
  });

  it('opens the order-types modal when adding needs a delivery address (spec §8)', async () => {
    configureApi({
      baseUrl: '/api',
      brand: 'pizza',
      fetch: fakeFetch({
        status: 422,
        body: { message: 'invalid', errors: { delivery_address: ['Укажите адрес доставки.'] } },
      }),
    });
    const { result } = renderHook(() => useCartActions(), { wrapper: withClient().wrapper });
    const { handleCartFailure } = await import('./cart');
    await act(async () => {
      await result.current.add({ product_key: '1' }).catch((error) => handleCartFailure(error, 'add'));
    });
    expect(modalStore.getState().stack.at(-1)?.name).toBe('OrderTypesModal');
  });

  it('shows a product error in the server-error modal (spec §8)', async () => {
    configureApi({
      baseUrl: '/api',
      brand: 'pizza',
      fetch: fakeFetch({ status: 422, body: { message: 'invalid', errors: { product: ['Закончилось'] } } }),
    });
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    const { result } = renderHook(() => useCartActions(), { wrapper: withClient().wrapper });
    const { handleCartFailure } = await import('./cart');
    await act(async () => {
      await result.current.add({ product_key: '1' }).catch((error) => handleCartFailure(error, 'add'));
    });
    expect(heard).toHaveBeenCalledWith({ status: 422, message: 'Закончилось' });
    off();
  });
});
