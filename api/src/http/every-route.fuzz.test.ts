// Every route the app serves (collected as they are added, so a new route is
// fuzzed without a list to update) gets NUL bytes, lone surrogates, int32 overflow and oversized
// fields in its path, query and body, as a guest and signed in: 0 answers ≥ 500, every error in the
// §8 shape.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { type Client, client, newPhone, signIn } from '../modules/user/testing';
import { describeEachDatabase } from '../test/describe-each-database';
import { cityFacts } from '../test/world';

const routes: { method: string; url: string }[] = [];

const HOSTILE = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uD800',
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  'x'.repeat(20_000),
  'я'.repeat(5_000),
  '9'.repeat(400),
  '2147483648',
  '-1',
  '1.5',
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  "'; drop table orders; --",
  [],
  {},
  [[[[[]]]]],
  { id: '\u0000' },
  [2_147_483_648, '\uD800'],
  null,
  true,
];

const FIELDS = [
  'phone',
  'code',
  'name',
  'email',
  'birthday',
  'gender',
  'message',
  'text',
  'city_id',
  'shop_id',
  'order_type',
  'delivery_zone_id',
  'product_key',
  'count',
  'modifiers',
  'replace_key',
  'interval',
  'date',
  'promocode',
  'bonuses',
  'address',
  'place_id',
  'coordinates',
  'latitude',
  'longitude',
  'room',
  'floor',
  'entrance',
  'intercom',
  'comment',
  'payment_type',
  'order_id',
  'number',
  'order_number',
  'TransactionId',
  'PaRes',
  'MD',
  'id',
  'product_groups_ids',
  'gift_id',
  'without_bag',
  'notify_channel',
  'captcha_token',
  'rating',
  'persons',
  'change',
  'token',
  'status',
  'delivery_address',
  'house',
  'street',
  'rate',
  'contact',
  'page',
  'limit',
  'brand',
];

const plausible = fc.oneof(
  fc.integer({ min: -2, max: 3000 }),
  fc.constantFrom(
    'delivery',
    'takeaway',
    '79150000001',
    '1234',
    'card',
    'cash',
    'Тверская улица, 3',
    'moscow',
  ),
  fc.string({ maxLength: 12 }),
);
const hostile = fc.constantFrom(...HOSTILE);
const anyValue = fc.oneof({ weight: 3, arbitrary: hostile }, { weight: 2, arbitrary: plausible });
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 }), hostile);
const pathValue = fc.oneof(
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    'x'.repeat(300),
    '%2e%2e',
    '1',
    'moscow',
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);
const query = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.constantFrom('%00', '%ED%A0%80', '2147483648', '-2147483649', 'x'.repeat(5000), '1', ''),
  { maxKeys: 4 },
);

function isErrorBody(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.message === 'string' && typeof record.code === 'string' && typeof record.errors === 'object'
  );
}

describeEachDatabase(
  'fuzz: every route, hostile values',
  (ctx) => {
    let guest: Client;
    let customer: Client;
    beforeAll(async () => {
      const moscow = await cityFacts(ctx.app, 'moscow');
      customer = await signIn(ctx.app, moscow.id, newPhone());
      guest = client(ctx.app);
      await guest.put('/api/cart', { city_id: moscow.id, order_type: 'delivery' });
    });

    it('collected the routes of every module', () => {
      const urls = routes.map((route) => route.url);
      for (const prefix of ['/api/cart', '/api/user', '/api/order', '/api/feedback', '/api/geocoder']) {
        expect(
          urls.some((url) => url.startsWith(prefix)),
          prefix,
        ).toBe(true);
      }
    });

    it('answers 0 requests ≥ 500 and every refusal in the §8 shape', async () => {
      const seen = new Set<string>();
      const failures: string[] = [];
      const unique = [...new Map(routes.map((route) => [`${route.method} ${route.url}`, route])).values()];
      for (const route of unique) {
        if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
        await fc.assert(
          fc.asyncProperty(
            fc.boolean(),
            fc.array(pathValue, { minLength: 4, maxLength: 4 }),
            query,
            body,
            async (signedIn, params, queryFields, payload) => {
              let index = 0;
              const path = route.url.replace(/:[A-Za-z_]+|\*/g, () => params[index++ % params.length] ?? '1');
              const search = Object.entries(queryFields)
                .map(([key, value]) => `${key}=${value}`)
                .join('&');
              const who = signedIn ? customer : guest;
              const withBody = route.method !== 'GET';
              const response = await who.request({
                method: route.method as 'GET',
                url: search ? `${path}?${search}` : path,
                headers: { 'x-brand': 'pizza', ...(withBody ? { 'content-type': 'application/json' } : {}) },
                ...(withBody ? { payload: JSON.stringify(payload) } : {}),
              });
              seen.add(`${route.method} ${route.url}`);
              if (response.statusCode >= 500) {
                failures.push(
                  `${response.statusCode} ${route.method} ${path} ${JSON.stringify(payload).slice(0, 200)}`,
                );
              }
              // The sandbox acquirer's pages (outside /api) answer HTML; only /api promises §8 bodies.
              if (response.statusCode >= 400 && route.url.startsWith('/api')) {
                const parsed = (() => {
                  try {
                    return response.json() as unknown;
                  } catch {
                    return null;
                  }
                })();
                if (!isErrorBody(parsed))
                  failures.push(`not §8: ${response.statusCode} ${route.method} ${path}`);
              }
            },
          ),
          { numRuns: 20 },
        );
      }
      const firstPerRoute = [
        ...new Map(failures.map((failure) => [failure.split(' ').slice(0, 3).join(' '), failure])).values(),
      ];
      expect(firstPerRoute.slice(0, 40)).toEqual([]);
      expect(seen.size).toBeGreaterThan(40);
    }, 600_000);
  },
  {
    app: {
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    },
  },
);
