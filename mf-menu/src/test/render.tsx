// Renders mf-menu parts the way the shell hosts them: one QueryClient, a router, i18n, the location
// store holding the city, and the API (MSW) answering what the test gives per path.
// A test file using this calls `serveApi()` itself: where files share a worker this module is loaded
// once, so hooks it registered on import would serve the first file only.
import { configureApi, resetApiConfig } from '@storefront/shared/api';
import type { City, Settings } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { createQueryClient } from '@storefront/shared/query';
import { locationStore, modalStore } from '@storefront/shared/stores';
import { testCity, testPromotions, testSettings } from '@storefront/shared/test-utils';
import { fakeApi } from '@storefront/shared/test-utils/api';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';

export { fakeApi };

/** Moscow as the menu's tests see it: two promotions to show. */
export const menuCity = (overrides: Partial<City> = {}) =>
  testCity({ seo_name: 'в Москве', promotions: testPromotions(), ...overrides });

/** The menu's settings: no sign-in. */
export const menuSettings = (overrides: Partial<Settings> = {}) =>
  testSettings({ customers: { is_auth_enabled: false }, ...overrides });

export async function setupMenuTest(options: { takeaway?: boolean } = {}) {
  await initI18n({ lng: 'ru' });
  configureApi({ baseUrl: '/api', brand: 'pizza' });
  locationStore.getState().setCity(menuCity());
  locationStore.getState().hydrate(options.takeaway === false ? {} : { orderType: 'takeaway', shopId: 1 });
}

export function teardownMenuTest() {
  cleanup();
  resetApiConfig();
  modalStore.getState().closeAll();
  locationStore.getState().reset();
  vi.restoreAllMocks();
  vi.useRealTimers();
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/moscow', client = createQueryClient() }: { route?: string; client?: QueryClient } = {},
) {
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
