// The POS on the job runner, as `POS=iiko` runs it: an order accepted at checkout (over the API) is
// exported to the fake iikoCloud by its job, the fake's status webhook moves it on our side, the
// menu is read at start, and an export that never gets through reaches the operator's failed list.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { orders, posOrderExports } from '../db/schema';
import type { App } from '../http/types';
import {
  type CheckoutWorld,
  checkoutWorld,
  NOW,
  orderBody,
  readyVisitor,
} from '../modules/orders/test-checkout';
import type { PosDeps } from '../modules/pos/deps';
import { failedExports } from '../modules/pos/export';
import { exportGaveUp, POS_JOBS, posJobHandlers } from '../modules/pos/jobs';
import { createTestOrder, guest } from '../modules/tracking/test-orders';
import { testClock } from '../modules/user/testing';
import { IikoClient } from '../providers/pos/iiko/client';
import { fakeMapping } from '../providers/pos/iiko/fake/seed';
import { type FakeIiko, startFakeIiko } from '../providers/pos/iiko/fake/server';
import { describeEachDatabase } from '../test/describe-each-database';
import { JOB_NAMES } from '.';
import { POS_SWEEP_JOB, posSweepJob, queueWebhookSync } from './pos';
import { JobRunner, type QueueDefinition } from './runner';

const LOGIN = 'chain-api-login';
const HOOK_TOKEN = 'iiko-webhook-token-0123456789';
const clock = testClock(NOW.toISOString());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`not within ${timeoutMs} ms: ${what}`);
}

