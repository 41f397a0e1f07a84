import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { testCity, testCityListItem } from '../test-utils/city';
import { testSettings } from '../test-utils/settings';
import { getCities, getCity } from './cities';
import { configureApi, resetApiConfig } from './config';
import { getSettings } from './settings';

describe('calls of spec §7', () => {
  const seen = serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza' }));
  afterEach(() => resetApiConfig());

  it('GET /cities answers cities, message and big_cities', async () => {
    const item = testCityListItem();
    apiServer.use(answer('get', '/api/cities', { cities: [item], message: null, big_cities: [item] }));
    const cities = await getCities();
    expect(seen.map((request) => request.call)).toEqual(['GET /api/cities']);
    expect(cities.cities[0]?.alias).toBe('moscow');
    expect(cities.big_cities).toHaveLength(1);
    expect(cities.message).toBeNull();
  });

  it('GET /cities/{alias} answers the city', async () => {
    apiServer.use(answer('get', '/api/cities/moscow', { city: testCity() }));
    const city = await getCity('moscow');
    expect(city.name).toBe('Москва');
  });

  it('encodes the alias so it cannot escape the path', async () => {
    apiServer.use(answer('get', '/api/cities/:alias', { city: testCity() }));
    await getCity('../user');
    expect(seen.map((request) => request.call)).toEqual(['GET /api/cities/..%2Fuser']);
  });

  it('GET /settings answers the settings', async () => {
    apiServer.use(answer('get', '/api/settings', { settings: testSettings() }));
    const settings = await getSettings();
    expect(settings.customers.is_auth_enabled).toBe(true);
  });
});
