// The API in the account's component tests: MSW answers `METHOD /path` from a route table the test
// fills and records every call; the component is wrapped in the providers the shell gives a remote.
// A test file using this calls `serveApi()` itself: where files share a worker this module is loaded
// once, so hooks it registered on import would serve the first file only.
import { configureApi } from '@storefront/shared/api';
import type { City, Settings } from '@storefront/shared/contract';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { RU_MASK, testCity, testSettings } from '@storefront/shared/test-utils';
import { type Route as ApiRoute, failure, fakeApi } from '@storefront/shared/test-utils/api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export type { ApiCall as Call, Route as Handler } from '@storefront/shared/test-utils/api';

export interface ServerOptions {
  city?: City;
  settings?: Settings;
  routes?: Record<string, ApiRoute>;
  url?: string;
}

/** The current location, for tests that check where a flow navigated. */
export const where = { path: '' };

function LocationProbe() {
  const location = useLocation();
  where.path = `${location.pathname}${location.search}`;
  return null;
}

/** Moscow with the Russian phone mask the sign-in form needs. */
export const accountCity = (overrides: Partial<City> = {}) =>
  testCity({ seo_name: 'в Москве', phone_masks: [RU_MASK], ...overrides });

/** The account's settings: the cart's order-type switch hidden. */
export const accountSettings = (overrides: Partial<Settings> = {}) =>
  testSettings({ order_types: { default: 'delivery', show_switch_in_cart: false }, ...overrides });

export function accountServer({
  city = accountCity(),
  settings = accountSettings(),
  routes = {},
  url = `/${city.alias}`,
}: ServerOptions = {}) {
  const api = fakeApi(routes);
  configureApi({ baseUrl: '/api', brand: 'pizza' });
  locationStore.getState().reset();
  locationStore.getState().setCity(city);
  locationStore.getState().hydrate({ orderType: 'delivery', deliveryZoneId: 1 });
  sessionStore.getState().setAuthEnabled(settings.customers.is_auth_enabled);
  const client = createQueryClient();
  client.setQueryData(queryKeys.settings.all, settings);
  client.setQueryData(queryKeys.cities.detail(city.alias), city);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return {
    calls: api.calls,
    client,
    wrapper,
    on: api.on,
    callsTo: (method: string, path: string) => api.callsTo(method, path),
  };
}

export { failure };
