// The iikoCloud adapter against the fake iikoCloud over real HTTP: the fake's webhooks reach the
// app's webhook route on a real port, and every sync talks to the fake through the client.
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  catalogVersions,
  modifierGroups,
  modifiers,
  orderStatusEvents,
  orders,
  posOrderExports,
  productShopStates,
  products,
} from '../../db/schema';
import { IikoClient, IikoUnavailable } from '../../providers/pos/iiko/client';
import { fakeMapping, modifierGroupIdOf, terminalGroupIdOf } from '../../providers/pos/iiko/fake/seed';
import { type FakeIiko, startFakeIiko } from '../../providers/pos/iiko/fake/server';
import type { DeliveryStatus } from '../../providers/pos/iiko/types';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { cityFacts, menu, productByAlias } from '../../test/world';
import { createTestOrder, guest, type TestOrderOptions } from '../tracking/test-orders';
import type { PosDeps } from './deps';
import { deliveryRequest, exportOrder, failedExports, markExportFailed } from './export';
import { exportGaveUp, POS_JOBS, posJobHandlers } from './jobs';
import { resolveMapping } from './mapping';
import { syncMenu } from './menu';
import { syncStopLists } from './stop-lists';
import { syncsSettled } from './webhook';

const LOGIN = 'chain-api-login';
const HOOK_TOKEN = 'iiko-webhook-token-0123456789';
const CENTRE = terminalGroupIdOf('pizza', 'moscow', 'centre');
// Filled once the fake and the app listen; the app reads it per request.
const pos = { webhookToken: HOOK_TOKEN, follow: { polls: 50, everyMs: 20 } } as PosDeps;
let fake: FakeIiko;
let appUrl = '';
let firstSync: {
  before: typeof products.$inferSelect;
  versionBefore: string | undefined;
  result: Awaited<ReturnType<typeof syncMenu>>[number];
  after: typeof products.$inferSelect;
  versionAfter: string | undefined;
};

