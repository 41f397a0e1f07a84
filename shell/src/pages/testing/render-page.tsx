// Renders a content page the way the shell does: i18next, the query cache with settings (and the
// city list), the runtime config, and the city outlet context of CityLayout.

import type { City, Settings } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { testCity, testSettings } from '@storefront/shared/test-utils';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { RuntimeConfigContext } from '../../app/runtime-config-context';
import type { CityContext } from '../../routes/city-context';

/** The settings the content pages read: a brand with a bonus programme and a second legal entity for Kazan. */
export const pageSettings = (overrides: Partial<Settings> = {}) =>
  testSettings({
    company_names: { default: 'ООО «Пицца Поинт»', '2': 'ООО «Пицца Поинт Казань»' },
    emails: { feedback: 'feedback@pizzapoint.example' },
    default_phone: '+78003014455',
    languages: ['ru', 'en', 'tr', 'uz', 'de', 'uk'],
    banknotes: [500, 1000, 2000, 5000],
    order_types: { default: 'delivery', show_switch_in_cart: false },
    brand: { alias: 'pizza', name: 'Pizza Point', has_bonus_program: true },
    bonus_program: { spend_deadline: '2025-05-21', accrual_paused: true },
    ...overrides,
  });

/** Moscow with its own phone (not a free call) and the loyalty programme. */
export const pageCity = (overrides: Partial<City> = {}) =>
  testCity({ phone: '+74951234567', is_free_call: false, has_loyalty_program: true, ...overrides });

interface RenderPageOptions {
  path: string;
  /** The route pattern under the city, e.g. `about`; none for a page outside a city. */
  cityRoute?: string;
  settings?: Settings;
  city?: City;
  brand?: string;
  lng?: string;
}

export async function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { settings = pageSettings(), city = pageCity(), brand = 'pizza', lng = 'ru' } = options;
  const i18n = await initI18n({ lng, instance: i18next.createInstance() });
  const client = createQueryClient();
  client.setQueryData(queryKeys.settings.all, settings);
  client.setQueryData(queryKeys.cities.list(), {
    cities: [city, pageCity({ id: 2, alias: 'kazan', name: 'Казань' })],
    message: null,
    big_cities: [],
  });
  const routes = options.cityRoute
    ? [
        {
          path: '/:cityAlias',
          element: <Outlet context={{ city } satisfies CityContext} />,
          children: [{ path: options.cityRoute, element: page }],
        },
      ]
    : [{ path: options.path, element: page }];
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RuntimeConfigContext.Provider value={{ brand, apiBase: '/api', mapsKey: '', remotes: {} }}>
          <MemoryRouter initialEntries={[options.path]}>
            <PageRoutes routes={routes} />
          </MemoryRouter>
        </RuntimeConfigContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, client };
}

function PageRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
