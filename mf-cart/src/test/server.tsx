// The cart API in component tests: MSW answers the cart calls from a cart it keeps (adding and
// removing change it, an unknown promo code is refused) and records every call, so tests assert on
// what was sent and when.
// A test file using this calls `serveApi()` itself: where files share a worker this module is loaded
// once, so hooks it registered on import would serve the first file only.
import { configureApi } from '@storefront/shared/api';
import type { Cart, Settings } from '@storefront/shared/contract';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { testCity, testDeliveryCart, testSettings } from '@storefront/shared/test-utils';
import { failure, fakeApi } from '@storefront/shared/test-utils/api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** The cart's settings as its tests start: no sign-in, no order-type switch in the cart. */
export const cartSettings = (overrides: Partial<Settings> = {}) =>
  testSettings({
    customers: { is_auth_enabled: false },
    order_types: { default: 'delivery', show_switch_in_cart: false },
    ...overrides,
  });

export function cartServer(initial: Cart = testDeliveryCart(), settings: Settings = cartSettings()) {
  let cart = structuredClone(initial);
  const lineOf = (body: Record<string, unknown>) => cart.products[String(body.product_key)];
  const api = fakeApi({
    '/products/get-related-products': () => [],
    '/cart/remove': ({ body }) => {
      const line = lineOf(body);
      if (line) {
        line.count -= Number(body.count);
        if (line.count <= 0) delete cart.products[line.key];
      }
      return { cart };
    },
    '/cart/add': ({ body }) => {
      const line = lineOf(body);
      if (line) line.count += Number(body.count);
      return { cart };
    },
    '/cart/gift/apply-promocode': ({ body }) =>
      body.promocode === 'WELCOME10'
        ? { cart }
        : failure(422, 'Invalid', { promocode: ['Промокод не найден.'] }, 'promocode_invalid'),
    '*': () => ({ cart }),
  });
  configureApi({ baseUrl: '/api', brand: 'pizza' });
  locationStore.getState().setCity(testCity({ seo_name: 'в Москве' }));
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
    calls: api.calls,
    client,
    wrapper,
    set(next: Cart) {
      cart = structuredClone(next);
    },
    callsTo: (path: string) => api.callsTo(path),
  };
}
