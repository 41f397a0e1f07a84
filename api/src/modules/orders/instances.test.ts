// Several API instances on one database: the timers every instance has — the payment
// sweep (deadline cancels, slot reconciliation) and the kitchen simulator — run in one instance at a
// time (Database.runExclusive: an advisory lock on PostgreSQL, the shared handle on PGlite).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { App } from '../../http/types';
import { describeEachDatabase } from '../../test/describe-each-database';
import { KITCHEN_JOB } from '../tracking/kitchen';
import { testClock } from '../user/testing';
import { PAYMENT_SWEEP_JOB } from './routes';
import { type CheckoutWorld, checkoutWorld, NOW, orderBody, readyVisitor } from './test-checkout';

const clock = testClock(NOW.toISOString());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the job `name` on `database` (as a busy instance would) until `release` is called. */
async function hold(database: Database, name: string) {
  let release = () => {};
  let entered = () => {};
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = database.runExclusive(name, async () => {
    entered();
    await gate;
  });
  await inside;
  return {
    release: async () => {
      release();
      expect(await done).toBe(true);
    },
  };
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describeEachDatabase(
  'two API instances on one database',
  (ctx) => {
    let other: Database;
    let second: App;
    let world: CheckoutWorld;
    beforeAll(async () => {
      other = await ctx.openAnother();
      // The second instance: its own app (and, on PostgreSQL, its own connections), timers on.
      second = await buildApp({
        db: other,
        now: clock.now,
        rateLimit: false,
        logger: false,
        acquirerUrl: ctx.acquirer.url,
        kitchen: { enabled: true, speed: 1 },
      });
      await second.ready();
      world = await checkoutWorld(ctx.app);
    });
    afterAll(async () => {
      await second?.close();
      await other?.close();
    });

    describe('runExclusive', () => {
      it('runs a job in one instance at a time: the other skips its turn, then runs it', async () => {
        const held = await hold(ctx.database, PAYMENT_SWEEP_JOB);
        let ran = 0;
        const job = async () => {
          ran++;
        };
        expect(await other.runExclusive(PAYMENT_SWEEP_JOB, job)).toBe(false);
        expect(await ctx.database.runExclusive(PAYMENT_SWEEP_JOB, job)).toBe(false);
        expect(ran).toBe(0);
        // Another job is not held up by this one.
        expect(await other.runExclusive(KITCHEN_JOB, job)).toBe(true);
        expect(ran).toBe(1);
        await held.release();
        expect(await other.runExclusive(PAYMENT_SWEEP_JOB, job)).toBe(true);
        expect(ran).toBe(2);
      });

      it('lets go of a job that failed', async () => {
        await expect(
          other.runExclusive(PAYMENT_SWEEP_JOB, async () => {
            throw new Error('sweep failed');
          }),
        ).rejects.toThrow('sweep failed');
        expect(await ctx.database.runExclusive(PAYMENT_SWEEP_JOB, async () => {})).toBe(true);
      });
    });

    const statusOf = async (orderId: number) =>
      (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

    it("the instances' kitchen timers wait while another instance runs the kitchen", async () => {
      const held = await hold(ctx.database, KITCHEN_JOB);
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const placed = await v.post('/api/order/create', orderBody(world));
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json().order_id as number;
      expect((await statusOf(orderId)).status).toBe('accepted');
      // The second instance's simulator ticks every second; held, it schedules nothing.
      await sleep(2500);
      expect((await statusOf(orderId)).nextStatusAt).toBeNull();
      await held.release();
      await eventually(async () => (await statusOf(orderId)).nextStatusAt !== null, 10_000);
    });

    it("the instances' payment sweeps wait while another instance sweeps", async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const placed = await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }));
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json().order_id as number;
      const held = await hold(ctx.database, PAYMENT_SWEEP_JOB);
      clock.advance(11 * 60_000);
      try {
        // Past the deadline; the sweep runs every 5 s, but not while another instance holds it.
        await sleep(6000);
        expect((await statusOf(orderId)).status).toBe('waiting_for_payment');
        await held.release();
        await eventually(async () => (await statusOf(orderId)).status === 'canceled', 15_000);
      } finally {
        clock.set(NOW.toISOString());
      }
    });
  },
  { app: { now: clock.now, kitchen: { enabled: true, speed: 1 } } },
);
