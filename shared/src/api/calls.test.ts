import { afterEach, describe, expect, it } from 'vitest';
import { testCity, testCityListItem } from '../test-utils/city';
import { fakeFetch } from '../test-utils/fake-fetch';
import { testSettings } from '../test-utils/settings';
import { getCities, getCity } from './cities';
import { configureApi, resetApiConfig } from './config';
import { getSettings } from './settings';

function setup(...answers: Parameters<typeof fakeFetch>) {
  const fetch = fakeFetch(...answers);
  configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
  return fetch;
}

describe('calls of spec §7', () => {
  afterEach(() => resetApiConfig());

  it('GET /cities answers cities, message and big_cities', async () => {
    const item = testCityListItem();
    const fetch = setup({ body: { cities: [item], message: null, big_cities: [item] } });
    const answer = await getCities();
    expect(fetch.mock.calls[0]![0]).toBe('/api/cities');
    expect(answer.cities[0]?.alias).toBe('moscow');
    expect(answer.big_cities).toHaveLength(1);
    expect(answer.message).toBeNull();
  });

  it('GET /cities/{alias} answers the city', async () => {
    const fetch = setup({ body: { city: testCity() } });
    const city = await getCity('moscow');
    expect(fetch.mock.calls[0]![0]).toBe('/api/cities/moscow');
    expect(city.name).toBe('Москва');
  });

  it('encodes the alias so it cannot escape the path', async () => {
    const fetch = setup({ body: { city: testCity() } });
    await getCity('../user');
    expect(fetch.mock.calls[0]![0]).toBe('/api/cities/..%2Fuser');
  });

  it('GET /settings answers the settings', async () => {
    const fetch = setup({ body: { settings: testSettings() } });
    const settings = await getSettings();
    expect(fetch.mock.calls[0]![0]).toBe('/api/settings');
    expect(settings.customers.is_auth_enabled).toBe(true);
  });
});
