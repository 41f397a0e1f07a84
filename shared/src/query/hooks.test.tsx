import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { testCity, testCityListItem } from '../test-utils/city';
import { testSettings } from '../test-utils/settings';
import { useCities, useCity } from './cities';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useSettings } from './settings';

/** A fresh client per test, so no cached answer leaks from one test into the next. */
function withQueryClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('query hooks', () => {
  const seen = serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza' }));
  afterEach(() => {
    cleanup();
    resetApiConfig();
  });

  it('useCities loads the city list', async () => {
    const item = testCityListItem();
    apiServer.use(answer('get', '/api/cities', { cities: [item], message: null, big_cities: [] }));
    const { wrapper, client } = withQueryClient();
    const { result } = renderHook(() => useCities(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.cities[0]?.alias).toBe('moscow');
    expect(client.getQueryData(queryKeys.cities.list())).toBe(result.current.data);
  });

  it('useCity loads one city by alias', async () => {
    apiServer.use(answer('get', '/api/cities/moscow', { city: testCity() }));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCity('moscow'), { wrapper });
    await waitFor(() => expect(result.current.data?.alias).toBe('moscow'));
  });

  it('useCity does not call the API without an alias', () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCity(''), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen).toEqual([]);
  });

  it('useCity surfaces a 404 as an ApiError without retrying', async () => {
    apiServer.use(
      answer(
        'get',
        '/api/cities/atlantis',
        { message: 'City not found', code: 'not_found' },
        { status: 404 },
      ),
    );
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCity('atlantis'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, code: 'not_found' });
    expect(seen.map((sent) => sent.call)).toEqual(['GET /api/cities/atlantis']);
  });

  it('useSettings loads the site settings', async () => {
    apiServer.use(answer('get', '/api/settings', { settings: testSettings() }));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSettings(), { wrapper });
    await waitFor(() => expect(result.current.data?.default_phone).toBe('+78002347890'));
  });
});