const until = async (what: string, check: () => Promise<boolean>, ms = 10_000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describeEachDatabase(
  'iikoCloud adapter against the fake iikoCloud',
  (ctx) => {
    const db = () => ctx.database.db;
    const productRow = async (alias: string) =>
      (await db().select().from(products).where(eq(products.alias, alias)))[0]!;
    const version = async (brandId: number) =>
      (await db().select().from(catalogVersions).where(eq(catalogVersions.brandId, brandId)))[0]?.version;
    const statesOf = async (productId: number) =>
      db().select().from(productShopStates).where(eq(productShopStates.productId, productId));
    const centreShopId = async () =>
      (await resolveMapping(db(), pizzaMapping()))[0]!.shops.find((shop) => shop.terminalGroupId === CENTRE)!
        .shopId;
    const pizzaMapping = () => fakeMapping([fake.brand('pizza')]);
    const newOrder = async (options: Partial<TestOrderOptions> = {}) => {
      const owner = await guest(ctx.app);
      return createTestOrder(db(), { sessionKeyHash: owner.keyHash, status: 'accepted', ...options });
    };
    const exportOf = async (orderId: number) =>
      (await db().select().from(posOrderExports).where(eq(posOrderExports.orderId, orderId)))[0]!;
    const orderStatus = async (orderId: number) =>
      (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
    const history = async (orderId: number) =>
      (
        await db()
          .select()
          .from(orderStatusEvents)
          .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.source, 'pos')))
          .orderBy(asc(orderStatusEvents.id))
      ).map((event) => [event.status, event.originalStatus]);

    beforeAll(async () => {
      fake = await startFakeIiko({ apiLogin: LOGIN, brands: ['pizza'], creationDelayMs: 30 });
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      appUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
      Object.assign(pos, {
        db: db(),
        iiko: new IikoClient({ baseUrl: fake.url, apiLogin: LOGIN, maxRetryAfterMs: 150 }),
        mapping: pizzaMapping(),
        now: () => new Date(),
      });
      for (const org of fake.brand('pizza').organizations)
        await pos.iiko.updateWebhookSettings(org.id, `${appUrl}/api/pos/iiko/webhook`, HOOK_TOKEN);
      // The first sync, here rather than in a test: every test builds on the synced menu (an export
      // names the synced products), in whatever order they run. The first test checks what it did.
      const before = await productRow('pepperoni');
      const versionBefore = await version(before.brandId);
      const [result] = await syncMenu(pos);
      const after = await productRow('pepperoni');
      firstSync = {
        before,
        versionBefore,
        result: result!,
        after,
        versionAfter: await version(before.brandId),
      };
    });
    afterAll(async () => {
      await syncsSettled(pos);
      // Every webhook the fake sent was taken (none refused, none failed in the handler).
      expect(fake.webhookAnswers.filter((status) => status !== 200)).toEqual([]);
      await fake?.close();
    });

    it('syncs the whole menu keeping our ids, and only again for a new revision', async () => {
      const { before, versionBefore, result, after, versionAfter } = firstSync;
      const pizzaItems = fake.brand('pizza').products.filter((item) => item.type === 'Dish');
      expect(result).toMatchObject({
        brand: 'pizza',
        changed: true,
        products: pizzaItems.length,
        unavailable: 0,
      });
      expect(after.id).toBe(before.id);
      expect(after.basicPrice).toBe(before.basicPrice);
      expect(after.weightValue).toBe(before.weightValue);
      expect(after.weightUnit).toBe(before.weightUnit);
      expect(after.nutrition).toEqual(before.nutrition);
      expect(after.picture).toEqual(before.picture);
      expect(versionAfter).not.toBe(versionBefore);
      const sizes = await db().select().from(modifierGroups).where(eq(modifierGroups.productId, after.id));
      expect(sizes.map((group) => [group.alias, group.min, group.max])).toContainEqual(['size', 1, 1]);

      // Once the webhooks' syncs have run, the menu is at the upstream revision: no change.
      await syncsSettled(pos);
      const [again] = await syncMenu(pos);
      expect(again).toMatchObject({ changed: false, revision: fake.revision('pizza') });
    });

    it('takes a price change from the nomenclature webhook, with a new catalogue version', async () => {
      const row = await productRow('pepperoni');
      const brandVersion = await version(row.brandId);
      fake.setPrice('pizza', 'pepperoni', 777);
      await until('the price changed', async () => (await productRow('pepperoni')).basicPrice === 777);
      expect((await productRow('pepperoni')).id).toBe(row.id);
      expect(await version(row.brandId)).not.toBe(brandVersion);
    });

    it('makes a product removed upstream unavailable in every shop, and sells it again when it is back', async () => {
      const row = await productRow('margherita');
      fake.removeProduct('pizza', 'margherita');
      await until('it is unavailable', async () =>
        (await statesOf(row.id)).some((state) => state.state === 'unavailable'),
      );
      const states = await statesOf(row.id);
      const brandShops = pizzaMapping().brands[0]!.organizations.length;
      expect(states.length).toBeGreaterThanOrEqual(brandShops);
      expect(states.every((state) => state.state === 'unavailable')).toBe(true);
      expect((await productRow('margherita')).id).toBe(row.id);

      fake.restoreProduct('pizza', 'margherita');
      await until('it is sold again', async () => (await statesOf(row.id)).length === 0);
    });

    it("changes a modifier group's min and max, keeping its id", async () => {
      const pizza = await productRow('pepperoni');
      const [toppings] = await db()
        .select()
        .from(modifierGroups)
        .where(and(eq(modifierGroups.productId, pizza.id), eq(modifierGroups.alias, 'toppings')));
      fake.setModifierGroupLimits('pizza', 'pepperoni', 'toppings', 1, 3);
      await until('the limits changed', async () => {
        const [group] = await db().select().from(modifierGroups).where(eq(modifierGroups.id, toppings!.id));
        return group?.min === 1 && group.max === 3;
      });
    });

    it('puts a product on stop in one shop and takes it off, and stops modifiers any kitchen ran out of', async () => {
      await syncStopLists(pos);
      const jalapeno = await db().select().from(modifiers).where(eq(modifiers.alias, 'jalapeno'));
      expect(jalapeno.length).toBeGreaterThan(0);
      expect(jalapeno.every((row) => row.type === 'stop')).toBe(true);

      const row = await productRow('pepperoni');
      const shopId = await centreShopId();
      const brandVersion = await version(row.brandId);
      fake.setStop(CENTRE, 'pepperoni', true);
      await until('it is on stop', async () =>
        (await statesOf(row.id)).some((state) => state.shopId === shopId && state.state === 'stop'),
      );
      expect(await statesOf(row.id)).toEqual([{ productId: row.id, shopId, state: 'stop' }]);
      expect(await version(row.brandId)).not.toBe(brandVersion);

      fake.setStop(CENTRE, 'pepperoni', false);
      await until('it is off stop', async () => (await statesOf(row.id)).length === 0);

      for (const tg of fake.brand('pizza').terminalGroups) fake.setStop(tg.id, 'jalapeno', false);
      await until('the modifier is back', async () =>
        (await db().select().from(modifiers).where(eq(modifiers.alias, 'jalapeno'))).every(
          (modifier) => modifier.type === 'default',
        ),
      );
    });

    it('exports an accepted delivery order to its terminal group and follows it to Success', async () => {
      const order = await newOrder({
        orderType: 'delivery',
        paymentType: 'card',
        lines: [{ alias: 'pepperoni', count: 2 }],
      });
      await db().update(orders).set({ comment: 'Домофон не работает' }).where(eq(orders.id, order.id));
      const outcome = await exportOrder(pos, order.id);
      expect(outcome.state).toBe('success');
      const sent = fake.order(outcome.posOrderId!)!;
      expect(sent.creationStatus).toBe('Success');
      expect(sent.organizationId).toBe(
        pizzaMapping().brands[0]!.organizations.find((org) => org.city === 'moscow')!.id,
      );
      expect(sent.request).toMatchObject({
        externalNumber: String(order.id),
        phone: order.phone,
        orderServiceType: 'DeliveryByCourier',
        comment: 'Домофон не работает',
        deliveryPoint: {
          address: { street: { name: order.deliveryAddress!.street }, house: order.deliveryAddress!.house },
        },
        payments: [{ paymentTypeKind: 'External', sum: order.total, isProcessedExternally: true }],
      });
      const line = sent.request.items[0]!;
      expect(line).toMatchObject({ productId: fake.item('pizza', 'pepperoni').id, amount: 2 });
      // The pizza's required options travel as iiko modifiers of their groups.
      expect(line.modifiers!.length).toBeGreaterThan(0);
      expect(line.modifiers!.map((modifier) => modifier.productGroupId)).toContain(
        modifierGroupIdOf('pizza', 'size'),
      );
      expect(
        line.modifiers!.every((modifier) =>
          fake.brand('pizza').products.some((item) => item.id === modifier.productId),
        ),
      ).toBe(true);
      // Exporting again sends nothing twice.
      expect((await exportOrder(pos, order.id)).state).toBe('success');
      expect(
        fake.orders().filter((candidate) => candidate.request.externalNumber === String(order.id)),
      ).toHaveLength(1);
    });

    it('exports a cash takeaway order as a pickup, unpaid', async () => {
      const order = await newOrder({
        orderType: 'takeaway',
        paymentType: 'cash',
        lines: [{ alias: 'pepperoni' }],
      });
      const outcome = await exportOrder(pos, order.id);
      expect(outcome.state).toBe('success');
      expect(fake.order(outcome.posOrderId!)!.request).toMatchObject({
        orderServiceType: 'DeliveryByClient',
        deliveryPoint: null,
        payments: [{ paymentTypeKind: 'Cash', isProcessedExternally: false }],
      });
    });

    it('keeps a refused order in the failed state the operator sees, with the POS reason', async () => {
      const order = await newOrder({ lines: [{ alias: 'pepperoni' }] });
      fake.refuseNext('Терминал не в сети');
      const outcome = await exportOrder(pos, order.id);
      expect(outcome).toMatchObject({ state: 'error', error: 'Терминал не в сети' });
      expect(await exportOf(order.id)).toMatchObject({ state: 'error', error: 'Терминал не в сети' });
      // The order is not lost or canceled behind anyone's back: the shop calls the customer.
      expect(await orderStatus(order.id)).toBe('accepted');
    });

    it('keeps an order pending while the POS is down, and the retry sends it once', async () => {
      const order = await newOrder({ lines: [{ alias: 'pepperoni' }] });
      const down = {
        ...pos,
        iiko: new IikoClient({ baseUrl: 'http://127.0.0.1:1', apiLogin: LOGIN, timeoutMs: 500 }),
      };
      await expect(exportOrder(down, order.id)).rejects.toBeInstanceOf(IikoUnavailable);
      expect(await exportOf(order.id)).toMatchObject({ state: 'pending', attempts: 1 });
      expect(await orderStatus(order.id)).toBe('accepted');

      // The first try reached the POS but its answer was lost: the retry finds the order there.
      const { posOrderId } = await exportOf(order.id);
      const request = await deliveryRequest(
        db(),
        (await resolveMapping(db(), pizzaMapping()))[0]!,
        (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!,
        posOrderId,
      );
      if ('unmapped' in request) throw new Error(request.unmapped);
      await pos.iiko.createDelivery(request);
      expect(await exportOrder(pos, order.id)).toMatchObject({ state: 'success', posOrderId });
      expect(fake.orders().filter((candidate) => candidate.id === posOrderId)).toHaveLength(1);

      // A POS that never comes back: the job's last failure puts the order on the operator's list.
      const lost = await newOrder({ lines: [{ alias: 'pepperoni' }] });
      await expect(exportOrder(down, lost.id)).rejects.toBeInstanceOf(IikoUnavailable);
      await markExportFailed(pos, lost.id, 'iikoCloud unreachable after 5 attempts');
      expect((await failedExports(db())).map((row) => [row.orderId, row.error])).toContainEqual([
        lost.id,
        'iikoCloud unreachable after 5 attempts',
      ]);
    });

    it("runs as jobs: the export job sends and follows an order; after the last retry it is the operator's", async () => {
      const order = await newOrder({ lines: [{ alias: 'pepperoni' }] });
      const outcome = await posJobHandlers(pos)[POS_JOBS.exportOrder]({ orderId: order.id });
      expect(outcome).toMatchObject({ state: 'success' });
      expect(fake.order(outcome.posOrderId!)?.creationStatus).toBe('Success');

      const stuck = await newOrder({ lines: [{ alias: 'pepperoni' }] });
      const down = {
        ...pos,
        iiko: new IikoClient({ baseUrl: 'http://127.0.0.1:1', apiLogin: LOGIN, timeoutMs: 500 }),
      };
      const failure = await posJobHandlers(down)
        [POS_JOBS.exportOrder]({ orderId: stuck.id })
        .catch((error) => error);
      expect(failure).toBeInstanceOf(IikoUnavailable);
      await exportGaveUp(pos, stuck.id, failure);
      expect(await exportOf(stuck.id)).toMatchObject({
        state: 'error',
        error: expect.stringMatching(/after the last retry/),
      });
      await posJobHandlers(pos)[POS_JOBS.stopLists]({ brand: 'pizza' });
    });

    it('maps every POS status of a delivery to the spec statuses through the webhook', async () => {
      const order = await newOrder({ orderType: 'delivery', lines: [{ alias: 'pepperoni' }] });
      const { posOrderId } = await exportOrder(pos, order.id);
      const expected: [DeliveryStatus, string][] = [
        ['Unconfirmed', 'accepted'],
        ['WaitCooking', 'accepted'],
        ['ReadyForCooking', 'accepted'],
        ['CookingStarted', 'cooking'],
        ['CookingCompleted', 'cooking'],
        ['Waiting', 'sent'],
        ['OnWay', 'sent'],
        ['Delivered', 'done'],
        ['Closed', 'done'],
      ];
      for (const [status, spec] of expected) {
        fake.moveOrder(posOrderId!, status);
        await until(`${status} is applied`, async () => (await exportOf(order.id)).posStatus === status);
        expect(await orderStatus(order.id)).toBe(spec);
      }
      // Unconfirmed came with the creation already; each POS status is recorded once.
      expect((await history(order.id)).map(([, original]) => original)).toEqual(
        expected.map(([status]) => status),
      );
    });

    it('keeps a takeaway order cooking while it waits at the counter, and cancels on Cancelled', async () => {
      const takeaway = await newOrder({ orderType: 'takeaway', lines: [{ alias: 'pepperoni' }] });
      const { posOrderId } = await exportOrder(pos, takeaway.id);
      for (const status of ['CookingStarted', 'Waiting'] as const) {
        fake.moveOrder(posOrderId!, status);
        await until(`${status} is applied`, async () => (await exportOf(takeaway.id)).posStatus === status);
      }
      expect(await orderStatus(takeaway.id)).toBe('cooking');
      fake.moveOrder(posOrderId!, 'Closed');
      await until('done', async () => (await orderStatus(takeaway.id)) === 'done');

      const canceled = await newOrder({ lines: [{ alias: 'pepperoni' }] });
      const second = await exportOrder(pos, canceled.id);
      fake.moveOrder(second.posOrderId!, 'Cancelled');
      await until('canceled', async () => (await orderStatus(canceled.id)) === 'canceled');
    });

    it('changes nothing twice for duplicate and out-of-order webhooks', async () => {
      const order = await newOrder({ orderType: 'delivery', lines: [{ alias: 'pepperoni' }] });
      const { posOrderId } = await exportOrder(pos, order.id);
      await until('created', async () => (await exportOf(order.id)).posStatus === 'Unconfirmed');
      fake.holdWebhooks();
      fake.moveOrder(posOrderId!, 'CookingStarted');
      fake.moveOrder(posOrderId!, 'OnWay');
      await fake.flushWebhooks({ reverse: true, duplicate: true });
      await until('OnWay is applied', async () => (await exportOf(order.id)).posStatus === 'OnWay');
      expect(await orderStatus(order.id)).toBe('sent');
      expect(await history(order.id)).toEqual([
        ['accepted', 'Unconfirmed'],
        ['sent', 'OnWay'],
      ]);
      // A replayed stop list changes nothing either.
      const row = await productRow('pepperoni');
      fake.holdWebhooks();
      fake.setStop(CENTRE, 'pepperoni', true);
      await fake.flushWebhooks({ duplicate: true });
      await until('on stop', async () => (await statesOf(row.id)).length === 1);
      const brandVersion = await version(row.brandId);
      expect((await syncStopLists(pos))[0]!.changed).toBe(false);
      expect(await version(row.brandId)).toBe(brandVersion);
      fake.setStop(CENTRE, 'pepperoni', false);
      await until('off stop', async () => (await statesOf(row.id)).length === 0);
    });

    it('shows a POS stop and price on the public menu within seconds, through the catalogue version', async () => {
      const moscow = await cityFacts(ctx.app, 'moscow');
      const shopId = await centreShopId();
      const context = { city_id: moscow.id, order_type: 'takeaway', shop_id: shopId } as const;
      expect(productByAlias(await menu(ctx.app, context), 'pepperoni').type).toBe('default');
      const started = Date.now();
      fake.setStop(CENTRE, 'pepperoni', true);
      fake.setPrice('pizza', 'pepperoni', 555);
      await until(
        'the menu shows it',
        async () => {
          const pepperoni = productByAlias(await menu(ctx.app, context), 'pepperoni');
          return pepperoni.type === 'stop' && pepperoni.basic_price === 555;
        },
        10_000,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      fake.setStop(CENTRE, 'pepperoni', false);
      await until(
        'back on the menu',
        async () => (await statesOf((await productRow('pepperoni')).id)).length === 0,
      );
    });

    it('refuses webhooks without the auth token', async () => {
      for (const authorization of [undefined, 'wrong', `Bearer ${HOOK_TOKEN}x`]) {
        const response = await fetch(`${appUrl}/api/pos/iiko/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body: JSON.stringify([{ eventType: 'StopListUpdate', organizationId: 'x', eventInfo: {} }]),
        });
        expect(response.status).toBe(401);
      }
    });

    it('answers a malformed webhook body with a 422 in the error shape, not a 500', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/pos/iiko/webhook',
        headers: { 'content-type': 'application/json', authorization: HOOK_TOKEN },
        payload: JSON.stringify({ eventType: 'DeliveryOrderUpdate' }),
      });
      expectErrorBody(response, 422, 'validation');
      // Events of organizations nobody mapped, and event types we do not use, are taken and ignored.
      const foreign = await ctx.app.inject({
        method: 'POST',
        url: '/api/pos/iiko/webhook',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${HOOK_TOKEN}` },
        payload: JSON.stringify([
          { eventType: 'StopListUpdate', organizationId: 'not-ours', eventInfo: {} },
          {
            eventType: 'ReserveUpdate',
            organizationId: pizzaMapping().brands[0]!.menuOrganizationId,
            eventInfo: {},
          },
        ]),
      });
      expect(foreign.json()).toEqual({ applied: 0, ignored: 2 });
    });

    it('refuses a mapping naming a shop or city that does not exist, by name', async () => {
      const mapping = pizzaMapping();
      const organization = mapping.brands[0]!.organizations[0]!;
      organization.terminalGroups = { 'tg-x': 'nowhere' };
      await expect(resolveMapping(db(), mapping)).rejects.toThrow(/shop nowhere in moscow/);
      organization.city = 'atlantis';
      await expect(resolveMapping(db(), mapping)).rejects.toThrow(/city atlantis of pizza/);
      await expect(
        resolveMapping(db(), { brands: [{ ...mapping.brands[0]!, brand: 'nope' }] }),
      ).rejects.toThrow(/brand nope/);
    });

    it('renews an expired token on the 401 and before it expires, and waits out a 429', async () => {
      // A sync a webhook of an earlier test started would call the fake in between.
      await syncsSettled(pos);
      fake.calls.length = 0;
      fake.expireTokens();
      await syncStopLists(pos);
      expect(fake.calls.slice(0, 3)).toEqual([
        '/api/1/stop_lists',
        '/api/1/access_token',
        '/api/1/stop_lists',
      ]);

      let clock = 0;
      const client = new IikoClient({
        baseUrl: fake.url,
        apiLogin: LOGIN,
        tokenLifetimeMs: 1000,
        now: () => clock,
      });
      fake.calls.length = 0;
      await client.organizations();
      clock = 999;
      await client.organizations();
      clock = 1000;
      await client.organizations();
      expect(fake.calls).toEqual([
        '/api/1/access_token',
        '/api/1/organizations',
        '/api/1/organizations',
        '/api/1/access_token',
        '/api/1/organizations',
      ]);

      fake.setRateLimit({ limit: 1, windowMs: 100 });
      try {
        const limited = new IikoClient({ baseUrl: fake.url, apiLogin: LOGIN, maxRetryAfterMs: 150 });
        await limited.organizations();
        await expect(limited.organizations()).resolves.toMatchObject({ organizations: expect.any(Array) });
      } finally {
        fake.setRateLimit(null);
      }
    });
  },
  { app: { pos } },
);
