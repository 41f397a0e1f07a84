// A stand-in for the cart API in component tests: answers the cart calls from a cart it keeps, and
// records every call, so tests assert on what was sent and when.
import { configureApi } from '@storefront/shared/api';
import type { Cart, Settings } from '@storefront/shared/contract';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { testCart, testCity, testSettings } from './fixtures';

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

export function cartServer(initial: Cart = testCart(), settings: Settings = testSettings()) {
  let cart = structuredClone(initial);
  const calls: Call[] = [];
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://test').pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    if (path === '/products/get-related-products') return answer([]);
    if (path === '/cart/remove') {
      const line = cart.products[String(body.product_key)];
      if (line) {
        line.count -= Number(body.count);
        if (line.count <= 0) delete cart.products[line.key];
      }
    }
    if (path === '/cart/add') {
      const line = cart.products[String(body.product_key)];
      if (line) line.count += Number(body.count);
    }
    if (path === '/cart/gift/apply-promocode' && body.promocode !== 'WELCOME10')
      return answer(
        { message: 'Invalid', errors: { promocode: ['Промокод не найден.'] }, code: 'promocode_invalid' },
        422,
      );
    return answer({ cart });
  });
  configureApi({ baseUrl: '/api', brand: 'pizza', fetch: fetch as unknown as typeof globalThis.fetch });
  locationStore.getState().setCity(testCity());
  locationStore.getState().hydrate({ orderType: 'delivery', deliveryZoneId: 2 });
  sessionStore.getState().setAuthEnabled(settings.customers.is_auth_enabled);
  const client = createQueryClient();
  client.setQueryData(queryKeys.settings.all, settings);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/moscow']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return {
    fetch,
    calls,
    client,
    wrapper,
    set(next: Cart) {
      cart = structuredClone(next);
    },
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
