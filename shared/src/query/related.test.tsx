import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { bus } from '@storefront/shared/events';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test-utils/fake-fetch';
import { createQueryClient } from './query-client';
import { useRelatedProducts } from './related';

const context = { city_id: 1, order_type: 'delivery' as const, shop_id: null, delivery_zone_id: 2 };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('related products (spec §7 POST /products/get-related-products)', () => {
  afterEach(() => {
    cleanup();
    resetApiConfig();
    vi.restoreAllMocks();
  });

  it('asks for the groups once each, in one order, in the given context', async () => {
    const fetch = fakeFetch({ body: [] });
    configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
    const { result } = renderHook(() => useRelatedProducts([12, 1, 12], context), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/products/get-related-products');
    expect(JSON.parse(String(init?.body))).toEqual({ ...context, product_groups_ids: [1, 12] });
  });

  it('does not call without groups or before the context is known', () => {
    const fetch = fakeFetch();
    configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
    renderHook(() => useRelatedProducts([], context), { wrapper });
    renderHook(() => useRelatedProducts([1], null), { wrapper });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a failure from the visitor (spec §8): no server-error modal', async () => {
    configureApi({
      baseUrl: '/api',
      brand: 'pizza',
      fetch: fakeFetch({ status: 500, body: { message: 'down' } }),
    });
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    const { result } = renderHook(() => useRelatedProducts([1], context), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(heard).not.toHaveBeenCalled();
    off();
  });
});
