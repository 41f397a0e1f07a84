// An unpaid online order holds its interval slot until its payment deadline at most;
// cancel, decline and deadline free it; taken counts are reconciled from the orders.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cities, orders, slotOccupancy } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { type CheckoutWorld, checkoutWorld, NOW, orderBody, readyVisitor } from '../orders/test-checkout';
import { cancelOrder } from '../payments/service';
import { testClock } from '../user/testing';
import { orderSlot, reconcileSlots } from './repo';

const clock = testClock(NOW.toISOString());

describeEachDatabase(
  'slots: held until the payment deadline, freed by cancel, decline and deadline',
  (ctx) => {
    let world: CheckoutWorld;
    let free: string[];
    beforeAll(async () => {
      // One order per slot makes "the slot is held" visible to the next customer (before the
      // catalogue snapshot caches the city).
      await ctx.database.db.update(cities).set({ slotCapacity: 1 }).where(eq(cities.alias, 'moscow'));
      world = await checkoutWorld(ctx.app);
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const intervals = (await v.post('/api/schedule/intervals', { date: '2026-03-06' })).json()
        .intervals as { id: string; disabled: boolean }[];
      free = intervals.filter((interval) => !interval.disabled).map((interval) => interval.id);
      expect(free.length).toBeGreaterThanOrEqual(4);
    });

    const create = async (interval: string, paymentType: 'cash' | 'card') => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      return v.post(
        '/api/order/create',
        orderBody(world, { interval_id: interval, payment_type: paymentType }),
      );
    };
    const taken = async (interval: string) => {
      const [date, minute] = interval.split('_');
      const [row] = await ctx.database.db
        .select()
        .from(slotOccupancy)
        .where(
          and(
            eq(slotOccupancy.scopeId, world.moscow.centreShop.id),
            eq(slotOccupancy.orderType, 'takeaway'),
            eq(slotOccupancy.date, date!),
            eq(slotOccupancy.startMinute, Number(minute)),
          ),
        );
      return row?.taken ?? 0;
    };

    it('an unpaid card order holds its slot, but not past its payment deadline', async () => {
      // The last slot of the day: still offered 11 minutes later.
      const slot = free[free.length - 1]!;
      const unpaid = await create(slot, 'card');
      expect(unpaid.statusCode, unpaid.body).toBe(200);
      expect(unpaid.json().status).toBe('waiting_for_payment');
      expectErrorBody(await create(slot, 'cash'), 422, 'interval_unavailable');
      // Past the deadline, before any sweep has canceled it: the slot is free for the next customer.
      clock.advance(11 * 60_000);
      try {
        const next = await create(slot, 'cash');
        expect(next.statusCode, next.body).toBe(200);
        // The expired order is counted until the sweep cancels it; canceling gives its place back.
        expect(await taken(slot)).toBe(2);
        await ctx.database.db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, unpaid.json().order_id));
          await cancelOrder(tx, order!, 'deadline', clock.now());
        });
        expect(await taken(slot)).toBe(1);
      } finally {
        clock.set(NOW.toISOString());
      }
    });

    it('a declined payment (the order canceled by payments) frees the slot', async () => {
      const slot = free[1]!;
      const unpaid = await create(slot, 'card');
      expect(unpaid.statusCode, unpaid.body).toBe(200);
      await ctx.database.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, unpaid.json().order_id));
        await cancelOrder(tx, order!, 'payment', clock.now());
      });
      expect(await taken(slot)).toBe(0);
      const next = await create(slot, 'cash');
      expect(next.statusCode, next.body).toBe(200);
    });

    it("a customer's cancel frees the slot at once", async () => {
      const slot = free[2]!;
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const placed = await v.post('/api/order/create', orderBody(world, { interval_id: slot }));
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await taken(slot)).toBe(1);
      const canceled = await v.post('/api/order/cancel', { order_id: placed.json().order_id });
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(await taken(slot)).toBe(0);
    });

    it('reconcileSlots sets every taken count to the orders that hold the slot', async () => {
      const slot = free[3]!;
      const held = await create(slot, 'cash');
      expect(held.statusCode, held.body).toBe(200);
      const [, minute] = slot.split('_');
      const scope = { orderType: 'takeaway' as const, scopeId: world.moscow.centreShop.id };
      // Drift: a count too high on this slot, a count on a slot no order holds.
      await ctx.database.db
        .update(slotOccupancy)
        .set({ taken: 9 })
        .where(and(eq(slotOccupancy.scopeId, scope.scopeId), eq(slotOccupancy.startMinute, Number(minute))));
      await ctx.database.db
        .insert(slotOccupancy)
        .values({ ...scope, date: '2026-03-07', startMinute: 700, taken: 3 })
        .onConflictDoNothing();
      expect(await reconcileSlots(ctx.database.db, { fromDate: '2026-03-06' })).toBeGreaterThanOrEqual(2);
      expect(await taken(slot)).toBe(1);
      expect(await taken('2026-03-07_700')).toBe(0);
      // Every slot now matches the orders holding it; a second run changes nothing.
      const rows = await ctx.database.db.select().from(orders);
      const expected = new Map<string, number>();
      for (const row of rows) {
        const held = orderSlot(row);
        const live =
          row.status !== 'canceled' &&
          !(
            row.status === 'waiting_for_payment' &&
            row.paymentDeadline &&
            row.paymentDeadline <= clock.now()
          );
        if (!held || !live) continue;
        const key = `${held.orderType}:${held.scopeId}:${held.date}:${held.startMinute}`;
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      for (const row of await ctx.database.db.select().from(slotOccupancy)) {
        expect(row.taken, `${row.scopeId} ${row.date} ${row.startMinute}`).toBe(
          expected.get(`${row.orderType}:${row.scopeId}:${row.date}:${row.startMinute}`) ?? 0,
        );
      }
      expect(await reconcileSlots(ctx.database.db)).toBe(0);
    });
  },
  { app: { now: clock.now } },
);
