// The background jobs as a chain runs them: a POS configured (no kitchen simulator), two API
// instances on one database, each ticking. An unpaid order is canceled at its deadline and its slot
// freed, an ended session is purged, and each job runs once per tick across the two instances.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { orders, sessions, slotOccupancy } from '../db/schema';
import type { App } from '../http/types';
import {
  type CheckoutWorld,
  checkoutWorld,
  NOW,
  orderBody,
  readyVisitor,
} from '../modules/orders/test-checkout';
import { hashKey, SESSION_IDLE_MS } from '../modules/session/session';
import { testClock } from '../modules/user/testing';
import { describeEachDatabase } from '../test/describe-each-database';
import { JOB_NAMES } from '.';
import { DEAD_LETTER_QUEUE, JobRunner } from './runner';

const clock = testClock(NOW.toISOString());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/**
 * Waits until the wall clock is well inside a 5-second period, so that two instances' ticks sent
 * together fall in the same period of every job (periods are 5 s and 60 s, aligned to the epoch).
 */
async function insidePeriod() {
  while (Date.now() % 5000 > 3000) await sleep(100);
}

describeEachDatabase(
  'background jobs on two instances (kitchen simulator off)',
  (ctx) => {
    const runs: string[] = [];
    let other: Database;
    let first: App;
    let second: App;
    let world: CheckoutWorld;
    const instance = (db: Database) =>
      buildApp({
        db,
        now: clock.now,
        rateLimit: false,
        logger: false,
        acquirerUrl: ctx.acquirer.url,
        posToken: 'pos-token-for-tests',
        // Ticks are sent by the test, so it knows which period each belongs to.
        jobs: {
          tickEveryMs: false,
          pollingIntervalSeconds: 0.5,
          onRun: (name, outcome) => runs.push(`${name}:${outcome}`),
        },
      });

    beforeAll(async () => {
      other = await ctx.openAnother();
      first = await instance(ctx.database);
      second = await instance(other);
      await Promise.all([first.ready(), second.ready()]);
      world = await checkoutWorld(ctx.app);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await other?.close();
      clock.set(NOW.toISOString());
    });

    it('registers the same jobs in every deployment, the kitchen simulator only when it is on', () => {
      expect(first.jobs?.jobs.map((job) => job.name).sort()).toEqual(
        [JOB_NAMES.paymentDeadlines, JOB_NAMES.sessionPurge, JOB_NAMES.slotReconciliation].sort(),
      );
    });

    it('cancels an unpaid order at its deadline, frees its slot and purges ended sessions, once per tick', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const intervals = (await v.post('/api/schedule/intervals', { date: '2026-03-06' })).json()
        .intervals as { id: string; disabled: boolean }[];
      const slot = intervals.find((interval) => !interval.disabled)!;
      const placed = await v.post(
        '/api/order/create',
        orderBody(world, { payment_type: 'card', interval_id: slot.id }),
      );
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json().order_id as number;
      const minute = Number(slot.id.split('_')[1]);
      const taken = async () =>
        (
          await ctx.database.db
            .select({ taken: slotOccupancy.taken })
            .from(slotOccupancy)
            .where(
              and(
                eq(slotOccupancy.orderType, 'takeaway'),
                eq(slotOccupancy.scopeId, world.moscow.centreShop.id),
                eq(slotOccupancy.date, '2026-03-06'),
                eq(slotOccupancy.startMinute, minute),
              ),
            )
        )[0]?.taken ?? 0;
      const heldBefore = await taken();
      expect(heldBefore).toBeGreaterThanOrEqual(1);
      // A session nobody came back to for longer than the idle limit.
      const idleKey = randomBytes(16).toString('hex');
      const long = new Date(clock.now().getTime() - SESSION_IDLE_MS - 60_000);
      await ctx.database.db
        .insert(sessions)
        .values({ keyHash: hashKey(idleKey), createdAt: long, lastSeenAt: long });

      clock.advance(11 * 60_000);
      await insidePeriod();
      const [a, b] = await Promise.all([first.jobs!.tick(), second.jobs!.tick()]);
      for (const name of Object.values(JOB_NAMES).filter((job) => job !== JOB_NAMES.kitchenSimulator)) {
        // One of the two instances created the period's job; the other's send was a no-op.
        expect([a[name], b[name]].filter(Boolean), name).toHaveLength(1);
      }
      await eventually(() => runs.length >= 3);
      const status = async () =>
        (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
      expect(await status()).toBe('canceled');
      expect(await taken()).toBe(heldBefore - 1);
      expect(
        await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.keyHash, hashKey(idleKey))),
      ).toHaveLength(0);

      // The same period again from both instances: nothing new is sent.
      const again = await Promise.all([first.jobs!.tick(), second.jobs!.tick()]);
      expect(again.flatMap((sent) => Object.values(sent)).filter(Boolean)).toEqual([]);
      await sleep(1500);
      expect(runs.sort()).toEqual(
        [JOB_NAMES.paymentDeadlines, JOB_NAMES.sessionPurge, JOB_NAMES.slotReconciliation]
          .map((name) => `${name}:completed`)
          .sort(),
      );
    });

    it('asks the database about a job once per period, and runs what it sent without waiting for a poll', async () => {
      const ran: number[] = [];
      const runner = new JobRunner({
        database: ctx.database,
        jobs: [{ name: 'hourly-report', everySeconds: 3600, run: async () => void ran.push(Date.now()) }],
        tickEveryMs: false,
        // A worker that only polls every 30 s: a run within seconds is the send waking it.
        pollingIntervalSeconds: 30,
      });
      await runner.start();
      try {
        const sends = vi.spyOn(runner.boss, 'sendThrottled');
        const sentAt = Date.now();
        const first = await runner.tick({ dueOnly: true });
        expect(first['hourly-report']).toBeTruthy();
        await eventually(() => ran.length === 1, 10_000);
        expect(ran[0]! - sentAt).toBeLessThan(10_000);
        // The ticker's next rounds within the hour leave the database alone.
        await runner.tick({ dueOnly: true });
        await runner.tick({ dueOnly: true });
        expect(sends).toHaveBeenCalledTimes(1);
        // A forced tick still asks, and the period's job is not sent twice.
        expect((await runner.tick())['hourly-report']).toBeNull();
        expect(ran).toHaveLength(1);
      } finally {
        await runner.stop();
      }
    });

    it('retries a failing job, then fails it into the dead-letter queue an operator reads', async () => {
      let attempts = 0;
      const runner = new JobRunner({
        database: ctx.database,
        jobs: [
          {
            name: 'always-fails',
            everySeconds: 3600,
            run: async () => {
              attempts++;
              throw new Error('the kitchen system is down');
            },
          },
        ],
        tickEveryMs: false,
        pollingIntervalSeconds: 0.5,
        retryLimit: 1,
      });
      await runner.start();
      try {
        const sent = await runner.tick();
        const id = sent['always-fails']!;
        expect(id).toBeTruthy();
        await eventually(async () => {
          const [job] = await runner.boss.findJobs('always-fails', { id });
          return job?.state === 'failed';
        }, 30_000);
        expect(attempts).toBe(2);
        await eventually(async () => (await runner.boss.findJobs(DEAD_LETTER_QUEUE)).length > 0);
        const [dead] = await runner.boss.findJobs(DEAD_LETTER_QUEUE);
        expect(dead?.sourceName).toBe('always-fails');
      } finally {
        await runner.stop();
      }
    });
  },
  { app: { now: clock.now } },
);
