import {
  addressSetResponseSchema,
  searchByAddressResponseSchema,
  searchByCoordinatesResponseSchema,
  suggestResponseSchema,
} from '@storefront/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { visitor } from '../../test/visitor';
import { type CityFacts, cityFacts, MOSCOW } from '../../test/world';

describeEachDatabase('geocoder and guest addresses', (ctx) => {
  let moscow: CityFacts;
  let spb: CityFacts;
  beforeAll(async () => {
    moscow = await cityFacts(ctx.app, 'moscow');
    spb = await cityFacts(ctx.app, 'saint-petersburg');
  });

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

  describe('POST /api/geocoder/streets', () => {
    it("answers the city's seeded main streets with districts and lines for the offline map", async () => {
      const response = await post('/api/geocoder/streets', { city_id: moscow.id });
      expect(response.statusCode).toBe(200);
      const { streets } = response.json() as {
        streets: { name: string; district: string | null; line: number[][] }[];
      };
      expect(streets.length).toBe(10);
      const tverskaya = streets.find((street) => street.name === 'Тверская улица');
      expect(tverskaya).toMatchObject({ district: 'Тверской' });
      expect(streets.every((street) => street.line.length >= 2)).toBe(true);
      const [[lat1, lng1], [lat2, lng2]] = tverskaya!.line as [[number, number], [number, number]];
      // From near the centre outwards, inside the city's box.
      const centre = { latitude: 55.7558, longitude: 37.6173 };
      const dist = (lat: number, lng: number) => Math.hypot(lat - centre.latitude, lng - centre.longitude);
      expect(dist(lat1, lng1)).toBeLessThan(dist(lat2, lng2));
      const spbStreets = (await post('/api/geocoder/streets', { city_id: spb.id })).json().streets as {
        name: string;
      }[];
      expect(spbStreets.map((street) => street.name)).toContain('Невский проспект');
    });

    it('answers §8 errors for an unknown or missing city', async () => {
      expectErrorBody(await post('/api/geocoder/streets', {}), 422, 'validation');
      const unknown = await post('/api/geocoder/streets', { city_id: 999_999 });
      expect([404, 422]).toContain(unknown.statusCode);
      expectErrorBody(unknown, unknown.statusCode);
    });
  });

  describe('POST /api/geocoder/suggest', () => {
    it('suggests up to 7 houses of a street from 2 characters', async () => {
      const response = await post('/api/geocoder/suggest', { city_id: moscow.id, text: 'Тверская 1' });
      const { suggestions } = suggestResponseSchema.parse(response.json());
      expect(suggestions.length).toBe(7);
      expect(suggestions[0]).toMatchObject({
        title: 'Тверская улица, 1',
        type: 'house',
        full_address: 'Москва, Тверская улица, 1',
      });
      expect(suggestions.every((s) => s.address.startsWith('Тверская улица, 1'))).toBe(true);
    });

    it('suggests streets while no house is typed, tolerating a typo', async () => {
      const { suggestions } = suggestResponseSchema.parse(
        (await post('/api/geocoder/suggest', { city_id: moscow.id, text: 'тверкая' })).json(),
      );
      expect(suggestions[0]).toMatchObject({ title: 'Тверская улица', type: 'street' });
      const prefix = suggestResponseSchema.parse(
        (await post('/api/geocoder/suggest', { city_id: moscow.id, text: 'ар' })).json(),
      );
      expect(prefix.suggestions.map((s) => s.title)).toContain('улица Арбат');
    });

    it('finds a street by its type word or the start of it', async () => {
      for (const text of ['пр', 'про', 'проспект', 'проспект ми']) {
        const { suggestions } = suggestResponseSchema.parse(
          (await post('/api/geocoder/suggest', { city_id: moscow.id, text })).json(),
        );
        expect(
          suggestions.map((s) => s.title),
          text,
        ).toContain('проспект Мира');
      }
    });

    it('stays inside the city', async () => {
      const { suggestions } = suggestResponseSchema.parse(
        (await post('/api/geocoder/suggest', { city_id: moscow.id, text: 'Невский 5' })).json(),
      );
      expect(suggestions).toEqual([]);
    });

    it.each([
      ['one character', 'Т', 'text'],
      ['characters the field refuses', 'Тверская #1', 'text'],
      ['no city', undefined, 'city_id'],
    ])('answers 422 for %s', async (_label, text, field) => {
      const body = text === undefined ? { text: 'Тверская' } : { city_id: moscow.id, text };
      expect(
        expectErrorBody(await post('/api/geocoder/suggest', body), 422, 'validation').errors[field],
      ).toBeDefined();
    });
  });

  describe('POST /api/geocoder/searchByAddress', () => {
    it('finds a house written in several ways', async () => {
      for (const address of ['Тверская улица, 12', 'ул. Тверская, д. 12', 'тверская 12']) {
        const response = await post('/api/geocoder/searchByAddress', { city_id: moscow.id, address });
        const body = searchByAddressResponseSchema.parse(response.json());
        expect(body.address).toMatchObject({ street: 'Тверская улица', house: '12', city_id: moscow.id });
        expect(body.point.latitude).toBeCloseTo(body.address.coordinates.latitude, 6);
      }
      const building = searchByAddressResponseSchema.parse(
        (
          await post('/api/geocoder/searchByAddress', { city_id: moscow.id, address: 'Тверская 12 корпус 2' })
        ).json(),
      );
      expect(building.address.house).toBe('12к2');
    });

    it('answers addressNotFound at the address field for a house that does not exist', async () => {
      const response = await post('/api/geocoder/searchByAddress', {
        city_id: moscow.id,
        address: 'Тверская улица, 999',
      });
      const error = expectErrorBody(response, 422, 'addressNotFound');
      expect(error.errors.address).toEqual(['Адрес не найден.']);
      expectErrorBody(
        await post('/api/geocoder/searchByAddress', { city_id: moscow.id, address: 'Тверская' }),
        422,
        'addressNotFound',
      );
    });
  });

  describe('POST /api/geocoder/searchByCoordinates', () => {
    it('answers the nearest houses, longitude first in the request', async () => {
      const found = searchByAddressResponseSchema.parse(
        (await post('/api/geocoder/searchByAddress', { city_id: moscow.id, address: MOSCOW.centre })).json(),
      );
      const { latitude, longitude } = found.point;
      const response = await post('/api/geocoder/searchByCoordinates', {
        coordinates: [longitude + 0.0005, latitude],
      });
      const { collection } = searchByCoordinatesResponseSchema.parse(response.json());
      expect(collection[0]).toMatchObject({ street: 'Тверская улица', house: '3', city_id: moscow.id });
      expect(collection.length).toBeGreaterThan(0);
    });

    it('answers an empty collection far from any house', async () => {
      const response = await post('/api/geocoder/searchByCoordinates', { coordinates: [0, 0] });
      expect(searchByCoordinatesResponseSchema.parse(response.json()).collection).toEqual([]);
    });

    it.each([[[200, 55]], [[37]], ['37,55']])('answers 422 for coordinates %j', async (coordinates) => {
      expectErrorBody(await post('/api/geocoder/searchByCoordinates', { coordinates }), 422, 'validation');
    });
  });

  describe('POST /api/user/addresses/set-by-address', () => {
    it('sets a found address inside a zone as the delivery address and reprices the cart', async () => {
      const v = visitor(ctx.app);
      const response = await v.post('/api/user/addresses/set-by-address', {
        city_id: moscow.id,
        address: MOSCOW.outer,
        room: '12',
        entrance: '2',
      });
      const body = addressSetResponseSchema.parse(response.json());
      expect(body.delivery_address).toMatchObject({
        found: true,
        delivery_possible: true,
        delivery_zone_id: moscow.zones.outer,
        delivery_prices: {
          delivery: 199,
          minimum_order_amount: 1000,
          has_free_delivery: false,
          free_delivery_from: 2500,
        },
        room: '12',
        entrance: '2',
        city: { id: moscow.id, name: 'Москва' },
      });
      expect(body.delivery_address.company_name).toBeTruthy();
      expect(body.delivery_address.inn).toMatch(/^\d{10}$/);
      expect(body.cart.context).toMatchObject({
        order_type: 'delivery',
        delivery_zone_id: moscow.zones.outer,
      });
      expect(body.product_groups.length).toBeGreaterThan(0);
      expect(body.delivery_addresses).toEqual([]);
      expect(v.cookies.get('session_key')).toBeDefined();
    });

    it('answers delivery_possible false outside every zone and changes nothing', async () => {
      const v = visitor(ctx.app);
      await v.post('/api/shops/set', { shop_id: moscow.centreShop.id });
      const body = addressSetResponseSchema.parse(
        (
          await v.post('/api/user/addresses/set-by-address', { city_id: moscow.id, address: MOSCOW.outside })
        ).json(),
      );
      expect(body.delivery_address).toMatchObject({
        found: true,
        delivery_possible: false,
        delivery_zone_id: null,
        delivery_prices: null,
      });
      expect(body.cart.context.order_type).toBe('takeaway');
    });

    it('answers addressNotFound on delivery_address for an unknown address (spec §8)', async () => {
      const response = await visitor(ctx.app).post('/api/user/addresses/set-by-address', {
        city_id: moscow.id,
        address: 'Несуществующая улица, 1',
      });
      const error = expectErrorBody(response, 422, 'addressNotFound');
      expect(error.errors.delivery_address).toHaveLength(1);
    });

    it('resolves a suggestion by its place id', async () => {
      const { suggestions } = suggestResponseSchema.parse(
        (await post('/api/geocoder/suggest', { city_id: moscow.id, text: 'Арбат 3' })).json(),
      );
      const body = addressSetResponseSchema.parse(
        (
          await visitor(ctx.app).post('/api/user/addresses/set-by-address', {
            city_id: moscow.id,
            place_id: suggestions[0]!.place_id,
          })
        ).json(),
      );
      expect(body.delivery_address).toMatchObject({
        street: 'улица Арбат',
        house: '3',
        delivery_possible: true,
      });
    });

    it('names the other city when the address lies there (the UI switches city)', async () => {
      const found = searchByAddressResponseSchema.parse(
        (
          await post('/api/geocoder/searchByAddress', { city_id: spb.id, address: 'Невский проспект, 3' })
        ).json(),
      );
      const body = addressSetResponseSchema.parse(
        (
          await visitor(ctx.app).post('/api/user/addresses/set-by-coordinates', {
            city_id: moscow.id,
            latitude: found.point.latitude,
            longitude: found.point.longitude,
          })
        ).json(),
      );
      expect(body.delivery_address.city_id).toBe(spb.id);
      expect(body.cart.context.city_id).toBe(spb.id);
    });

    it.each([
      [{ city_id: 1 }, 'address'],
      [{ city_id: 1, address: 'Тверская <b>' }, 'address'],
      [{ city_id: 1, address: 'Тверская 1', room: 'x'.repeat(21) }, 'room'],
    ])('answers 422 for %j', async (body, field) => {
      const response = await visitor(ctx.app).post('/api/user/addresses/set-by-address', body);
      expect(expectErrorBody(response, 422, 'validation').errors[field]).toBeDefined();
    });
  });

  describe('POST /api/user/addresses/set-by-coordinates', () => {
    it('sets the nearest house to a map click', async () => {
      const found = searchByAddressResponseSchema.parse(
        (await post('/api/geocoder/searchByAddress', { city_id: moscow.id, address: MOSCOW.centre })).json(),
      );
      const body = addressSetResponseSchema.parse(
        (
          await visitor(ctx.app).post('/api/user/addresses/set-by-coordinates', {
            city_id: moscow.id,
            latitude: found.point.latitude + 0.0003,
            longitude: found.point.longitude,
          })
        ).json(),
      );
      expect(body.delivery_address).toMatchObject({
        house: '3',
        delivery_possible: true,
        delivery_zone_id: moscow.zones.centre,
      });
      expect(body.cart.prices.delivery).toBe(0);
    });

    it('answers addressNotFound far from any house and 422 for bad coordinates', async () => {
      expectErrorBody(
        await visitor(ctx.app).post('/api/user/addresses/set-by-coordinates', {
          city_id: moscow.id,
          latitude: 10,
          longitude: 10,
        }),
        422,
        'addressNotFound',
      );
      const bad = await visitor(ctx.app).post('/api/user/addresses/set-by-coordinates', {
        city_id: moscow.id,
        latitude: 91,
        longitude: 10,
      });
      expect(expectErrorBody(bad, 422, 'validation').errors.latitude).toBeDefined();
    });
  });
});
