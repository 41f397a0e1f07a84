import { citiesResponseSchema, cityResponseSchema } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';

const NOW = new Date('2026-03-06T09:00:00Z');

describeEachDatabase(
  'cities',
  (ctx) => {
    describe('GET /api/cities', () => {
      it('lists the brand cities in several countries in the contract shape', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: '/api/cities' });
        expect(response.statusCode).toBe(200);
        const body = citiesResponseSchema.parse(response.json());
        const aliases = body.cities.map((city) => city.alias);
        expect(aliases).toEqual(
          expect.arrayContaining([
            'moscow',
            'saint-petersburg',
            'kazan',
            'novosibirsk',
            'minsk',
            'istanbul',
            'almaty',
            'berlin',
            'kyiv',
          ]),
        );
        const countries = new Set(body.cities.map((city) => city.country.code));
        expect([...countries].sort()).toEqual(['BY', 'DE', 'KZ', 'RU', 'TR', 'UA']);
        expect(body.message).toBeNull();
      });

      it('answers the big-city shortlist', async () => {
        const body = citiesResponseSchema.parse((await ctx.app.inject('/api/cities')).json());
        expect(body.big_cities.map((city) => city.alias)).toEqual(['moscow', 'saint-petersburg']);
      });

      it('gives each city its currency and time zone', async () => {
        const body = citiesResponseSchema.parse((await ctx.app.inject('/api/cities')).json());
        const byAlias = Object.fromEntries(body.cities.map((city) => [city.alias, city]));
        expect(byAlias.moscow?.prices).toEqual({ currency: '₽', currency_code: 'RUB' });
        expect(byAlias.istanbul?.prices).toEqual({ currency: '₺', currency_code: 'TRY' });
        expect(byAlias.berlin?.prices.currency_code).toBe('EUR');
        expect(byAlias.novosibirsk?.timezone).toBe('Asia/Novosibirsk');
        expect(byAlias.novosibirsk?.timezone).not.toBe(byAlias.moscow?.timezone);
      });

      it('lets shared caches keep it briefly, per brand', async () => {
        const response = await ctx.app.inject('/api/cities');
        expect(response.headers['cache-control']).toMatch(/^public, max-age=60\b/);
        expect(response.headers.vary).toMatch(/x-brand/i);
      });

      it('scopes cities to the brand of the x-brand header', async () => {
        const pizza = citiesResponseSchema.parse((await ctx.app.inject('/api/cities')).json());
        const lavash = citiesResponseSchema.parse(
          (await ctx.app.inject({ url: '/api/cities', headers: { 'x-brand': 'lavash' } })).json(),
        );
        expect(lavash.cities.length).toBeGreaterThan(0);
        expect(lavash.cities.length).toBeLessThan(pizza.cities.length);
        const pizzaIds = new Set(pizza.cities.map((city) => city.id));
        expect(lavash.cities.some((city) => pizzaIds.has(city.id))).toBe(false);
      });
    });

    describe('GET /api/cities/{alias}', () => {
      it('answers the full city', async () => {
        const response = await ctx.app.inject('/api/cities/moscow');
        expect(response.statusCode).toBe(200);
        const { city } = cityResponseSchema.parse(response.json());
        expect(city).toMatchObject({
          alias: 'moscow',
          name: 'Москва',
          timezone: 'Europe/Moscow',
          url: '/moscow',
          country: { code: 'RU' },
          order_types: { delivery: true, takeaway: true },
          is_free_call: true,
        });
        expect(city.phone_masks[0]).toMatchObject({
          code: '+7',
          mask: '+7 (###) ###-##-##',
          country_code: 'RU',
        });
        expect(response.headers['cache-control']).toMatch(/^public, max-age=60\b/);
      });

      it('keys delivery zones by id, with prices and a polygon inside the map box', async () => {
        const { city } = cityResponseSchema.parse((await ctx.app.inject('/api/cities/moscow')).json());
        const zones = Object.entries(city.delivery_zones);
        expect(zones.length).toBeGreaterThanOrEqual(1);
        expect(zones.length).toBeLessThanOrEqual(2);
        const [[south, west], [north, east]] = city.map.bbox;
        for (const [key, zone] of zones) {
          expect(key).toBe(String(zone.id));
          expect(zone.map.area.length).toBeGreaterThanOrEqual(3);
          for (const [lat, lng] of zone.map.area) {
            expect(lat).toBeGreaterThan(south);
            expect(lat).toBeLessThan(north);
            expect(lng).toBeGreaterThan(west);
            expect(lng).toBeLessThan(east);
          }
        }
        const free = zones.map(([, zone]) => zone).find((zone) => zone.prices.has_free_delivery);
        expect(free?.prices.delivery).toBe(0);
      });

      it('offers the Turkish country-mask dropdown in Istanbul', async () => {
        const { city } = cityResponseSchema.parse((await ctx.app.inject('/api/cities/istanbul')).json());
        expect(city.phone_masks[0]?.country_code).toBe('TR');
        expect(city.phone_masks.length).toBeGreaterThan(1);
        expect(city.prices.currency).toBe('₺');
      });

      it('sends a month of order windows in the city time zone', async () => {
        const { city } = cityResponseSchema.parse((await ctx.app.inject('/api/cities/novosibirsk')).json());
        const dates = Object.keys(city.schedule?.month ?? {});
        expect(dates.length).toBe(31);
        // 09:00 UTC is 16:00 in Novosibirsk on 6 March 2026 (a Friday: open until 01:00).
        expect(dates[0]).toBe('2026-03-06');
        expect(city.schedule?.month['2026-03-06']?.order_minutes).toEqual([{ from: 600, to: 1500 }]);
      });

      it('carries the city’s promotions with HTML, banners with schedules, and popular product ids', async () => {
        const { city } = cityResponseSchema.parse((await ctx.app.inject('/api/cities/moscow')).json());
        expect(city.promotions.map((promotion) => promotion.alias)).toEqual(
          expect.arrayContaining(['second-pizza', 'free-delivery']),
        );
        expect(city.promotions[0]?.description).toMatch(/^<p>/);
        expect(city.promotions[0]?.images.big).toMatch(/^\/api\/media\/emoji\/.+\/1200x600\.svg$/);
        const banner = city.banners.find(
          (candidate) => candidate.schedule.display_frequency_type === 'hours',
        );
        expect(banner?.schedule).toMatchObject({ display_frequency: 12, delay: 15 });
        expect(city.popular_products.length).toBeGreaterThan(0);
        const kazan = cityResponseSchema.parse((await ctx.app.inject('/api/cities/kazan')).json()).city;
        expect(kazan.promotions.map((promotion) => promotion.alias)).not.toContain('free-delivery');
      });

      it('answers 404 in the spec §8 shape for an unknown alias', async () => {
        const response = await ctx.app.inject('/api/cities/atlantis');
        expectErrorBody(response, 404, 'not_found');
        expect(response.headers['cache-control']).toBe('no-store');
      });

      it('answers 404 for a city the brand does not serve', async () => {
        const response = await ctx.app.inject({
          url: '/api/cities/berlin',
          headers: { 'x-brand': 'lavash' },
        });
        expectErrorBody(response, 404, 'not_found');
      });

      it.each([
        ['a space', '%20'],
        ['upper case', 'MOSCOW'],
        ['65 characters', 'a'.repeat(65)],
        ['an encoded ../x', encodeURIComponent('../x')],
        ['an encoded slash', 'moscow%2F..'],
        ['a dot', 'moscow.json'],
        ['non-latin letters', encodeURIComponent('москва')],
      ])('refuses an alias with %s: 422 with errors.alias', async (_label, alias) => {
        const response = await ctx.app.inject(`/api/cities/${alias}`);
        const body = expectErrorBody(response, 422, 'validation');
        expect(body.message).toBe('The given data was invalid.');
        expect(body.errors.alias?.[0]).toEqual(expect.any(String));
      });

      it('answers a raw ../x path with a 4xx §8 body, never a 500', async () => {
        const response = await ctx.app.inject('/api/cities/../x');
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expectErrorBody(response, response.statusCode);
      });
    });
  },
  { app: { now: () => NOW } },
);
