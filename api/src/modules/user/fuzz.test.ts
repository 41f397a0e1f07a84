// Spec §8 / ARCHITECTURE rule 7 for the user calls: 1,000 malformed requests per route (odd bodies,
// raw garbage, odd path ids, query strings, cookies and client addresses), signed in where the call
// needs it, and not one answer is a 5xx; every 4xx carries the §8 `errors`.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { type CityFacts, cityFacts } from '../../test/world';
import { type Client, client, login, newPhone, signIn, testClock } from './testing';

const RUNS = 1000;
const clock = testClock('2026-03-06T09:00:00Z');

type Who = 'guest' | 'customer' | 'pending';
interface Route {
  method: NonNullable<InjectOptions['method']>;
  /** `:id` is replaced by a fuzzed path segment. */
  path: string;
  who: Who;
}

const ROUTES: Route[] = [
  { method: 'POST', path: '/api/user/login', who: 'guest' },
  { method: 'POST', path: '/api/user/check-verification-code', who: 'pending' },
  { method: 'GET', path: '/api/user/check-session', who: 'guest' },
  { method: 'DELETE', path: '/api/user/logout', who: 'guest' },
  { method: 'DELETE', path: '/api/user/remove', who: 'guest' },
  { method: 'GET', path: '/api/user/get', who: 'customer' },
  { method: 'PUT', path: '/api/user/update', who: 'customer' },
  { method: 'GET', path: '/api/user/balance', who: 'customer' },
  { method: 'GET', path: '/api/user/addresses', who: 'customer' },
  { method: 'DELETE', path: '/api/user/addresses/remove/:id', who: 'customer' },
  { method: 'POST', path: '/api/user/addresses/set-by-id', who: 'customer' },
  { method: 'POST', path: '/api/user/addresses/set-by-address', who: 'customer' },
  { method: 'POST', path: '/api/user/addresses/set-by-coordinates', who: 'customer' },
  { method: 'GET', path: '/api/user/favorites', who: 'customer' },
  { method: 'PUT', path: '/api/user/favorites/:id', who: 'customer' },
  { method: 'DELETE', path: '/api/user/favorites/:id', who: 'customer' },
  { method: 'GET', path: '/api/dev/last-code', who: 'guest' },
];

const FIELDS = [
  'city_id',
  'name',
  'phone',
  'notify_channel',
  'captcha_user_token',
  'code',
  'sex',
  'birthday',
  'email',
  'is_subscribed',
  'is_print_fiscal_receipt',
  'delivery_address_id',
  'address',
  'place_id',
  'latitude',
  'longitude',
  'room',
  'floor',
  '__proto__',
  'constructor',
];

describeEachDatabase(
  'fuzz: no 5xx from the user calls',
  (ctx) => {
    let moscow: CityFacts;
    let customer: Client;
    let pending: Client[];
    beforeAll(async () => {
      moscow = await cityFacts(ctx.app, 'moscow');
      customer = await signIn(ctx.app, moscow.id, newPhone());
      await customer.post('/api/user/addresses/set-by-address', {
        city_id: moscow.id,
        address: 'Тверская улица, 3',
      });
      // Sessions with an open code, so guesses reach the code check itself.
      pending = [];
      for (let i = 0; i < 3; i++) {
        const v = client(ctx.app);
        expect((await login(v, moscow.id, newPhone())).statusCode).toBe(200);
        pending.push(v);
      }
    });

    const value = () =>
      fc.oneof(
        fc.integer({ min: -5, max: 2_000_000 }),
        fc.constantFrom(moscow.id, 1, 0, -1, 99_999, 2 ** 31, Number.MAX_SAFE_INTEGER),
        fc.string({ maxLength: 40 }),
        fc.constantFrom(
          '79990000001',
          '+7 (999) 000-00-01',
          'call',
          'sms',
          'fail',
          '1234',
          '0000',
          'male',
          'female',
          '01.07.1990',
          '31.02.2000',
          '29.02.2024',
          '01.01.1800',
          '99.99.9999',
          'a@b.co',
          'Тверская улица, 3',
          'sandbox:1:1',
          '',
          ' ',
        ),
        fc.boolean(),
        fc.constant(null),
        fc.double(),
        fc.array(fc.integer({ min: -1, max: 200 }), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
      );
    const body = () =>
      fc.oneof(
        { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 8 }) },
        { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    const segment = () =>
      fc.oneof(
        fc.integer({ min: -5, max: 3_000_000 }).map(String),
        fc.constantFrom(
          '0',
          '-1',
          '1e3',
          '0x10',
          '2147483647',
          '2147483648',
          '9999999999',
          'NaN',
          '%00',
          '..',
          ' 1',
          '1.5',
          "1'--",
        ),
        fc.string({ minLength: 1, maxLength: 12 }),
      );
    const request = () =>
      fc.record({
        body: body(),
        /** A raw string in place of JSON now and then (malformed, or valid JSON of another shape). */
        raw: fc.option(fc.string({ maxLength: 40 }), { freq: 8 }),
        id: segment(),
        query: fc.array(
          fc.tuple(
            fc.constantFrom('city_id', 'phone', 'page', 'x'),
            value().map((v) => (typeof v === 'string' ? v : String(JSON.stringify(v)))),
          ),
          {
            maxLength: 3,
          },
        ),
        ip: fc.ipV4(),
        cookies: fc.option(
          fc.record({
            session_key: fc.oneof(
              fc.string({ maxLength: 50 }),
              fc.base64String({ minLength: 43, maxLength: 44 }),
            ),
            language: fc.constantFrom('ru', 'en', 'tr', 'zz', ''),
            enable_bonus_program: fc.constantFrom('1', ''),
          }),
          { freq: 3 },
        ),
        pick: fc.nat(),
      });

    it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s answers 2xx/4xx to 1,000 malformed requests',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(request(), async (input) => {
            let url = route.path.replace(':id', encodeURIComponent(input.id));
            const query = new URLSearchParams(input.query).toString();
            if (query) url += `?${query}`;
            const hasBody = route.method !== 'GET' && (input.raw !== null || input.body !== undefined);
            const payload = input.raw ?? JSON.stringify(input.body);
            const inject: InjectOptions = {
              method: route.method,
              url,
              remoteAddress: input.ip,
              headers: hasBody ? { 'content-type': 'application/json' } : {},
              ...(hasBody ? { payload } : {}),
            };
            let response: Awaited<ReturnType<Client['request']>>;
            if (route.who === 'customer') response = await customer.request(inject);
            else if (route.who === 'pending')
              response = await pending[input.pick % pending.length]!.request(inject);
            else {
              const cookie = input.cookies
                ? Object.entries(input.cookies)
                    .map(([name, val]) => `${name}=${encodeURIComponent(val)}`)
                    .join('; ')
                : undefined;
              response = await ctx.app.inject({
                ...inject,
                headers: { ...(inject.headers as object), ...(cookie ? { cookie } : {}) },
              });
            }
            expect(response.statusCode, `${route.method} ${url} ${payload} → ${response.body}`).toBeLessThan(
              500,
            );
            if (response.statusCode >= 400) expect(response.json()).toHaveProperty('errors');
          }),
          { numRuns: RUNS },
        );
        // The signed-in customer stayed signed in throughout.
        expect((await customer.get('/api/user/check-session')).json()).toMatchObject({ authorized: true });
      },
      120_000,
    );
  },
  { app: { now: clock.now } },
);
