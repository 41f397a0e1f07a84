// Spec §8 / ARCHITECTURE rule 7 for the tracking calls: whatever a client sends (odd ids, bodies,
// query strings, cookies, tokens), the answer is a 2xx or a §8 4xx, never a 5xx. 1,000 requests per
// route, half of them from a session that owns orders in every status, so the happy paths run too.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { GRANT_COOKIE } from './access';
import { createTestOrder, guest, signedIn, type TestVisitor } from './test-orders';

const NOW = new Date('2026-03-06T09:00:00Z');
const TOKEN = 'pos-fuzz-token-0123456789';
const RUNS = 1000;

describeEachDatabase(
  'fuzz: no 5xx from the tracking calls',
  (ctx) => {
    let owner: TestVisitor;
    let customer: TestVisitor;
    const ids: number[] = [];
    const sentIds: number[] = [];
    let grant = '';

    beforeAll(async () => {
      owner = await guest(ctx.app);
      customer = await signedIn(ctx.app, ctx.database.db);
      for (const who of [owner, customer])
        for (const orderType of ['delivery', 'takeaway'] as const)
          for (const status of [
            'waiting_for_payment',
            'accepted',
            'cooking',
            'sent',
            'done',
            'canceled',
          ] as const) {
            if (orderType === 'takeaway' && status === 'sent') continue;
            const row = await createTestOrder(ctx.database.db, {
              sessionKeyHash: who.keyHash,
              customerId: who.customerId,
              phone: who.phone ?? '79161234567',
              orderType,
              status,
              sentAt: status === 'sent' ? NOW : null,
              now: NOW,
            });
            ids.push(row.id);
            if (status === 'sent') sentIds.push(row.id);
          }
      const lookup = await ctx.app.inject({
        method: 'POST',
        url: '/api/order-tracking/lookup',
        payload: { phone: '79161234567', order_id: ids[0] },
      });
      grant = lookup.json().tracking_token;
    });

    const orderId = () =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...ids) },
        {
          weight: 3,
          arbitrary: fc.oneof(
            fc.integer({ min: -5, max: 2_147_483_647 }),
            fc.constantFrom(0, 2_147_483_648, 99_999_999_999, 1e21, -1, 1.5, Number.MAX_SAFE_INTEGER),
            fc.string({ maxLength: 12 }),
            fc.constantFrom('100001', '0x10', ' 1', '1e3', '', '١٢٣', '100001; drop table orders'),
          ),
        },
        { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}, [1], { id: 1 }) },
      );
    const token = () =>
      fc.oneof(
        fc.constant(grant),
        fc.constantFrom(
          `v1.1.1.${'A'.repeat(43)}`,
          `v1.${'9'.repeat(10)}.${'9'.repeat(12)}.${'_'.repeat(43)}`,
        ),
        fc.string({ maxLength: 60 }),
        fc.constant(null),
      );
    const status = () =>
      fc.constantFrom(
        'delivery',
        'takeaway',
        'accepted',
        'cooking',
        'sent',
        'done',
        'canceled',
        'waiting_for_payment',
      );
    const phone = () =>
      fc.oneof(
        fc.constantFrom('79161234567', '+7 (916) 123-45-67', '8 916 123 45 67', '+7 (', ''),
        fc.stringMatching(/^7\d{10}$/),
      );
    const value = () =>
      fc.oneof(
        orderId(),
        token(),
        status(),
        phone(),
        fc.string({ maxLength: 120 }),
        fc.boolean(),
        fc.double(),
      );
    const FIELDS = [
      'order_id',
      'order_type',
      'tracking_token',
      'phone',
      'status',
      'original_status',
      'page',
      '__proto__',
      'constructor',
    ];
    const body = () =>
      fc.oneof(
        { weight: 2, arbitrary: fc.record({ order_id: orderId() }) },
        { weight: 1, arbitrary: fc.record({ phone: phone(), order_id: orderId() }) },
        {
          weight: 1,
          arbitrary: fc.record({ phone: fc.constant('79161234567'), order_id: fc.constantFrom(...ids) }),
        },
        {
          weight: 1,
          arbitrary: fc.record(
            { status: status(), original_status: fc.string({ maxLength: 110 }) },
            { requiredKeys: ['status'] },
          ),
        },
        { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 5 }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      );
    // The owners' sessions weigh more, so the happy paths are reached on every run, not by luck.
    const cookie = () =>
      fc.oneof(
        fc.constant(''),
        { weight: 2, arbitrary: fc.constant(`session_key=${owner.visitor.cookies.get('session_key')}`) },
        { weight: 2, arbitrary: fc.constant(`session_key=${customer.visitor.cookies.get('session_key')}`) },
        fc.constant(`${GRANT_COOKIE}=${grant}`),
        fc.string({ maxLength: 40 }).map((junk) => `${GRANT_COOKIE}=${encodeURIComponent(junk)}`),
        fc.string({ maxLength: 50 }).map((junk) => `session_key=${encodeURIComponent(junk)}; language=en`),
      );
    const queryValue = () => fc.oneof(orderId(), token()).map((v) => encodeURIComponent(String(v)));
    /** Mostly the ids of real orders, sometimes anything. */
    const realId = () =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
        { weight: 1, arbitrary: queryValue() },
      );

    /** Statuses seen per route: the runs must reach the routes' real work, not only validation. */
    const seen = new Map<string, Set<number>>();
    const expectNo5xx = (label: string, response: { statusCode: number; body: string; json(): unknown }) => {
      const route = label.split(/[ ?]/, 1)[0]!.replace(/\/\d+(\/|$)/, '/:id$1');
      seen.set(route, (seen.get(route) ?? new Set()).add(response.statusCode));
      expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json()).toHaveProperty('errors');
    };

    it.each(['/api/order/status', '/api/order/cancel', '/api/order/repeat', '/api/order-tracking/lookup'])(
      `POST %s answers 2xx/4xx to ${RUNS} odd bodies`,
      async (url) => {
        await fc.assert(
          fc.asyncProperty(body(), cookie(), fc.nat(255), async (payload, cookies, ip) => {
            const response = await ctx.app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': 'application/json', cookie: cookies },
              payload: JSON.stringify(payload),
              remoteAddress: `10.9.0.${ip}`,
            });
            expectNo5xx(`${url} ${JSON.stringify(payload)} [${cookies}]`, response);
          }),
          { numRuns: RUNS },
        );
      },
    );

    it(`GET /api/order/:id answers 2xx/4xx to ${RUNS} odd ids, tokens and cookies`, async () => {
      await fc.assert(
        fc.asyncProperty(realId(), fc.option(queryValue()), cookie(), async (id, query, cookies) => {
          const url = `/api/order/${id}${query === null ? '' : `?tracking_token=${query}`}`;
          const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies } });
          // An empty id is another URL (the 404 of an unknown route): still never a 5xx.
          expectNo5xx(url, response);
        }),
        { numRuns: RUNS },
      );
    });

    it(`GET /api/order-tracking/get-courier-location answers 2xx/4xx to ${RUNS} odd query strings`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { weight: 1, arbitrary: fc.record({ order_id: fc.constantFrom(...sentIds).map(String) }) },
            { weight: 1, arbitrary: fc.record({ order_id: realId() }) },
            {
              weight: 2,
              arbitrary: fc.dictionary(
                fc.constantFrom('order_id', 'tracking_token', 'page', 'x'),
                queryValue(),
                {
                  maxKeys: 3,
                },
              ),
            },
          ),
          cookie(),
          async (query, cookies) => {
            const search = Object.entries(query)
              .map(([key, value]) => `${key}=${value}`)
              .join('&');
            const url = `/api/order-tracking/get-courier-location?${search}`;
            expectNo5xx(url, await ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies } }));
          },
        ),
        { numRuns: RUNS },
      );
    });

    it(`GET /api/user/orders answers 2xx/4xx to ${RUNS} odd pages and cookies`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.integer({ min: -3, max: 20_000 }).map(String), fc.string({ maxLength: 10 })),
          cookie(),
          async (page, cookies) => {
            const url = `/api/user/orders?page=${encodeURIComponent(page)}`;
            expectNo5xx(url, await ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies } }));
          },
        ),
        { numRuns: RUNS },
      );
    });

    it(`POST /api/pos/orders/:id/status answers 2xx/4xx to ${RUNS} odd pushes`, async () => {
      await fc.assert(
        fc.asyncProperty(
          realId(),
          fc.oneof(
            { weight: 1, arbitrary: body() },
            { weight: 1, arbitrary: fc.record({ status: status() }) },
          ),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant(`Bearer ${TOKEN}`) },
            { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
          ),
          async (id, payload, authorization) => {
            const url = `/api/pos/orders/${id}/status`;
            const response = await ctx.app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': 'application/json', authorization },
              payload: JSON.stringify(payload),
            });
            expectNo5xx(`${url} ${JSON.stringify(payload)}`, response);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('reached the happy paths along the way', () => {
      expect(seen.get('/api/order/status')).toContain(200);
      expect(seen.get('/api/order/cancel')).toContain(200);
      expect(seen.get('/api/order/repeat')).toContain(200);
      expect(seen.get('/api/order/:id')).toContain(200);
      expect(seen.get('/api/user/orders')).toContain(200);
      expect(seen.get('/api/pos/orders/:id/status')).toContain(200);
      expect(seen.get('/api/order-tracking/lookup')).toContain(200);
      expect(seen.get('/api/order-tracking/get-courier-location')).toContain(200);
    });
  },
  { app: { now: () => NOW, posToken: TOKEN } },
);