describeEachDatabase('POS jobs on the job runner against the fake iikoCloud', (ctx) => {
  let fake: FakeIiko;
  let app: App;
  let world: CheckoutWorld;
  let pos: PosDeps;
  const runs: string[] = [];

  beforeAll(async () => {
    fake = await startFakeIiko({ apiLogin: LOGIN, brands: ['pizza'], creationDelayMs: 30 });
    pos = {
      db: ctx.database.db,
      iiko: new IikoClient({ baseUrl: fake.url, apiLogin: LOGIN, maxRetryAfterMs: 150 }),
      mapping: fakeMapping([fake.brand('pizza')]),
      now: () => new Date(),
      webhookToken: HOOK_TOKEN,
      follow: { polls: 50, everyMs: 20 },
    };
    app = await buildApp({
      db: ctx.database,
      now: clock.now,
      rateLimit: false,
      logger: false,
      acquirerUrl: ctx.acquirer.url,
      pos,
      jobs: {
        tickEveryMs: false,
        pollingIntervalSeconds: 0.5,
        onRun: (name, outcome) => runs.push(`${name}:${outcome}`),
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const org of fake.brand('pizza').organizations)
      await pos.iiko.updateWebhookSettings(org.id, `${appUrl}/api/pos/iiko/webhook`, HOOK_TOKEN);
    world = await checkoutWorld(app);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('registers the POS schedules beside the API jobs, and reads the menu once at start', async () => {
    expect(app.jobs?.jobs.map((job) => job.name).sort()).toEqual(
      [
        JOB_NAMES.paymentDeadlines,
        JOB_NAMES.sessionPurge,
        JOB_NAMES.slotReconciliation,
        POS_JOBS.menu,
        POS_JOBS.stopLists,
        POS_SWEEP_JOB,
      ].sort(),
    );
    await eventually('the forced menu sync ran', () => runs.includes(`${POS_JOBS.menu}:completed`));
    expect(fake.calls).toContain('/api/1/nomenclature');
  });

  it('exports an order accepted at checkout by its job, and follows the POS status webhook', async () => {
    const { v } = await readyVisitor(app, ctx.database, world);
    const placed = await v.post('/api/order/create', orderBody(world));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order_id as number;
    expect(placed.json().status).toBe('accepted');

    const exportRow = async () =>
      (await ctx.database.db.select().from(posOrderExports).where(eq(posOrderExports.orderId, orderId)))[0];
    await eventually('the export succeeded', async () => (await exportRow())?.state === 'success');
    const row = (await exportRow())!;
    expect(fake.order(row.posOrderId)).toBeDefined();
    // The POS's own webhook may settle the export before the job's run has ended.
    await eventually('the export job completed', () => runs.includes(`${POS_JOBS.exportOrder}:completed`));

    // The kitchen in the POS starts cooking: its webhook moves our order.
    fake.moveOrder(row.posOrderId, 'CookingStarted');
    const status = async () =>
      (await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!
        .status;
    await eventually('the order is cooking', async () => (await status()) === 'cooking');
  });

  it('hands an export that failed its last retry to the operator list', async () => {
    // A POS nobody answers, on a queue of its own with one quick retry (the app's waits longer).
    const unreachable: PosDeps = {
      db: ctx.database.db,
      iiko: new IikoClient({ baseUrl: 'http://127.0.0.1:9', apiLogin: LOGIN, maxRetryAfterMs: 10 }),
      mapping: fakeMapping([fake.brand('pizza')]),
      now: () => new Date(),
      webhookToken: HOOK_TOKEN,
    };
    const handlers = posJobHandlers(unreachable);
    const gaveUp: number[] = [];
    const runner = new JobRunner({
      database: ctx.database,
      jobs: [],
      tickEveryMs: false,
      pollingIntervalSeconds: 0.5,
      queues: [
        {
          name: 'pos-export-order-unreachable',
          retryLimit: 1,
          retryDelaySeconds: 1,
          run: (data: { orderId: number }) => handlers[POS_JOBS.exportOrder](data),
          gaveUp: async (data: { orderId: number }, error) => {
            gaveUp.push(data.orderId);
            await exportGaveUp(unreachable, data.orderId, error);
          },
        } satisfies QueueDefinition<{ orderId: number }> as QueueDefinition<never>,
      ],
    });
    await runner.start();
    try {
      const owner = await guest(app);
      const order = await createTestOrder(ctx.database.db, {
        sessionKeyHash: owner.keyHash,
        status: 'accepted',
      });
      await runner.send('pos-export-order-unreachable', { orderId: order.id }, `order-${order.id}`);
      // Sent twice while the first waits: still one job for the order.
      expect(
        await runner.send('pos-export-order-unreachable', { orderId: order.id }, `order-${order.id}`),
      ).toBeNull();
      await eventually('the export was given up', async () =>
        (await failedExports(ctx.database.db)).some((row) => row.orderId === order.id),
      );
      expect(gaveUp).toEqual([order.id]);
      const [failed] = (await failedExports(ctx.database.db)).filter((row) => row.orderId === order.id);
      expect(failed?.error).toMatch(/after the last retry/);
    } finally {
      await runner.stop();
    }
  });

  it('a webhook while its sync runs queues one more run behind it; a burst of them, still one', async () => {
    // Its own queue: the app's runner works the real sync queues in this database.
    const queue = 'pos-webhook-sync-under-test';
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: number[] = [];
    const runner = new JobRunner({
      database: ctx.database,
      jobs: [
        {
          name: queue,
          everySeconds: 3600,
          run: async () => {
            started.push(Date.now());
            // The first run has read the POS and is still writing when the next changes arrive.
            if (started.length === 1) await gate;
          },
        },
      ],
      tickEveryMs: false,
      pollingIntervalSeconds: 0.5,
    });
    await runner.start();
    try {
      await queueWebhookSync(runner, queue, 'pizza');
      await eventually('the first sync started', () => started.length === 1);
      for (let event = 0; event < 3; event++) await queueWebhookSync(runner, queue, 'pizza');
      release();
      await eventually('a sync ran after the changes', () => started.length === 2);
      await sleep(1500);
      expect(started).toHaveLength(2);
      // Nothing waits now: the next webhook runs a sync of its own.
      await queueWebhookSync(runner, queue, 'pizza');
      await eventually('the next webhook ran its sync', () => started.length === 3);
    } finally {
      release();
      await runner.stop();
    }
  });

  it('the sweep queues accepted orders of the brands the POS serves, and no others', async () => {
    const owner = await guest(app);
    const served = await createTestOrder(ctx.database.db, {
      sessionKeyHash: owner.keyHash,
      status: 'accepted',
    });
    // The fake serves the pizza brand only: a lavash order has no POS to go to.
    const lavashOwner = await guest(app, 'lavash');
    const unserved = await createTestOrder(ctx.database.db, {
      sessionKeyHash: lavashOwner.keyHash,
      status: 'accepted',
      brand: 'lavash',
      lines: [{ alias: 'lavash-beef' }],
    });
    const sent: number[] = [];
    const runner = { send: async (_name: string, data: { orderId: number }) => sent.push(data.orderId) };
    const sweep = posSweepJob(pos, () => runner as unknown as JobRunner);
    await sweep.run();
    expect(sent).toContain(served.id);
    expect(sent).not.toContain(unserved.id);
  });
});
