// Spec §8 / ARCHITECTURE rule 7 for the catalogue, location, cart and schedule calls: whatever a
// client sends, the answer is a 2xx or a 4xx in the `{message, errors, code}` shape, never a 5xx.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/describe-each-database';
import { type CityFacts, cityFacts } from '../test/world';

const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['POST', '/api/products'],
  ['POST', '/api/products/get-related-products'],
  ['POST', '/api/shops/set'],
  ['PUT', '/api/cart'],
  ['DELETE', '/api/cart/clear'],
  ['PUT', '/api/cart/add'],
  ['PUT', '/api/cart/remove'],
  ['PUT', '/api/cart/forget'],
  ['PUT', '/api/cart/gift/add'],
  ['PUT', '/api/cart/gift/remove'],
  ['PUT', '/api/cart/gift/forget'],
  ['PUT', '/api/cart/gift/apply-promocode'],
  ['PUT', '/api/cart/gift/forget-promocode'],
  ['PUT', '/api/cart/packages/bag'],
  ['PUT', '/api/cart/gift/apply-bonuses'],
  ['PUT', '/api/cart/set-interval'],
  ['POST', '/api/schedule/intervals'],
  ['POST', '/api/schedule/time-settings'],
  ['POST', '/api/geocoder/suggest'],
  ['POST', '/api/geocoder/searchByAddress'],
  ['POST', '/api/geocoder/searchByCoordinates'],
  ['POST', '/api/geocoder/streets'],
  ['POST', '/api/user/addresses/set-by-coordinates'],
  ['POST', '/api/user/addresses/set-by-address'],
];

describeEachDatabase(
  'fuzz: no 5xx from the catalog, cart, schedule and geocoder calls',
  (ctx) => {
    let moscow: CityFacts;
    beforeAll(async () => {
      moscow = await cityFacts(ctx.app, 'moscow');
    });

    /** Bodies that are mostly plausible (right field names, odd values) and sometimes garbage. */
    const value = () =>
      fc.oneof(
        fc.integer({ min: -5, max: 2_000_000 }),
        fc.constantFrom(moscow.id, moscow.centreShop.id, moscow.zones.centre, 1, 0, 99_999),
        fc.string({ maxLength: 30 }),
        fc.constantFrom('delivery', 'takeaway', 'Тверская 3', '1:2x1.5x1', 'WELCOME10', '2026-03-06_780', ''),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer({ min: -1, max: 200 }), { maxLength: 4 }),
        fc.array(
          fc.record({ id: fc.integer({ min: -1, max: 3000 }), count: fc.integer({ min: -1, max: 200 }) }),
          {
            maxLength: 4,
          },
        ),
        fc.tuple(fc.double({ noNaN: false }), fc.double()),
      );
    const FIELDS = [
      'city_id',
      'order_type',
      'shop_id',
      'delivery_zone_id',
      'product_key',
      'count',
      'modifiers',
      'replace_key',
      'gift_id',
      'promocode',
      'without_bag',
      'bonuses',
      'interval',
      'date',
      'product_groups_ids',
      'text',
      'address',
      'place_id',
      'coordinates',
      'latitude',
      'longitude',
      'room',
      '__proto__',
      'constructor',
    ];
    const body = () =>
      fc.oneof(
        { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 6 }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      );

    it.each(ROUTES)('%s %s answers 2xx/4xx to 150 odd bodies', async (method, url) => {
      await fc.assert(
        fc.asyncProperty(body(), async (payload) => {
          const response = await ctx.app.inject({
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect(
            response.statusCode,
            `${method} ${url} ${JSON.stringify(payload)} → ${response.body}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('errors');
        }),
        { numRuns: 150 },
      );
    });

    it('GET /api/shops answers 2xx/4xx to odd query strings', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 20 }), async (id) => {
          const response = await ctx.app.inject(`/api/shops?city_id=${encodeURIComponent(id)}`);
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 150 },
      );
    });
  },
  { app: { now: () => new Date('2026-03-06T09:00:00Z') } },
);
