import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { bus } from '@storefront/shared/events';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { createQueryClient } from './query-client';
import { useRelatedProducts } from './related';

const context = { city_id: 1, order_type: 'delivery' as const, shop_id: null, delivery_zone_id: 2 };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const RELATED = '/api/products/get-related-products';

describe('related products (spec §7 POST /products/get-related-products)', () => {
  const seen = serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza' }));
  afterEach(() => {
    cleanup();
    resetApiConfig();
    vi.restoreAllMocks();
  });

  it('asks for the groups once each, in one order, in the given context', async () => {
    apiServer.use(answer('post', RELATED, []));
    const { result } = renderHook(() => useRelatedProducts([12, 1, 12], context), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen.map((sent) => sent.call)).toEqual([`POST ${RELATED}`]);
    expect(await seen[0]?.request.json()).toEqual({ ...context, product_groups_ids: [1, 12] });
  });

  it('does not call without groups or before the context is known', () => {
    const noGroups = renderHook(() => useRelatedProducts([], context), { wrapper });
    const noContext = renderHook(() => useRelatedProducts([1], null), { wrapper });
    expect(noGroups.result.current.fetchStatus).toBe('idle');
    expect(noContext.result.current.fetchStatus).toBe('idle');
    expect(seen).toEqual([]);
  });

  it('keeps a failure from the visitor (spec §8): no server-error modal', async () => {
    apiServer.use(answer('post', RELATED, { message: 'down' }, { status: 500 }));
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    const { result } = renderHook(() => useRelatedProducts([1], context), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(heard).not.toHaveBeenCalled();
    off();
  });
});
