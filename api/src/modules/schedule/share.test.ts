// One visitor cannot fill an interval with card orders it never pays: changing the cart before each
// create makes each a new order, but unpaid places per session and per phone stop at the share.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cities } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import {
  type CheckoutWorld,
  checkoutWorld,
  fillTakeaway,
  NOW,
  orderBody,
  readyVisitor,
  signIn,
  visitor,
} from '../orders/test-checkout';
import { testClock } from '../user/testing';
import { unpaidShare } from './share';

const clock = testClock(NOW.toISOString());
const CAPACITY = 10;

describeEachDatabase(
  'an interval shared fairly among unpaid orders',
  (ctx) => {
    let world: CheckoutWorld;
    let interval: string;
    beforeAll(async () => {
      await ctx.database.db.update(cities).set({ slotCapacity: CAPACITY }).where(eq(cities.alias, 'moscow'));
      world = await checkoutWorld(ctx.app);
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const intervals = (await v.post('/api/schedule/intervals', { date: '2026-03-06' })).json()
        .intervals as { id: string; disabled: boolean }[];
      interval = intervals.find((slot) => !slot.disabled)!.id;
    });

    it('one session holds at most its share of an interval before paying; others still book it', async () => {
      const { v, phone } = await readyVisitor(ctx.app, ctx.database, world);
      const statuses: number[] = [];
      for (let i = 0; i < CAPACITY; i++) {
        // One more unit each time: a different cart, so a different order.
        await fillTakeaway(world, v, 'pepperoni', 1);
        const created = await v.post(
          '/api/order/create',
          orderBody(world, { interval_id: interval, payment_type: 'card' }),
        );
        statuses.push(created.statusCode);
        if (created.statusCode !== 200) expectErrorBody(created, 422, 'interval_unavailable');
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(unpaidShare(CAPACITY));

      // Another session of the same customer (phone) is held to the same share.
      const again = visitor(ctx.app);
      await fillTakeaway(world, again);
      await signIn(ctx.database, again, { phone });
      const samePhone = await again.post(
        '/api/order/create',
        orderBody(world, { interval_id: interval, payment_type: 'card' }),
      );
      expect(samePhone.statusCode).toBe(422);

      // Everyone else still finds the interval open and books it.
      const intervals = (await v.post('/api/schedule/intervals', { date: '2026-03-06' })).json()
        .intervals as { id: string; disabled: boolean }[];
      expect(intervals.find((slot) => slot.id === interval)?.disabled).toBe(false);
      const { v: other } = await readyVisitor(ctx.app, ctx.database, world);
      const booked = await other.post(
        '/api/order/create',
        orderBody(world, { interval_id: interval, payment_type: 'card' }),
      );
      expect(booked.statusCode, booked.body).toBe(200);
    });
  },
  { app: { now: clock.now } },
);
