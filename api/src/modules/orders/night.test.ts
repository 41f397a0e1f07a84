// At 05:00 in Moscow (shops open at 10:00) an order "as soon as possible" used to be accepted
// with "we have already started cooking". Spec §4 outlet states: while the shop or delivery is
// closed, 'as soon as possible' is neither offered nor accepted; the next possible time is.
import { intervalsResponseSchema, placeOrderResponseSchema } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { MOSCOW } from '../../test/world';
import {
  type CheckoutWorld,
  checkoutWorld,
  fillDelivery,
  NOW,
  orderBody,
  readyVisitor,
  signIn,
  takeawayOf,
  visitor,
} from './test-checkout';

/** Friday 05:00 in Moscow: the business day has begun (after 04:00), the shops open at 10:00. */
const NIGHT = new Date('2026-03-06T02:00:00Z');
/** Wednesday 23:30 in Moscow: closed for the day (open until 23:00), the next time is tomorrow's. */
const LATE = new Date('2026-03-04T20:30:00Z');
let clock = NIGHT;

describeEachDatabase(
  'checkout at night: no "as soon as possible" while closed',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      clock = NOW;
      world = await checkoutWorld(ctx.app);
    });
    beforeEach(() => {
      clock = NIGHT;
    });

    describe('POST /api/schedule/intervals', () => {
      it('does not offer "as soon as possible" before opening and names the first interval at 10:00', async () => {
        const v = visitor(ctx.app);
        const answer = intervalsResponseSchema.parse(
          (await v.post('/api/schedule/intervals', takeawayOf(world))).json(),
        );
        expect(answer.date_today).toBe('2026-03-06');
        expect(answer.asap).toBe(false);
        expect(answer.next_interval?.date).toBe('2026-03-06');
        expect(answer.next_interval?.title).toMatch(/^10:00/);
      });

      it('offers it again once the shop is open', async () => {
        clock = NOW;
        const answer = intervalsResponseSchema.parse(
          (await visitor(ctx.app).post('/api/schedule/intervals', takeawayOf(world))).json(),
        );
        expect(answer.asap).toBe(true);
      });

      it('after closing, the next possible time is tomorrow', async () => {
        clock = LATE;
        const answer = intervalsResponseSchema.parse(
          (await visitor(ctx.app).post('/api/schedule/intervals', takeawayOf(world))).json(),
        );
        expect(answer.asap).toBe(false);
        expect(answer.next_interval?.date).toBe('2026-03-05');
      });
    });

    describe('POST /api/order/create', () => {
      it('refuses takeaway "as soon as possible" before the shop opens, with a §8 error naming the next time', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const body = expectErrorBody(
          await v.post('/api/order/create', orderBody(world)),
          422,
          'asap_unavailable',
        );
        expect(body.errors.interval).toHaveLength(1);
        expect(body.errors.interval![0]).toContain('10:00');
      });

      it('refuses delivery "as soon as possible" while delivery is closed (in English too)', async () => {
        const v = visitor(ctx.app);
        await signIn(ctx.database, v);
        clock = NOW;
        await fillDelivery(world, v, MOSCOW.centre);
        clock = NIGHT;
        const response = await v.request({
          method: 'POST',
          url: '/api/order/create',
          headers: { 'accept-language': 'en' },
          payload: {
            city_id: world.moscow.id,
            order_type: 'delivery',
            username: 'Anna',
            payment_type: 'cash',
            delivery_address: { room: '1' },
          },
        });
        const body = expectErrorBody(response, 422, 'asap_unavailable');
        expect(body.errors.interval![0]).toMatch(/closed now.*today/);
      });

      it('accepts the order for the next possible time, which is when cooking starts', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const { next_interval } = intervalsResponseSchema.parse(
          (await v.post('/api/schedule/intervals', takeawayOf(world))).json(),
        );
        const response = await v.post(
          '/api/order/create',
          orderBody(world, { interval_id: next_interval!.id }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const { order_id } = placeOrderResponseSchema.parse(response.json());
        const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order_id));
        expect(row!.intervalId).toBe(next_interval!.id);
        expect(row!.intervalStart!.getTime()).toBe(next_interval!.start_timestamp * 1000);
      });
    });
  },
  { app: { now: () => clock } },
);
