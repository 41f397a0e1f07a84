// The Yandex adapter against a local fake of Geosuggest and the Geocoder over real HTTP: 7 answers
// inside the city's box, in the city's language, each resolved by its uri; both keys stay on the
// server (the browser talks to /api/geocoder only); a wrong key or a slow service is a 503.
import { cityResponseSchema, suggestResponseSchema } from '@storefront/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../http/types';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { expectErrorBody } from '../../test/expect-error-body';
import type { GeoArea } from './types';
import { YandexGeocoder } from './yandex';
import { type FakeHouse, startYandexFake, type YandexFake } from './yandex.fake';

const KEYS = { geocoderKey: 'geocoder-key-on-the-server', suggestKey: 'suggest-key-on-the-server' };

const street = (
  locality: string,
  country: string,
  name: string,
  lat: number,
  lng: number,
  count: number,
): FakeHouse[] =>
  Array.from({ length: count }, (_, i) => ({
    country,
    locality,
    street: name,
    house: String(i + 1),
    latitude: lat + i * 0.001,
    longitude: lng + i * 0.001,
  }));

const box = (lat: number, lng: number): GeoArea['bbox'] => [
  [lat - 0.2, lng - 0.3],
  [lat + 0.2, lng + 0.3],
];

describe('Yandex geocoder adapter against the fake', () => {
  let fake: YandexFake;
  let yandex: YandexGeocoder;
  const moscow: GeoArea = {
    alias: 'moscow',
    name: 'Москва',
    latitude: 55.75,
    longitude: 37.61,
    bbox: box(55.75, 37.61),
    countryCode: 'RU',
  };
  const istanbul: GeoArea = {
    alias: 'istanbul',
    name: 'İstanbul',
    latitude: 41.03,
    longitude: 28.98,
    bbox: box(41.03, 28.98),
    countryCode: 'TR',
  };
  beforeAll(async () => {
    fake = await startYandexFake({
      ...KEYS,
      houses: [
        ...street('Москва', 'Россия', 'Тверская улица', 55.76, 37.6, 9),
        // Same name, another city outside Moscow's box.
        ...street('Тверь', 'Россия', 'Тверская улица', 56.86, 35.9, 2),
        ...street('İstanbul', 'Türkiye', 'İstiklal Caddesi', 41.03, 28.98, 3),
      ],
    });
    yandex = new YandexGeocoder({
      apiKey: KEYS.geocoderKey,
      suggestKey: KEYS.suggestKey,
      geocoderUrl: `${fake.url}/1.x/`,
      suggestUrl: `${fake.url}/v1/suggest`,
    });
  });
  afterAll(() => fake.close());

  it('suggests 7 houses inside the box, in Russian for a Russian city, each resolved to coordinates', async () => {
    // The fake's log holds the other tests' queries too (they may run first): this test's only.
    const before = fake.queries.length;
    const places = await yandex.suggest('тверская', moscow, 7);
    expect(places).toHaveLength(7);
    expect(places.every((place) => place.locality === 'Москва' && place.latitude > 55.5)).toBe(true);
    const queries = fake.queries.slice(before);
    const query = queries.find((q) => q.path === '/v1/suggest')!;
    expect(query.params).toMatchObject({
      apikey: KEYS.suggestKey,
      lang: 'ru',
      results: '7',
      strict_bounds: '1',
      bbox: '37.31,55.55~37.91,55.95',
    });
    expect(queries.filter((q) => q.path === '/1.x/').every((q) => q.params.apikey === KEYS.geocoderKey)).toBe(
      true,
    );
  });

  it('a Turkish city is asked in Turkish and gets its own street', async () => {
    const places = await yandex.suggest('İstiklal', istanbul, 7);
    expect(places.map((place) => place.street)).toEqual([
      'İstiklal Caddesi',
      'İstiklal Caddesi',
      'İstiklal Caddesi',
    ]);
    expect(fake.queries.at(-4)?.params).toMatchObject({ lang: 'tr' });
    expect(fake.queries.at(-1)?.params).toMatchObject({ lang: 'tr_TR' });
  });

  it('a wrong key and a slow service reject (the route turns that into a 503)', async () => {
    const wrong = new YandexGeocoder({
      apiKey: 'nope',
      geocoderUrl: `${fake.url}/1.x/`,
      suggestUrl: `${fake.url}/v1/suggest`,
    });
    await expect(wrong.suggest('тверская', moscow, 7)).rejects.toThrow(/403/);
    fake.options.delayMs = 400;
    try {
      const impatient = new YandexGeocoder({
        ...KEYS,
        apiKey: KEYS.geocoderKey,
        suggestUrl: `${fake.url}/v1/suggest`,
        timeoutMs: 100,
      });
      await expect(impatient.suggest('тверская', moscow, 7)).rejects.toThrow();
    } finally {
      fake.options.delayMs = undefined;
    }
  });
});

describe('address suggestions through the API with Yandex', () => {
  let fake: YandexFake;
  let testDb: TestDatabase;
  let app: App;
  let cityId: number;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    // The seeded Moscow (its name and centre) decides where the fake's houses stand.
    const probe = await buildApp({ db: testDb.database, rateLimit: false, logger: false });
    const { city } = cityResponseSchema.parse(
      (await probe.inject({ url: '/api/cities/moscow', headers: { 'x-brand': 'pizza' } })).json(),
    );
    await probe.close();
    cityId = city.id;
    const { latitude, longitude } = city.map.coordinates;
    fake = await startYandexFake({
      ...KEYS,
      houses: street(city.name, 'Россия', 'Тверская улица', latitude, longitude, 9),
    });
    app = await buildApp({
      db: testDb.database,
      rateLimit: false,
      logger: false,
      yandexGeocoderKey: KEYS.geocoderKey,
      yandexGeocoder: {
        suggestKey: KEYS.suggestKey,
        geocoderUrl: `${fake.url}/1.x/`,
        suggestUrl: `${fake.url}/v1/suggest`,
        timeoutMs: 300,
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await testDb?.dispose();
  });

  const suggest = () =>
    app.inject({
      method: 'POST',
      url: '/api/geocoder/suggest',
      headers: { 'x-brand': 'pizza' },
      payload: { city_id: cityId, text: 'Тверская' },
    });

  it('answers 7 suggestions; neither key is in the answer', async () => {
    const response = await suggest();
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = suggestResponseSchema.parse(response.json());
    expect(suggestions).toHaveLength(7);
    expect(suggestions[0]).toMatchObject({ title: 'Тверская улица, 1', type: 'house' });
    expect(response.body).not.toContain(KEYS.suggestKey);
    expect(response.body).not.toContain(KEYS.geocoderKey);
  });

  it('Yandex not answering in time is a 503 in the §8 shape', async () => {
    fake.options.delayMs = 600;
    try {
      expectErrorBody(await suggest(), 503, 'unavailable');
    } finally {
      fake.options.delayMs = undefined;
    }
  });
});
