// The purchase hit over real HTTP to the local Measurement Protocol collector (observe/sinks.ts),
// from the job on pg-boss: one hit per order however often it is queued or run, carrying the
// order and its lines but nothing of the person who ordered.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { App } from '../http/types';
import {
  type CheckoutWorld,
  checkoutWorld,
  NOW,
  orderBody,
  readyVisitor,
} from '../modules/orders/test-checkout';
import { createTestOrder, guest } from '../modules/tracking/test-orders';
import { testClock } from '../modules/user/testing';
import { createAnalyticsCollector } from '../observe/sinks';
import { describeEachDatabase } from '../test/describe-each-database';
import {
  ANALYTICS_PURCHASE_JOB,
  type AnalyticsOptions,
  analyticsQueue,
  queuePurchase,
  sendPurchase,
} from './analytics';
import { JobRunner } from './runner';

const MEASUREMENT_ID = 'G-TEST0001';
const API_SECRET = 'mp-secret-for-tests';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('the purchase hit on the job runner', (ctx) => {
  const collector = createAnalyticsCollector({ measurementId: MEASUREMENT_ID, apiSecret: API_SECRET });
  let options: AnalyticsOptions;
  let origin: string;

  beforeAll(async () => {
    await collector.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = collector.app.server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    options = { endpoint: `${origin}/mp/collect`, measurementId: MEASUREMENT_ID, apiSecret: API_SECRET };
  });
  afterAll(() => collector.app.close());
  beforeEach(() => {
    collector.received.length = 0;
  });

  const events = async () =>
    (await (await fetch(`${origin}/__sink/events`)).json()) as {
      client_id: string;
      name: string;
      params: { transaction_id: string; value: number; currency: string; items: Record<string, unknown>[] };
    }[];

  it('sends one purchase per order with its number, value, currency and lines, and nothing personal', async () => {
    const owner = await guest(ctx.app);
    const order = await createTestOrder(ctx.database.db, {
      sessionKeyHash: owner.keyHash,
      status: 'accepted',
    });
    expect(await sendPurchase(ctx.database, options, order.id)).toBe(true);
    // The job running again (a retry, a second queueing) finds the hit sent.
    expect(await sendPurchase(ctx.database, options, order.id)).toBe(false);
    const sent = await events();
    expect(sent).toHaveLength(1);
    const [hit] = sent;
    expect(hit?.name).toBe('purchase');
    expect(hit?.params.transaction_id).toBe(String(order.id));
    expect(hit?.params.value).toBe(order.total);
    expect(hit?.params.currency).toBe(order.currency);
    expect(hit?.params.items.map((item) => [item.item_id, item.quantity])).toEqual([
      ['margherita', 2],
      ['pepperoni', 1],
    ]);
    for (const item of hit?.params.items ?? []) {
      expect(typeof item.item_name).toBe('string');
      expect(item.price as number).toBeGreaterThan(0);
    }
    const raw = collector.received[0]?.raw ?? '';
    expect(raw).not.toContain(order.phone);
    expect(raw).not.toContain(order.username);
    expect(raw).not.toContain(owner.keyHash);
    expect(hit?.client_id).not.toContain(order.phone);
  });

  it('a failed post fails the run (the queue retries it) and records nothing', async () => {
    const owner = await guest(ctx.app);
    const order = await createTestOrder(ctx.database.db, {
      sessionKeyHash: owner.keyHash,
      status: 'accepted',
    });
    await expect(
      sendPurchase(ctx.database, { ...options, endpoint: 'http://127.0.0.1:9/mp/collect' }, order.id),
    ).rejects.toThrow();
    expect(await sendPurchase(ctx.database, options, order.id)).toBe(true);
    expect(await events()).toHaveLength(1);
  });

  it('queued twice and run by the job runner: one hit', async () => {
    let completed = 0;
    const runner = new JobRunner({
      database: ctx.database,
      jobs: [],
      queues: [analyticsQueue(ctx.database, options)],
      tickEveryMs: false,
      pollingIntervalSeconds: 0.5,
      onRun: (name, outcome) => {
        if (name === ANALYTICS_PURCHASE_JOB && outcome === 'completed') completed++;
      },
    });
    await runner.start();
    try {
      const owner = await guest(ctx.app);
      const order = await createTestOrder(ctx.database.db, {
        sessionKeyHash: owner.keyHash,
        status: 'accepted',
      });
      expect(await queuePurchase(runner, order.id)).not.toBeNull();
      await queuePurchase(runner, order.id);
      const until = Date.now() + 15_000;
      while ((await events()).length === 0 && Date.now() < until) await sleep(100);
      while (completed < 1 && Date.now() < until) await sleep(100);
      // Queued once more after it ran: the job runs to its end and finds the hit sent (the test
      // waits for that run, not for a fixed time a loaded machine may not be done in).
      const before = completed;
      await runner.send(ANALYTICS_PURCHASE_JOB, { orderId: order.id });
      const again = Date.now() + 15_000;
      while (completed === before && Date.now() < again) await sleep(100);
      expect(completed).toBe(before + 1);
      const sent = await events();
      expect(sent.map((event) => event.params.transaction_id)).toEqual([String(order.id)]);
    } finally {
      await runner.stop();
    }
  });

  it('is off without a measurement id and api secret', () => {
    const config = readConfig({});
    expect(config.GA_MEASUREMENT_ID).toBeUndefined();
    expect(config.GA_API_SECRET).toBeUndefined();
  });
});

