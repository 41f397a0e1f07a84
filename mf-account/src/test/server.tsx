// A stand-in for the API in component tests: answers by `METHOD /path` from a route table the test
// fills, records every call, and wraps the component in the providers the shell gives a remote.
import { configureApi } from '@storefront/shared/api';
import type { City, Settings } from '@storefront/shared/contract';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { testCity, testSettings } from './fixtures';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export interface Answer {
  status?: number;
  body: unknown;
}

export type Handler = (call: Call) => Answer | unknown;

export interface ServerOptions {
  city?: City;
  settings?: Settings;
  routes?: Record<string, Handler>;
  url?: string;
}

/** The current location, for tests that check where a flow navigated. */
export const where = { path: '' };

function LocationProbe() {
  const location = useLocation();
  where.path = `${location.pathname}${location.search}`;
  return null;
}

export function accountServer({
  city = testCity(),
  settings = testSettings(),
  routes = {},
  url = `/${city.alias}`,
}: ServerOptions = {}) {
  const calls: Call[] = [];
  const table: Record<string, Handler> = { ...routes };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const parsed = new URL(String(input), 'http://test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = parsed.pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const call = { method, path, query: parsed.searchParams, body };
    calls.push(call);
    const handler = table[`${method} ${path}`];
    const result = handler ? handler(call) : { status: 404, body: { message: 'Not found', errors: {} } };
    const answer =
      result && typeof result === 'object' && 'body' in result ? (result as Answer) : { body: result };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  configureApi({ baseUrl: '/api', brand: 'pizza', fetch: fetch as unknown as typeof globalThis.fetch });
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
    fetch,
    calls,
    client,
    wrapper,
    on(route: string, handler: Handler) {
      table[route] = handler;
    },
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A §8 error body. */
export function failure(
  status: number,
  message: string,
  errors: Record<string, string[]> = {},
  code?: string,
) {
  return { status, body: { message, errors, ...(code ? { code } : {}) } };
}
