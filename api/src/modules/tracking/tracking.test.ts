import {
  cartResponseSchema,
  orderCancelResponseSchema,
  orderReadSchema,
  orderRepeatResponseSchema,
  orderStatusResponseSchema,
  userOrdersResponseSchema,
} from '@storefront/shared/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orderStatusEvents, orders, slotOccupancy } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { type CityFacts, cityFacts } from '../../test/world';
import { localizeSnapshot } from '../catalog/snapshot';
import type { OrderRow } from './access';
import {
  brandSnapshot,
  createTestOrder,
  guest,
  productId,
  signedIn,
  type TestOrderOptions,
  type TestVisitor,
} from './test-orders';

const NOW = new Date('2026-03-06T09:00:00Z'); // Friday, 12:00 in Moscow
const clock = { now: NOW };

describeEachDatabase(
  'order tracking: status, read, cancel, repeat, order list',
  (ctx) => {
    let moscow: CityFacts;
    beforeAll(async () => {
      moscow = await cityFacts(ctx.app, 'moscow');
    });
    const db = () => ctx.database.db;
    const order = (who: TestVisitor, options: Partial<TestOrderOptions> = {}) =>
      createTestOrder(db(), {
        sessionKeyHash: who.keyHash,
        customerId: who.customerId,
        ...(who.phone ? { phone: who.phone } : {}),
        now: clock.now,
        ...options,
      });
    const patchCart = async (row: OrderRow, patch: (cart: Record<string, unknown>) => void) => {
      const cart = structuredClone(row.cart);
      patch(cart);
      await db().update(orders).set({ cart }).where(eq(orders.id, row.id));
    };
    const productsOf = (cart: Record<string, unknown>) =>
      Object.values(cart.products as Record<string, Record<string, unknown>>);
    const events = (orderId: number) =>
      db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));

    describe('POST /api/order/status', () => {
      it('answers the session its own order: alias, name and description in Russian by default', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna);
        const response = await anna.visitor.post('/api/order/status', {
          order_id: row.id,
          order_type: 'takeaway',
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = orderStatusResponseSchema.parse(response.json());
        expect(body).toMatchObject({
          order_id: row.id,
          order_type: 'takeaway',
          status: { alias: 'accepted', name: 'Заказ принят', original_status: 'accepted' },
          can_cancel: true,
          can_repeat: false,
          is_trackable: true,
          has_courier: false,
          payment_deadline: null,
        });
        expect(body.status.description).toBeTruthy();
      });

      it('speaks the cookie language (English for an unknown one), and takes the id as a digit string', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, { status: 'cooking' });
        for (const [language, name] of [
          ['de', 'In Zubereitung'],
          ['tr', 'Hazırlanıyor'],
          ['uk', 'Готується'],
          ['fr', 'Cooking'],
        ] as const) {
          anna.visitor.cookies.set('language', language);
          const response = await anna.visitor.post('/api/order/status', { order_id: String(row.id) });
          expect(orderStatusResponseSchema.parse(response.json()).status).toMatchObject({
            alias: 'cooking',
            name,
            original_status: 'cooking',
          });
        }
      });

      it('tells a waiting_for_payment order its payment deadline, and a done order is not trackable', async () => {
        const anna = await guest(ctx.app);
        const waiting = await order(anna, { status: 'waiting_for_payment', paymentType: 'sbp' });
        const deadline = new Date(clock.now.getTime() + 10 * 60_000);
        await db().update(orders).set({ paymentDeadline: deadline }).where(eq(orders.id, waiting.id));
        const body = orderStatusResponseSchema.parse(
          (await anna.visitor.post('/api/order/status', { order_id: waiting.id })).json(),
        );
        expect(body).toMatchObject({ payment_deadline: deadline.toISOString(), can_cancel: false });
        const done = await order(anna, { status: 'done' });
        expect(
          orderStatusResponseSchema.parse(
            (await anna.visitor.post('/api/order/status', { order_id: done.id })).json(),
          ),
        ).toMatchObject({ is_trackable: false, can_repeat: true, can_cancel: false });
      });

      it('answers the signed-in owner from any of their sessions (another device)', async () => {
        const boris = await signedIn(ctx.app, db());
        const row = await order(boris);
        const otherDevice = await guest(ctx.app);
        await db().update(orders).set({ sessionKeyHash: otherDevice.keyHash }).where(eq(orders.id, row.id));
        const response = await boris.visitor.post('/api/order/status', { order_id: row.id });
        expect(response.statusCode, response.body).toBe(200);
      });

      it('recognises a guest order placed with the customer’s phone before signing in', async () => {
        const before = await guest(ctx.app);
        const customer = await signedIn(ctx.app, db());
        const row = await order(before, { phone: customer.phone!, customerId: null });
        expect((await customer.visitor.post('/api/order/status', { order_id: row.id })).statusCode).toBe(200);
      });

      it('answers 404 §8 for an order that does not exist, and 422 for a malformed id', async () => {
        const anna = await guest(ctx.app);
        const missing = expectErrorBody(
          await anna.visitor.post('/api/order/status', { order_id: 2_000_000_000 }),
          404,
        );
        expect(missing.errors.order_id).toEqual(['Заказ не найден.']);
        const malformed = expectErrorBody(
          await anna.visitor.post('/api/order/status', { order_id: 'abc' }),
          422,
        );
        expect(malformed.errors).toHaveProperty('order_id');
        expectErrorBody(await anna.visitor.post('/api/order/status', { order_id: 99_999_999_999 }), 422);
        expectErrorBody(await anna.visitor.post('/api/order/status', {}), 422);
      });

      it('answers 404 for an order of another brand, even to its own session', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna);
        const response = await anna.visitor.request({
          method: 'POST',
          url: '/api/order/status',
          headers: { 'x-brand': 'rolls' },
          payload: { order_id: row.id },
        });
        expectErrorBody(response, 404, 'not_found');
      });
    });

    describe('GET /api/order/:order_id', () => {
      it('reads a takeaway order: lines with images and modifiers, prices, shop', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, {
          lines: [{ alias: 'pepperoni', count: 2, modifiers: ['35 см', 'Тонкое', 'Сырный бортик'] }],
        });
        const response = await anna.visitor.get(`/api/order/${row.id}`);
        expect(response.statusCode, response.body).toBe(200);
        const read = orderReadSchema.parse(response.json());
        expect(read).toMatchObject({
          order_id: row.id,
          order_type: 'takeaway',
          payment_type: 'cash',
          currency: 'RUB',
          city_id: moscow.id,
          created_at: NOW.toISOString(),
          shop: { id: moscow.centreShop.id, name: moscow.centreShop.name },
          delivery_address: null,
          interval: null,
        });
        const [line] = read.cart.products;
        expect(line).toMatchObject({ name: 'Пепперони', count: 2, price: 549 + 300 + 129, total: 2 * 978 });
        expect(line?.images?.small.url).toBeTruthy();
        expect(line?.modifiers.find((m) => m.name === 'Сырный бортик')).toMatchObject({
          price: 129,
          count: 1,
          total: 129,
        });
        expect(read.cart.prices).toMatchObject({ subtotal: 1956, delivery: 0, discount: 0, bonuses: 0 });
        expect(read.cart.prices.total).toBe(row.total);
      });

      it('names the lines in the visitor’s language, though the order was placed in Russian', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, {
          lines: [{ alias: 'pepperoni', count: 1, modifiers: ['35 см', 'Тонкое', 'Сырный бортик'] }],
        });
        const german = localizeSnapshot(await brandSnapshot(db()), 'de');
        const pepperoni = productId(german, 'pepperoni');
        anna.visitor.cookies.set('language', 'de');
        const read = orderReadSchema.parse((await anna.visitor.get(`/api/order/${row.id}`)).json());
        const [line] = read.cart.products;
        expect(line?.name).toBe(german.products.get(pepperoni)?.name);
        expect(line?.name).toMatch(/^[\p{Script=Latin}\s\d-]+$/u);
        const crust = line?.modifiers.find((m) => m.price === 129);
        expect(crust?.name).toBe(german.modifierById.get(crust?.id ?? 0)?.name);
        expect(crust?.name).not.toBe('Сырный бортик');
      });

      it('reads a delivery order with its address, the zone’s kitchen and the delivery price', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, { orderType: 'delivery', address: 'Тверская улица, 12' });
        const read = orderReadSchema.parse((await anna.visitor.get(`/api/order/${row.id}`)).json());
        expect(read.order_type).toBe('delivery');
        expect(read.delivery_address).toMatchObject({
          address: 'Тверская улица, 12',
          room: '12',
          entrance: '1',
        });
        expect(read.shop).not.toBeNull();
        expect(read.cart.prices.delivery).toBe(199);
        expect(read.cart.prices.total).toBe(read.cart.prices.subtotal + read.cart.prices.packages + 199);
      });

      it('reads a snapshot it does not fully understand without failing (lines skipped, total from the row, a product gone from the catalogue keeps its stored name)', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna);
        await db()
          .update(orders)
          .set({
            cart: {
              products: [{ id: 'x' }, { id: 999_999, count: 1, name: 'Старое', price: '150', type: 'odd' }],
              prices: null,
            },
          })
          .where(eq(orders.id, row.id));
        const read = orderReadSchema.parse((await anna.visitor.get(`/api/order/${row.id}`)).json());
        expect(read.cart.products).toEqual([
          {
            key: '999999',
            id: 999_999,
            name: 'Старое',
            type: 'default',
            count: 1,
            price: 150,
            total: 150,
            images: null,
            modifiers: [],
          },
        ]);
        expect(read.cart.prices.total).toBe(row.total);
      });

      it('answers 404 for a missing order and 422 for a non-numeric id', async () => {
        const anna = await guest(ctx.app);
        expectErrorBody(await anna.visitor.get('/api/order/2000000000'), 404, 'not_found');
        expectErrorBody(await anna.visitor.get('/api/order/abc'), 422);
      });
    });

    describe('POST /api/order/cancel', () => {
      it('cancels an accepted order: event by the customer, spent bonuses back, interval slot freed', async () => {
        const boris = await signedIn(ctx.app, db(), { bonusBalance: 100 });
        const row = await order(boris, {
          bonusesSpent: 150,
          intervalId: '2026-03-06_1080',
          intervalStart: new Date('2026-03-06T15:00:00Z'),
          nextStatusAt: new Date('2026-03-06T14:00:00Z'),
        });
        const scope = {
          orderType: 'takeaway' as const,
          scopeId: moscow.centreShop.id,
          date: '2026-03-06',
          startMinute: 1080,
        };
        await db()
          .insert(slotOccupancy)
          .values({ ...scope, taken: 3 });
        const response = await boris.visitor.post('/api/order/cancel', { order_id: row.id });
        expect(response.statusCode, response.body).toBe(200);
        expect(orderCancelResponseSchema.parse(response.json())).toMatchObject({
          status: { alias: 'canceled', name: 'Заказ отменён' },
          can_cancel: false,
          can_repeat: true,
          is_trackable: false,
        });
        const [stored] = await db().select().from(orders).where(eq(orders.id, row.id));
        expect(stored).toMatchObject({ status: 'canceled', nextStatusAt: null });
        expect(await events(row.id)).toEqual([
          expect.objectContaining({ status: 'canceled', source: 'customer' }),
        ]);
        const [customer] = await db().select().from(customers).where(eq(customers.id, boris.customerId!));
        expect(customer?.bonusBalance).toBe(250);
        const [slot] = await db()
          .select()
          .from(slotOccupancy)
          .where(and(eq(slotOccupancy.scopeId, scope.scopeId), eq(slotOccupancy.startMinute, 1080)));
        expect(slot?.taken).toBe(2);
      });

      it('refuses once cooking has started, or twice, with a message for the error modal (409)', async () => {
        const anna = await guest(ctx.app);
        for (const status of ['cooking', 'sent', 'done', 'canceled', 'waiting_for_payment'] as const) {
          const row = await order(anna, { status });
          const body = expectErrorBody(
            await anna.visitor.post('/api/order/cancel', { order_id: row.id }),
            409,
            'order_not_cancelable',
          );
          expect(body.message).toMatch(/Отменить можно только/);
          expect(body.errors.order_id).toEqual([body.message]);
          const [stored] = await db().select().from(orders).where(eq(orders.id, row.id));
          expect(stored?.status).toBe(status);
        }
        const row = await order(anna);
        expect((await anna.visitor.post('/api/order/cancel', { order_id: row.id })).statusCode).toBe(200);
        expectErrorBody(await anna.visitor.post('/api/order/cancel', { order_id: row.id }), 409);
        expect(await events(row.id)).toHaveLength(1);
      });

      it('lets exactly one of two concurrent cancels through', async () => {
        const boris = await signedIn(ctx.app, db(), { bonusBalance: 0 });
        const row = await order(boris, { bonusesSpent: 40 });
        const answers = await Promise.all([
          boris.visitor.post('/api/order/cancel', { order_id: row.id }),
          boris.visitor.post('/api/order/cancel', { order_id: row.id }),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        const [customer] = await db().select().from(customers).where(eq(customers.id, boris.customerId!));
        expect(customer?.bonusBalance).toBe(40);
        expect(await events(row.id)).toHaveLength(1);
      });

      it('answers 422 without an order id and 404 for a missing order', async () => {
        const anna = await guest(ctx.app);
        expectErrorBody(await anna.visitor.post('/api/order/cancel', {}), 422);
        expectErrorBody(await anna.visitor.post('/api/order/cancel', { order_id: 2_000_000_000 }), 404);
      });
    });

    describe('POST /api/order/repeat', () => {
      it('rebuilds the cart of a done takeaway order at today’s prices, in its shop, replacing the cart', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, {
          status: 'done',
          lines: [
            { alias: 'margherita', count: 2 },
            { alias: 'pepperoni', modifiers: ['30 см', 'Традиционное'] },
          ],
        });
        // The order was priced when everything cost 1 ₽ less.
        await patchCart(row, (cart) => {
          for (const line of productsOf(cart)) {
            line.price_with_modifiers = Number(line.price_with_modifiers) - 1;
          }
        });
        // Something else is in the cart now, in another shop.
        await anna.visitor.put('/api/cart/add', {
          city_id: moscow.id,
          order_type: 'takeaway',
          shop_id: moscow.districtShop.id,
          product_key: String(productId(await brandSnapshot(db()), 'margherita')),
          count: 5,
        });
        const response = await anna.visitor.post('/api/order/repeat', { order_id: row.id });
        expect(response.statusCode, response.body).toBe(200);
        const body = orderRepeatResponseSchema.parse(response.json());
        expect(body).toMatchObject({ order_type: 'takeaway', delivery_address: null, unavailable: [] });
        expect(body.shop?.id).toBe(moscow.centreShop.id);
        expect(body.cart.context).toMatchObject({ order_type: 'takeaway', shop_id: moscow.centreShop.id });
        const lines = Object.values(body.cart.products);
        expect(lines.map((line) => [line.name, line.count, line.price_with_modifiers]).sort()).toEqual(
          [
            ['Маргарита', 2, 449],
            ['Пепперони', 1, 549 + 150],
          ].sort(),
        );
        expect(body.product_groups.length).toBeGreaterThan(0);
        // The session's cart is that cart now.
        const cart = cartResponseSchema.parse((await anna.visitor.put('/api/cart')).json()).cart;
        expect(cart.count).toBe(3);
        expect(cart.prices.subtotal).toBe(2 * 449 + 699);
      });

      it('restores a delivery order’s address and zone', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, {
          status: 'done',
          orderType: 'delivery',
          address: 'Тверская улица, 12',
        });
        const body = orderRepeatResponseSchema.parse(
          (await anna.visitor.post('/api/order/repeat', { order_id: row.id })).json(),
        );
        expect(body.order_type).toBe('delivery');
        expect(body.shop).toBeNull();
        expect(body.delivery_address).toMatchObject({
          address: 'Тверская улица, 12',
          room: '12',
          delivery_possible: true,
          delivery_zone_id: moscow.zones.outer,
        });
        expect(body.cart.context).toMatchObject({
          order_type: 'delivery',
          delivery_zone_id: moscow.zones.outer,
        });
        expect(body.cart.prices.delivery).toBe(199);
      });

      it('repeats a canceled order too (documented: a customer who canceled may want it again)', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, { status: 'canceled' });
        expect((await anna.visitor.post('/api/order/repeat', { order_id: row.id })).statusCode).toBe(200);
      });

      it('flags and skips lines whose product is gone, stopped, or whose modifier is stopped', async () => {
        const anna = await guest(ctx.app);
        const snapshot = await brandSnapshot(db());
        const stoppedHere = [...(snapshot.states.get(moscow.centreShop.id) ?? [])].find(
          ([, s]) => s === 'stop',
        )![0];
        const stoppedAlias = snapshot.products.get(stoppedHere)!.alias;
        const jalapeno = [...snapshot.modifierById.values()].find(
          (m) => m.name === 'Халапеньо' && m.productId === productId(snapshot, 'pepperoni'),
        )!;
        const row = await order(anna, {
          status: 'done',
          lines: [{ alias: 'margherita' }, { alias: 'pepperoni' }, { alias: stoppedAlias }],
        });
        await patchCart(row, (cart) => {
          const lines = productsOf(cart);
          // At order time the stopped product was on sale and jalapeño was in stock.
          for (const line of lines) line.type = 'default';
          const pepperoni = lines.find((line) => line.name === 'Пепперони')!;
          (pepperoni.modifiers as unknown[]).push({
            id: jalapeno.id,
            name: jalapeno.name,
            price: 49,
            count: 1,
          });
          (cart.products as Record<string, unknown>)['999999'] = {
            key: '999999',
            id: 999_999,
            name: 'Пицца прошлого сезона',
            type: 'default',
            count: 1,
            price_with_modifiers: 500,
            modifiers: [],
          };
        });
        const body = orderRepeatResponseSchema.parse(
          (await anna.visitor.post('/api/order/repeat', { order_id: row.id })).json(),
        );
        expect(Object.values(body.cart.products).map((line) => line.name)).toEqual(['Маргарита']);
        expect(body.unavailable.map((line) => [line.name, line.reason]).sort()).toEqual(
          [
            ['Пепперони', 'modifier_unavailable'],
            ['Пицца прошлого сезона', 'product_gone'],
            [snapshot.products.get(stoppedHere)!.name, 'product_stop'],
          ].sort(),
        );
        expect(body.unavailable.every((line) => line.message.length > 0)).toBe(true);
      });

      it('refuses an order that is still open (409 with a message)', async () => {
        const anna = await guest(ctx.app);
        for (const status of ['accepted', 'cooking', 'sent', 'waiting_for_payment'] as const) {
          const row = await order(anna, { status });
          const body = expectErrorBody(
            await anna.visitor.post('/api/order/repeat', { order_id: row.id }),
            409,
            'order_not_repeatable',
          );
          expect(body.message).toMatch(/Повторить можно только/);
        }
      });

      it('answers 422 when the shop of the order is gone from the brand', async () => {
        const anna = await guest(ctx.app);
        const row = await order(anna, { status: 'done' });
        await db().update(orders).set({ shopId: null }).where(eq(orders.id, row.id));
        expectErrorBody(
          await anna.visitor.post('/api/order/repeat', { order_id: row.id }),
          422,
          'shopNotSelected',
        );
      });
    });

    describe('GET /api/user/orders', () => {
      it('answers 401 §8 to guests', async () => {
        const anna = await guest(ctx.app);
        await order(anna);
        const body = expectErrorBody(await anna.visitor.get('/api/user/orders'), 401, 'unauthorized');
        expect(body.message).toBe('Войдите, чтобы увидеть свои заказы.');
        expectErrorBody(await ctx.app.inject({ url: '/api/user/orders' }), 401);
      });

      it('lists the customer’s orders newest first, grouped by Moscow date, 10 a page', async () => {
        const boris = await signedIn(ctx.app, db());
        const other = await signedIn(ctx.app, db());
        await order(other);
        // 12 orders: 11 on 5 March, the newest at 00:30 Moscow on 6 March (21:30 UTC on the 5th).
        for (let i = 0; i < 11; i++)
          await order(boris, { createdAt: new Date(Date.UTC(2026, 2, 5, 8 + i)), status: 'done' });
        const newest = await order(boris, {
          createdAt: new Date('2026-03-05T21:30:00Z'),
          orderType: 'delivery',
        });
        const first = userOrdersResponseSchema.parse((await boris.visitor.get('/api/user/orders')).json());
        expect(first).toMatchObject({ page: 1, per_page: 10, total: 12, has_more: true });
        expect(first.orders.map((group) => [group.date, group.orders.length])).toEqual([
          ['2026-03-06', 1],
          ['2026-03-05', 9],
        ]);
        const top = first.orders[0]!.orders[0]!;
        expect(top).toMatchObject({
          order_id: newest.id,
          order_type: 'delivery',
          status: { alias: 'accepted' },
          is_trackable: true,
          can_cancel: true,
          count: 3,
        });
        expect(top.receiving).toMatch(/Тверская улица, 3/);
        expect(top.prices.total).toBe(newest.total);
        const second = userOrdersResponseSchema.parse(
          (await boris.visitor.get('/api/user/orders?page=2')).json(),
        );
        expect(second).toMatchObject({ page: 2, total: 12, has_more: false });
        expect(second.orders.flatMap((group) => group.orders)).toHaveLength(2);
        expect(second.orders[0]!.orders[0]).toMatchObject({ can_repeat: true, is_trackable: false });
        const beyond = userOrdersResponseSchema.parse(
          (await boris.visitor.get('/api/user/orders?page=5')).json(),
        );
        expect(beyond).toMatchObject({ orders: [], has_more: false, total: 12 });
      });

      it('answers 422 for a malformed page', async () => {
        const boris = await signedIn(ctx.app, db());
        expectErrorBody(await boris.visitor.get('/api/user/orders?page=0'), 422);
        expectErrorBody(await boris.visitor.get('/api/user/orders?page=abc'), 422);
      });
    });
  },
  { app: { now: () => clock.now } },
);
