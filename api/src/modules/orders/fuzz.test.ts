// Spec §8 / ARCHITECTURE rule 7 for checkout and payment: 1,000 malformed requests per route, from a
// signed-in visitor with a cart, answer 2xx or 4xx in the `{message, errors}` shape — never a 5xx.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import type { Visitor } from '../../test/visitor';
import { type CheckoutWorld, checkoutWorld, NOW, readyVisitor } from './test-checkout';

const RUNS = 1000;

const ROUTES: [method: 'POST', url: string][] = [
  ['POST', '/api/user/payment-types'],
  ['POST', '/api/order/payment-settings'],
  ['POST', '/api/order/create-order-cache'],
  ['POST', '/api/order/create'],
  ['POST', '/api/order/pay'],
  ['POST', '/api/order/post3ds'],
  ['POST', '/api/payments/notify'],
  ['POST', '/payments/3ds-return'],
];

describeEachDatabase(
  'fuzz: no 5xx from checkout and payment calls',
  (ctx) => {
    let world: CheckoutWorld;
    let v: Visitor;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
      ({ v } = await readyVisitor(ctx.app, ctx.database, world));
    });

    const value = () =>
      fc.oneof(
        fc.integer({ min: -5, max: 2_000_000 }),
        fc.constantFrom(world.moscow.id, world.moscow.centreShop.id, world.moscow.stoppedShop.id, 100_001, 0),
        fc.string({ maxLength: 30 }),
        fc.constantFrom(
          'delivery',
          'takeaway',
          'cash',
          'card',
          'sbp',
          'sberpay',
          'apple_pay',
          'sandbox_old',
          '4242 4242 4242 4242',
          '12 / 34',
          'v1.AAAA',
          'tx_00',
          'pay_1',
          '2026-03-06_780',
          '',
        ),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer({ min: -1, max: 200 }), { maxLength: 3 }),
        fc.record({ room: fc.string({ maxLength: 25 }), floor: fc.oneof(fc.string(), fc.integer()) }),
        fc.double({ noNaN: false }),
      );
    const FIELDS = [
      'city_id',
      'order_type',
      'shop_id',
      'phone',
      'username',
      'payment_type',
      'cash',
      'order_comment',
      'delivery_address',
      'interval_id',
      'email',
      'order_id',
      'order_cache_key',
      'is_new_acquiring',
      'acquiring',
      'verify_param',
      'cryptogram',
      'TransactionId',
      'PaRes',
      'cres',
      'last_attempt',
      'is_delivery',
      'latitude',
      'longitude',
      'number',
      'expiry',
      'cvv',
      'public_id',
      'id',
      'transaction_id',
      'reference',
      'status',
      'amount',
      'PaReq',
      'MD',
      'TermUrl',
      'creq',
      'decision',
      'tx',
      '__proto__',
      'constructor',
    ];
    const body = () =>
      fc.oneof(
        { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 7 }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      );
    const headers = () =>
      fc.oneof(
        fc.constant({}),
        fc.record({
          'idempotency-key': fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('fuzz-key-0001')),
        }),
        fc.record({ 'x-acquirer-signature': fc.string({ maxLength: 80 }) }),
      );

    it.each(ROUTES)(
      `%s %s answers 2xx/4xx to ${RUNS} odd bodies`,
      async (method, url) => {
        await fc.assert(
          fc.asyncProperty(body(), headers(), fc.boolean(), async (payload, extra, form) => {
            const response = await v.request({
              method,
              url,
              headers: {
                'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
                ...extra,
              },
              payload: form
                ? new URLSearchParams(
                    Object.entries(payload && typeof payload === 'object' ? payload : {}).map(([k, val]) => [
                      k,
                      typeof val === 'string' ? val : JSON.stringify(val),
                    ]),
                  ).toString()
                : JSON.stringify(payload),
            });
            expect(
              response.statusCode,
              `${method} ${url} ${JSON.stringify(payload)} → ${response.body}`,
            ).toBeLessThan(500);
            if (response.statusCode >= 400 && response.headers['content-type']?.includes('json'))
              expect(response.json()).toHaveProperty('errors');
          }),
          { numRuns: RUNS },
        );
      },
      300_000,
    );
  },
  { app: { now: () => NOW } },
);
