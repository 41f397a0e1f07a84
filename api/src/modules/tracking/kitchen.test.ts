import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { orderStatusEvents, orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { advance, applyStep, dueOrders, KITCHEN_MINUTES, type SimulatedOrder, tick } from './kitchen';
import { cancelByCustomer, pushFromPos } from './service';
import { createTestOrder, guest, type TestOrderOptions } from './test-orders';

const NOW = new Date('2026-03-06T09:00:00Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);

describe('advance(order, now): the simulator’s timeline', () => {
  const order = (over: Partial<SimulatedOrder>): SimulatedOrder => ({
    status: 'accepted',
    orderType: 'delivery',
    nextStatusAt: null,
    intervalStart: null,
    ...over,
  });

  it('schedules a newly accepted order to start cooking after the hand-over minute', () => {
    expect(advance(order({}), NOW)).toEqual({
      status: 'accepted',
      nextStatusAt: at(1),
      sentAt: null,
      moved: false,
    });
  });

  it('starts an interval order’s cooking only in time for its slot (cooking + the ride for delivery)', () => {
    const slot = at(180);
    expect(advance(order({ intervalStart: slot }), NOW)?.nextStatusAt).toEqual(at(180 - 12 - 20));
    expect(advance(order({ intervalStart: slot, orderType: 'takeaway' }), NOW)?.nextStatusAt).toEqual(
      at(180 - 12),
    );
    // A slot too close to make it on time: cook right away.
    expect(advance(order({ intervalStart: at(10) }), NOW)?.nextStatusAt).toEqual(at(1));
  });

  it('moves delivery accepted → cooking → sent → done, and takeaway cooking → done', () => {
    expect(advance(order({ nextStatusAt: at(1) }), at(1))).toEqual({
      status: 'cooking',
      nextStatusAt: at(1 + KITCHEN_MINUTES.cooking),
      sentAt: null,
      moved: true,
    });
    expect(advance(order({ status: 'cooking', nextStatusAt: at(13) }), at(14))).toEqual({
      status: 'sent',
      nextStatusAt: at(13 + KITCHEN_MINUTES.delivery),
      sentAt: at(13),
      moved: true,
    });
    expect(advance(order({ status: 'sent', nextStatusAt: at(33) }), at(33))).toMatchObject({
      status: 'done',
      nextStatusAt: null,
    });
    expect(
      advance(order({ status: 'cooking', orderType: 'takeaway', nextStatusAt: at(13) }), at(13)),
    ).toMatchObject({
      status: 'done',
      nextStatusAt: null,
      sentAt: null,
    });
  });

  it('waits until the step is due, and never touches unpaid or finished orders', () => {
    expect(advance(order({ status: 'cooking', nextStatusAt: at(13) }), at(12.99))).toBeNull();
    for (const status of ['waiting_for_payment', 'done', 'canceled'] as const)
      expect(advance(order({ status, nextStatusAt: at(0) }), at(60))).toBeNull();
    // An open order without a schedule that is not newly accepted (a POS took it) stays put.
    expect(advance(order({ status: 'cooking', nextStatusAt: null }), at(60))).toBeNull();
  });

  it('divides every duration by the speed', () => {
    expect(advance(order({}), NOW, 60)?.nextStatusAt).toEqual(new Date(NOW.getTime() + 1000));
    expect(advance(order({ nextStatusAt: NOW }), NOW, 60)?.nextStatusAt).toEqual(
      new Date(NOW.getTime() + 12_000),
    );
  });
});

describe('configuration', () => {
  it('reads KITCHEN_SIMULATOR, KITCHEN_SPEED and POS_TOKEN from the environment (off by default)', () => {
    expect(readConfig({})).toMatchObject({ KITCHEN_SIMULATOR: 'off', KITCHEN_SPEED: 1 });
    expect(
      readConfig({ KITCHEN_SIMULATOR: 'on', KITCHEN_SPEED: '6', POS_TOKEN: 'a-long-pos-token-123' }),
    ).toMatchObject({
      KITCHEN_SIMULATOR: 'on',
      KITCHEN_SPEED: 6,
      POS_TOKEN: 'a-long-pos-token-123',
    });
    expect(() => readConfig({ KITCHEN_SIMULATOR: 'yes' })).toThrow(/KITCHEN_SIMULATOR/);
    expect(() => readConfig({ KITCHEN_SPEED: '0' })).toThrow(/KITCHEN_SPEED/);
  });
});

describeEachDatabase('kitchen simulator: tick() on the database', (ctx) => {
  const db = () => ctx.database.db;
  const newOrder = async (options: Partial<TestOrderOptions>) => {
    const owner = await guest(ctx.app);
    return createTestOrder(db(), { sessionKeyHash: owner.keyHash, now: NOW, ...options });
  };
  const stored = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const history = async (id: number) =>
    (
      await db()
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, id))
        .orderBy(asc(orderStatusEvents.id))
    ).map((event) => [event.status, event.source, event.createdAt.toISOString()]);

  it('runs a delivery order accepted → cooking → sent → done on the injected clock', async () => {
    const row = await newOrder({ orderType: 'delivery' });
    await tick(db(), at(0));
    expect(await stored(row.id)).toMatchObject({ status: 'accepted', nextStatusAt: at(1) });
    await tick(db(), at(0.99));
    expect((await stored(row.id)).status).toBe('accepted');
    await tick(db(), at(1));
    expect(await stored(row.id)).toMatchObject({ status: 'cooking', nextStatusAt: at(13) });
    await tick(db(), at(13.5));
    expect(await stored(row.id)).toMatchObject({ status: 'sent', sentAt: at(13), nextStatusAt: at(33) });
    await tick(db(), at(33));
    expect(await stored(row.id)).toMatchObject({ status: 'done', nextStatusAt: null });
    await tick(db(), at(300));
    expect(await history(row.id)).toEqual([
      ['cooking', 'kitchen-simulator', at(1).toISOString()],
      ['sent', 'kitchen-simulator', at(13.5).toISOString()],
      ['done', 'kitchen-simulator', at(33).toISOString()],
    ]);
  });

  it('runs a takeaway order accepted → cooking → done, never sent', async () => {
    const row = await newOrder({ orderType: 'takeaway' });
    for (const minute of [0, 1, 13, 14, 60]) await tick(db(), at(minute));
    expect(await stored(row.id)).toMatchObject({ status: 'done', sentAt: null });
    expect((await history(row.id)).map(([status]) => status)).toEqual(['cooking', 'done']);
  });

  it('catches up one step per tick after a pause, on the original timeline', async () => {
    const row = await newOrder({ orderType: 'delivery' });
    await tick(db(), at(0));
    const late = at(500);
    await tick(db(), late);
    await tick(db(), late);
    expect(await stored(row.id)).toMatchObject({ status: 'sent', sentAt: at(13) });
    await tick(db(), late);
    expect((await stored(row.id)).status).toBe('done');
  });

  it('starts an interval order only in time for its slot', async () => {
    const row = await newOrder({
      orderType: 'takeaway',
      intervalId: '2026-03-06_900',
      intervalStart: at(180),
    });
    await tick(db(), at(0));
    expect((await stored(row.id)).nextStatusAt).toEqual(at(168));
    await tick(db(), at(167));
    expect((await stored(row.id)).status).toBe('accepted');
    await tick(db(), at(168));
    expect((await stored(row.id)).status).toBe('cooking');
  });

  it('leaves unpaid, canceled and POS-driven orders alone', async () => {
    const unpaid = await newOrder({ status: 'waiting_for_payment' });
    const canceled = await newOrder({ status: 'canceled' });
    const pos = await newOrder({});
    await db().insert(orderStatusEvents).values({ orderId: pos.id, status: 'accepted', source: 'pos' });
    for (const minute of [0, 1, 20, 60]) await tick(db(), at(minute));
    for (const row of [unpaid, canceled, pos]) {
      const now = await stored(row.id);
      expect(now).toMatchObject({ status: row.status, nextStatusAt: null });
    }
  });

  it('never double-advances: concurrent ticks move each due order exactly one step', async () => {
    const rows = [];
    for (let i = 0; i < 12; i++) rows.push(await newOrder({ orderType: i % 2 ? 'delivery' : 'takeaway' }));
    const ids = rows.map((row) => row.id);
    await tick(db(), at(0));
    const moved = await Promise.all(Array.from({ length: 6 }, () => tick(db(), at(1))));
    const states = await db().select().from(orders).where(inArray(orders.id, ids));
    expect(states.every((row) => row.status === 'cooking')).toBe(true);
    const events = await db().select().from(orderStatusEvents).where(inArray(orderStatusEvents.orderId, ids));
    expect(events).toHaveLength(12);
    // The moves were shared between the ticks, and add up to one per order.
    expect(moved.reduce((sum, n) => sum + n, 0)).toBe(12);
    await Promise.all(Array.from({ length: 6 }, () => tick(db(), at(13))));
    const after = await db().select().from(orderStatusEvents).where(inArray(orderStatusEvents.orderId, ids));
    expect(after).toHaveLength(24);
    const byOrder = new Map<number, string[]>();
    for (const event of after)
      byOrder.set(event.orderId, [...(byOrder.get(event.orderId) ?? []), event.status]);
    for (const row of rows)
      expect(byOrder.get(row.id)?.sort()).toEqual(
        row.orderType === 'delivery' ? ['cooking', 'sent'] : ['cooking', 'done'],
      );
  });

  it('does not write a step over a change made between its read and its write', async () => {
    const [canceled, pushed] = [await newOrder({}), await newOrder({})];
    await tick(db(), at(0));
    const due = (await dueOrders(db(), at(1))).filter((order) => [canceled.id, pushed.id].includes(order.id));
    expect(due).toHaveLength(2);
    // Meanwhile the customer cancels one, and a POS repeats the other's status (same status, new version).
    expect(await cancelByCustomer(db(), canceled, at(1))).not.toBeNull();
    await pushFromPos(db(), pushed.id, 'accepted', 'Принят кассой', at(1));
    for (const order of due) expect(await applyStep(db(), order, advance(order, at(1))!, at(1))).toBe(false);
    expect(await stored(canceled.id)).toMatchObject({ status: 'canceled', nextStatusAt: null });
    expect(await stored(pushed.id)).toMatchObject({ status: 'accepted', nextStatusAt: null });
    expect((await history(pushed.id)).map(([status, source]) => [status, source])).toEqual([
      ['accepted', 'pos'],
    ]);
    // And later ticks leave both alone.
    await tick(db(), at(60));
    expect((await stored(pushed.id)).status).toBe('accepted');
  });

  it('runs by itself with an app that enables it, and stops when the app closes', async () => {
    // accepted 10 ms, cooking 120 ms, the ride 200 ms: a tick a second walks an order through in ~4 s.
    const app = await buildApp({
      db: ctx.database,
      rateLimit: false,
      kitchen: { enabled: true, speed: 6000 },
      jobs: { pollingIntervalSeconds: 0.5 },
    });
    await app.ready();
    const row = await newOrder({ orderType: 'delivery' });
    const deadline = Date.now() + 15_000;
    while ((await stored(row.id)).status !== 'done' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await history(row.id)).map(([status]) => status)).toEqual(['cooking', 'sent', 'done']);
    await app.close();
    const after = await newOrder({ orderType: 'delivery' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await stored(after.id)).toMatchObject({ status: 'accepted', nextStatusAt: null });
  });
});
