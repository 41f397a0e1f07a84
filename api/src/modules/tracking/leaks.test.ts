// Every route that takes an order id, tried by someone who may not see the order: another guest
// session, another signed-in customer, a visitor without a session, and the owner's own session
// under another brand. Each must get the very body a missing order gets (404, never 403), and
// nothing about the order may change.
import { cartResponseSchema } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { orderStatusEvents, orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { type Visitor, visitor } from '../../test/visitor';
import type { OrderRow } from './access';
import { createTestOrder, guest, signedIn, type TestVisitor } from './test-orders';

const NOW = new Date('2026-03-06T09:00:00Z');
const MISSING = 2_000_000_000;

type Probe = (v: Visitor, id: number) => Promise<LightMyRequestResponse>;

const PROBES: [name: string, probe: Probe][] = [
  ['POST /api/order/status', (v, id) => v.post('/api/order/status', { order_id: id })],
  ['GET /api/order/:id', (v, id) => v.get(`/api/order/${id}`)],
  ['POST /api/order/cancel', (v, id) => v.post('/api/order/cancel', { order_id: id })],
  ['POST /api/order/repeat', (v, id) => v.post('/api/order/repeat', { order_id: id })],
  [
    'GET /api/order-tracking/get-courier-location',
    (v, id) => v.get(`/api/order-tracking/get-courier-location?order_id=${id}`),
  ],
];

describeEachDatabase(
  'order tracking: no order leaks to another user or session',
  (ctx) => {
    const db = () => ctx.database.db;
    let guestOwner: TestVisitor;
    let customerOwner: TestVisitor;
    let victims: OrderRow[];
    let intruders: [string, () => Promise<Visitor>][];

    beforeAll(async () => {
      guestOwner = await guest(ctx.app);
      customerOwner = await signedIn(ctx.app, db());
      const make = (owner: TestVisitor, status: OrderRow['status']) =>
        createTestOrder(db(), {
          sessionKeyHash: owner.keyHash,
          customerId: owner.customerId,
          phone: owner.phone ?? '79161234567',
          orderType: 'delivery',
          status,
          sentAt: status === 'sent' ? NOW : null,
          now: NOW,
        });
      // Every status, so each route meets the orders it would act on (cancel: accepted, repeat: done, courier: sent).
      victims = [];
      for (const owner of [guestOwner, customerOwner])
        for (const status of [
          'accepted',
          'cooking',
          'sent',
          'done',
          'canceled',
          'waiting_for_payment',
        ] as const)
          victims.push(await make(owner, status));
      intruders = [
        ['another guest session', async () => (await guest(ctx.app)).visitor],
        ['another signed-in customer', async () => (await signedIn(ctx.app, db())).visitor],
        ['a visitor without a session', async () => visitor(ctx.app)],
        [
          "the owner's session under another brand",
          async () => {
            const v = visitor(ctx.app, {
              brand: 'rolls',
              cookies: Object.fromEntries(customerOwner.visitor.cookies),
            });
            return v;
          },
        ],
      ];
    });

    it.each(PROBES)('%s: 404 exactly as for a missing order, nothing changes', async (_name, probe) => {
      let tries = 0;
      for (const [who, make] of intruders) {
        const intruder = await make();
        const missing = await probe(intruder, MISSING);
        expect(missing.statusCode, `${who}: missing`).toBe(404);
        const cartBefore = (await intruder.put('/api/cart')).json();
        for (const victim of victims) {
          // The brand probe only concerns the customer's own orders (its cookies are the customer's).
          if (who.includes('another brand') && victim.customerId === null) continue;
          const response = await probe(intruder, victim.id);
          tries++;
          expect(response.statusCode, `${who} on order ${victim.id} (${victim.status})`).toBe(404);
          expect(response.json(), `${who} on order ${victim.id}`).toEqual(missing.json());
          expect(response.body).not.toContain(String(victim.phone));
        }
        // The intruder's cart is untouched (repeat did not rebuild it).
        expect(cartResponseSchema.parse((await intruder.put('/api/cart')).json()).cart.count).toBe(
          cartResponseSchema.parse(cartBefore).cart.count,
        );
      }
      expect(tries).toBeGreaterThan(30);
      for (const victim of victims) {
        const [stored] = await db().select().from(orders).where(eq(orders.id, victim.id));
        expect(stored?.status).toBe(victim.status);
        expect(
          await db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, victim.id)),
        ).toEqual([]);
      }
    });

    it('the owners themselves still see their orders (the probes above were not vacuous)', async () => {
      for (const victim of victims) {
        const owner = victim.customerId === null ? guestOwner : customerOwner;
        expect((await owner.visitor.post('/api/order/status', { order_id: victim.id })).statusCode).toBe(200);
        expect((await owner.visitor.get(`/api/order/${victim.id}`)).statusCode).toBe(200);
      }
      const sent = victims.filter((victim) => victim.status === 'sent');
      for (const victim of sent) {
        const owner = victim.customerId === null ? guestOwner : customerOwner;
        expect(
          (await owner.visitor.get(`/api/order-tracking/get-courier-location?order_id=${victim.id}`))
            .statusCode,
        ).toBe(200);
      }
    });
  },
  { app: { now: () => NOW } },
);