describeEachDatabase('the purchase hit of an order placed over the API', (ctx) => {
  const collector = createAnalyticsCollector({ measurementId: MEASUREMENT_ID, apiSecret: API_SECRET });
  const clock = testClock(NOW.toISOString());
  let app: App;
  let bare: App;
  let world: CheckoutWorld;
  const runs: string[] = [];

  beforeAll(async () => {
    await collector.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = collector.app.server.address() as AddressInfo;
    const common = {
      db: ctx.database,
      now: clock.now,
      rateLimit: false as const,
      logger: false as const,
      acquirerUrl: ctx.acquirer.url,
    };
    app = await buildApp({
      ...common,
      analytics: {
        endpoint: `http://127.0.0.1:${port}/mp/collect`,
        measurementId: MEASUREMENT_ID,
        apiSecret: API_SECRET,
      },
      jobs: {
        tickEveryMs: false,
        pollingIntervalSeconds: 0.5,
        onRun: (name, outcome) => runs.push(`${name}:${outcome}`),
      },
    });
    await app.ready();
    // The same deployment without GA_*: its orders are not reported.
    bare = await buildApp({ ...common, jobs: { tickEveryMs: false, pollingIntervalSeconds: 0.5 } });
    await bare.ready();
    world = await checkoutWorld(app);
  });
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await collector.app.close();
  });

  const hitsFor = (orderId: number) =>
    collector.received.filter((hit) =>
      (hit.body as { events?: { params?: { transaction_id?: string } }[] }).events?.some(
        (event) => event.params?.transaction_id === String(orderId),
      ),
    );

  it('an accepted order is reported once, with no personal data, however often it is queued again', async () => {
    const { v, phone } = await readyVisitor(app, ctx.database, world);
    const placed = await v.post('/api/order/create', orderBody(world));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().status).toBe('accepted');
    const orderId = placed.json().order_id as number;
    const until = Date.now() + 15_000;
    while (hitsFor(orderId).length === 0 && Date.now() < until) await sleep(100);
    expect(hitsFor(orderId)).toHaveLength(1);
    const ran = () => runs.filter((run) => run === `${ANALYTICS_PURCHASE_JOB}:completed`).length;
    const waitForRuns = async (count: number) => {
      const until = Date.now() + 15_000;
      while (ran() < count && Date.now() < until) await sleep(100);
    };
    // Queued again once its job ended (a payment notification told twice, a second instance): the
    // job runs again and sends nothing.
    await waitForRuns(1);
    expect(await queuePurchase(app.jobs!, orderId)).not.toBeNull();
    await waitForRuns(2);
    expect(ran()).toBe(2);
    expect(hitsFor(orderId)).toHaveLength(1);
    const raw = hitsFor(orderId)[0]?.raw ?? '';
    expect(raw).toContain('pepperoni');
    for (const personal of [phone, phone.slice(1), 'Анна']) expect(raw).not.toContain(personal);
  });

  it('is off without GA settings: the order is placed and nothing is sent', async () => {
    expect(bare.jobs?.jobs.length).toBeGreaterThan(0);
    const bareWorld = await checkoutWorld(bare);
    const { v } = await readyVisitor(bare, ctx.database, bareWorld);
    const placed = await v.post('/api/order/create', orderBody(bareWorld));
    expect(placed.statusCode, placed.body).toBe(200);
    await sleep(1_500);
    expect(hitsFor(placed.json().order_id as number)).toHaveLength(0);
  });
});
