import { orderStatusResponseSchema, posStatusResponseSchema } from '@storefront/shared/contract';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { customers, orderStatusEvents, orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { tick } from './kitchen';
import { createTestOrder, guest, signedIn, type TestOrderOptions } from './test-orders';

const NOW = new Date('2026-03-06T09:00:00Z');
const TOKEN = 'pos-secret-token-0123456789';
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describeEachDatabase(
  'POS route: a kitchen system pushes statuses',
  (ctx) => {
    const db = () => ctx.database.db;
    const newOrder = async (options: Partial<TestOrderOptions> = {}) => {
      const owner = await guest(ctx.app);
      return createTestOrder(db(), { sessionKeyHash: owner.keyHash, now: NOW, ...options });
    };
    const push = (
      orderId: number | string,
      payload: unknown,
      authorization: string | null = `Bearer ${TOKEN}`,
    ) => {
      const options: InjectOptions = {
        method: 'POST',
        url: `/api/pos/orders/${orderId}/status`,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: JSON.stringify(payload),
      };
      return ctx.app.inject(options);
    };
    const stored = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const history = async (id: number) =>
      (
        await db()
          .select()
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, id))
          .orderBy(asc(orderStatusEvents.id))
      ).map((event) => [event.status, event.source, event.originalStatus]);

    it('checks the bearer token: 401 without it, with a wrong or differently long one, or another scheme', async () => {
      const row = await newOrder();
      for (const authorization of [
        null,
        'Bearer wrong-token',
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Basic ${Buffer.from(`pos:${TOKEN}`).toString('base64')}`,
        `Bearer`,
        TOKEN,
      ]) {
        const response = await push(row.id, { status: 'cooking' }, authorization);
        expectErrorBody(response, 401, 'unauthorized');
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
      // Refused before the body is even looked at.
      expectErrorBody(await push(row.id, { status: 'nonsense' }, 'Bearer nope'), 401);
      expect((await stored(row.id)).status).toBe('accepted');
      expect(await history(row.id)).toEqual([]);
    });

    it('answers 404 on an instance without a POS token, whatever the header', async () => {
      const app = await buildApp({ db: ctx.database, rateLimit: false });
      try {
        const row = await newOrder();
        const response = await app.inject({
          method: 'POST',
          url: `/api/pos/orders/${row.id}/status`,
          headers: { authorization: `Bearer ${TOKEN}` },
          payload: { status: 'cooking' },
        });
        expectErrorBody(response, 404, 'not_found');
        expect((await stored(row.id)).status).toBe('accepted');
      } finally {
        await app.close();
      }
    });

    it('moves an order with the kitchen’s own status name and takes it off the simulator', async () => {
      const owner = await guest(ctx.app);
      const row = await createTestOrder(db(), {
        sessionKeyHash: owner.keyHash,
        now: NOW,
        orderType: 'delivery',
      });
      await tick(db(), at(0));
      expect((await stored(row.id)).nextStatusAt).not.toBeNull();
      const response = await push(row.id, { status: 'cooking', original_status: 'Готовится в печи' });
      expect(response.statusCode, response.body).toBe(200);
      expect(posStatusResponseSchema.parse(response.json())).toEqual({
        order_id: row.id,
        status: expect.objectContaining({ alias: 'cooking', original_status: 'Готовится в печи' }),
        changed: true,
      });
      expect(await stored(row.id)).toMatchObject({ status: 'cooking', nextStatusAt: null });
      // The customer sees the kitchen's name as original_status.
      const status = orderStatusResponseSchema.parse(
        (await owner.visitor.post('/api/order/status', { order_id: row.id })).json(),
      );
      expect(status.status).toMatchObject({
        alias: 'cooking',
        name: 'Готовится',
        original_status: 'Готовится в печи',
      });
      // The simulator no longer moves it, however late it gets.
      for (const minute of [1, 30, 300]) await tick(db(), at(minute));
      expect((await stored(row.id)).status).toBe('cooking');
      // sent (delivery) stamps sent_at, then done.
      expect((await push(row.id, { status: 'sent' })).statusCode).toBe(200);
      expect((await stored(row.id)).sentAt).toEqual(NOW);
      expect((await push(row.id, { status: 'done', original_status: 'Вручён' })).statusCode).toBe(200);
      expect(await history(row.id)).toEqual([
        ['cooking', 'pos', 'Готовится в печи'],
        ['sent', 'pos', null],
        ['done', 'pos', 'Вручён'],
      ]);
    });

    it('repeating the current status changes nothing but records the name and stops the simulator', async () => {
      const row = await newOrder();
      await tick(db(), at(0));
      const response = await push(row.id, { status: 'accepted', original_status: 'Принят' });
      expect(posStatusResponseSchema.parse(response.json())).toMatchObject({ changed: false });
      expect(await stored(row.id)).toMatchObject({ status: 'accepted', nextStatusAt: null });
      for (const minute of [1, 2, 60]) await tick(db(), at(minute));
      expect((await stored(row.id)).status).toBe('accepted');
      expect(await history(row.id)).toEqual([['accepted', 'pos', 'Принят']]);
    });

    it('may skip ahead (accepted → done) and cancel any open order, refunding bonuses', async () => {
      const skipped = await newOrder();
      expect((await push(skipped.id, { status: 'done' })).statusCode).toBe(200);
      const boris = await signedIn(ctx.app, db(), { bonusBalance: 10 });
      const row = await createTestOrder(db(), {
        sessionKeyHash: boris.keyHash,
        customerId: boris.customerId,
        status: 'cooking',
        bonusesSpent: 90,
        now: NOW,
      });
      expect((await push(row.id, { status: 'canceled', original_status: 'Нет теста' })).statusCode).toBe(200);
      const [customer] = await db().select().from(customers).where(eq(customers.id, boris.customerId!));
      expect(customer?.bonusBalance).toBe(100);
    });

    it('refuses moves the status rules forbid with 409 §8: terminal, backwards, sent for takeaway, unpaid', async () => {
      const cases: [Partial<TestOrderOptions>, string][] = [
        [{ status: 'done' }, 'cooking'],
        [{ status: 'done' }, 'canceled'],
        [{ status: 'canceled' }, 'done'],
        [{ status: 'cooking' }, 'accepted'],
        [{ status: 'sent', orderType: 'delivery' }, 'cooking'],
        [{ status: 'cooking', orderType: 'takeaway' }, 'sent'],
        [{ status: 'waiting_for_payment' }, 'cooking'],
      ];
      for (const [options, status] of cases) {
        const row = await newOrder(options);
        const body = expectErrorBody(await push(row.id, { status }), 409, 'status_transition');
        expect(body.errors.status?.[0]).toBe(body.message);
        expect((await stored(row.id)).status).toBe(row.status);
        expect(await history(row.id)).toEqual([]);
      }
    });

    it('answers 404 for an unknown order and 422 for a malformed push', async () => {
      expectErrorBody(await push(2_000_000_000, { status: 'cooking' }), 404, 'not_found');
      const row = await newOrder();
      expectErrorBody(await push(row.id, { status: 'waiting_for_payment' }), 422);
      expectErrorBody(await push(row.id, { status: 'cooking', original_status: 'x'.repeat(101) }), 422);
      expectErrorBody(await push(row.id, {}), 422);
      expectErrorBody(await push('abc', { status: 'cooking' }), 422);
      expect((await stored(row.id)).status).toBe('accepted');
    });
  },
  { app: { now: () => NOW, posToken: TOKEN } },
);
