import { describe, expect, it } from 'vitest';
import { parseGeocoderAnswer, YandexGeocoder } from './yandex';

const ANSWER = {
  response: {
    GeoObjectCollection: {
      featureMember: [
        {
          GeoObject: {
            Point: { pos: '37.604031 55.763952' },
            metaDataProperty: {
              GeocoderMetaData: {
                kind: 'house',
                text: 'Россия, Москва, Тверская улица, 12',
                uri: 'ymapsbm1://geo?data=abc',
                Address: {
                  Components: [
                    { kind: 'country', name: 'Россия' },
                    { kind: 'locality', name: 'Москва' },
                    { kind: 'district', name: 'Тверской район' },
                    { kind: 'street', name: 'Тверская улица' },
                    { kind: 'house', name: '12' },
                  ],
                },
              },
            },
          },
        },
        {
          GeoObject: {
            Point: { pos: '37 55' },
            metaDataProperty: { GeocoderMetaData: { kind: 'locality' } },
          },
        },
      ],
    },
  },
};

describe('Yandex geocoder adapter', () => {
  it('reads houses and streets from a Geocoder answer, longitude first', () => {
    expect(parseGeocoderAnswer(ANSWER)).toEqual([
      {
        placeId: 'ymapsbm1://geo?data=abc',
        type: 'house',
        cityAlias: null,
        locality: 'Москва',
        district: 'Тверской район',
        street: 'Тверская улица',
        house: '12',
        latitude: 55.763952,
        longitude: 37.604031,
      },
    ]);
  });

  it('asks the Geocoder API with the key, the city and its box', async () => {
    const urls: URL[] = [];
    const fetch = (async (url: URL) => {
      urls.push(url);
      return new Response(JSON.stringify(ANSWER), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const geocoder = new YandexGeocoder({ apiKey: 'k', fetch });
    const area = {
      alias: 'moscow',
      name: 'Москва',
      latitude: 55.75,
      longitude: 37.61,
      bbox: [
        [55.5, 37.3],
        [56, 37.9],
      ] as [[number, number], [number, number]],
      countryCode: 'RU',
    };
    const place = await geocoder.searchByAddress('Тверская 12', area);
    expect(place?.house).toBe('12');
    expect(urls[0]?.searchParams.get('geocode')).toBe('Москва, Тверская 12');
    expect(urls[0]?.searchParams.get('bbox')).toBe('37.3,55.5~37.9,56');
    expect(urls[0]?.searchParams.get('apikey')).toBe('k');
  });

  it('fails loudly on a non-200 answer (the route turns it into 503)', async () => {
    const fetch = (async () => new Response('no', { status: 403 })) as unknown as typeof globalThis.fetch;
    await expect(new YandexGeocoder({ apiKey: 'k', fetch }).lookup('x')).rejects.toThrow(/403/);
  });
});
