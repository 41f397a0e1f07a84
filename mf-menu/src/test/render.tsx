// Renders mf-menu parts the way the shell hosts them: one QueryClient, a router, i18n, the location
// store holding the city, and an API whose answers the test gives per path.
import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { initI18n } from '@storefront/shared/i18n';
import { createQueryClient } from '@storefront/shared/query';
import { locationStore, modalStore } from '@storefront/shared/stores';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { city as testCity } from './fixtures';

export type Route = (body: unknown, method: string) => { status?: number; body: unknown } | unknown;

/** An API stand-in: answers by path; records the calls. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://test').pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method, body });
    const route = routes[path];
    if (!route) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const answer = route(body, method) as { status?: number; body?: unknown } | undefined;
    const wrapped = answer && typeof answer === 'object' && 'body' in answer ? answer : { body: answer };
    return new Response(JSON.stringify(wrapped.body), {
      status: wrapped.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
  return { fetch, calls };
}

export async function setupMenuTest(options: { takeaway?: boolean } = {}) {
  await initI18n({ lng: 'ru' });
  locationStore.getState().setCity(testCity());
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
