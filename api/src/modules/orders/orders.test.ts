import {
  orderCacheResponseSchema,
  paymentSettingsResponseSchema,
  paymentTypesResponseSchema,
  placeOrderResponseSchema,
} from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orderCaches, orderStatusEvents, orders, slotOccupancy } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { MOSCOW } from '../../test/world';
import {
  type CheckoutWorld,
  checkoutWorld,
  fillDelivery,
  fillTakeaway,
  NOW,
  orderBody,
  readyVisitor,
  signIn,
  visitor,
} from './test-checkout';

describeEachDatabase(
  'checkout: payment types, settings, order cache and create',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
    });
    const orderRow = async (id: number) =>
      (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const cartOf = async (v: ReturnType<typeof visitor>) => (await v.put('/api/cart')).json().cart;

    describe('POST /api/user/payment-types', () => {
      it('lists the types the city allows for the order type, online ones flagged', async () => {
        const response = await visitor(ctx.app).post('/api/user/payment-types', {
          city_id: world.moscow.id,
          order_type: 'delivery',
        });
        expect(response.statusCode, response.body).toBe(200);
        const { payment_types } = paymentTypesResponseSchema.parse(response.json());
        const aliases = payment_types.map((type) => type.alias);
        expect(aliases).toEqual(
          expect.arrayContaining(['cash', 'card', 'sbp', 'sberpay', 'apple_pay', 'google_pay', 'aggregator']),
        );
        expect(payment_types.find((type) => type.alias === 'cash')).toMatchObject({
          is_online: false,
          name: 'Наличными',
        });
        expect(payment_types.find((type) => type.alias === 'card')).toMatchObject({ is_online: true });
      });

      it('answers another list for takeaway and in another country', async () => {
        const takeaway = paymentTypesResponseSchema.parse(
          (
            await visitor(ctx.app).post('/api/user/payment-types', {
              city_id: world.moscow.id,
              order_type: 'takeaway',
              shop_id: world.moscow.centreShop.id,
            })
          ).json(),
        );
        expect(takeaway.payment_types.map((type) => type.alias)).not.toContain('aggregator');
      });

      it('refuses an unknown city or a shop of another city (§8 field errors)', async () => {
        const v = visitor(ctx.app);
        expectErrorBody(
          await v.post('/api/user/payment-types', { city_id: 999_999, order_type: 'delivery' }),
          422,
        );
        const body = expectErrorBody(
          await v.post('/api/user/payment-types', {
            city_id: world.moscow.id,
            order_type: 'takeaway',
            shop_id: 999_999,
          }),
          422,
        );
        expect(body.errors.shop_id).toBeDefined();
        expectErrorBody(await v.post('/api/user/payment-types', { order_type: 'nope' }), 422);
      });
    });

    describe('POST /api/order/payment-settings', () => {
      const settings = async (payment_type: string, city_id = world.moscow.id, is_delivery = true) => {
        const response = await visitor(ctx.app).post('/api/order/payment-settings', {
          payment_type,
          city_id,
          is_delivery,
        });
        expect(response.statusCode, response.body).toBe(200);
        return paymentSettingsResponseSchema.parse(response.json());
      };

      it('sends card payment straight to pay with the widget key (verify_param)', async () => {
        const card = await settings('card');
        expect(card).toMatchObject({ acquiring: 'sandbox_new', is_online: true });
        expect(card.verify_param).toMatch(/^pk_/);
        // The widget is the acquirer service's page, on its origin (never the API's).
        expect(card.widget_url).toBe(`${ctx.acquirer.url}/widget`);
      });

      it('takes SberPay (and cards where the old acquiring runs) through the order cache', async () => {
        expect(await settings('sberpay')).toMatchObject({ acquiring: 'sandbox_old', verify_param: null });
        const spb = (await ctx.app.inject({ url: '/api/cities/saint-petersburg' })).json().city.id as number;
        expect(await settings('card', spb)).toMatchObject({ acquiring: 'sandbox_old' });
      });

      it('has nothing to pay online for cash', async () => {
        expect(await settings('cash')).toEqual({
          acquiring: null,
          verify_param: null,
          is_online: false,
          widget_url: null,
        });
      });

      it('refuses a type the city does not take, and an unknown one', async () => {
        const minsk = (await ctx.app.inject({ url: '/api/cities/minsk' })).json().city.id as number;
        const v = visitor(ctx.app);
        const body = expectErrorBody(
          await v.post('/api/order/payment-settings', {
            payment_type: 'sbp',
            city_id: minsk,
            is_delivery: true,
          }),
          422,
        );
        expect(body.errors.payment_type).toHaveLength(1);
        expectErrorBody(
          await v.post('/api/order/payment-settings', { payment_type: 'bitcoin', city_id: minsk }),
          422,
        );
      });
    });

    describe('POST /api/order/create', () => {
      it('places a cash takeaway order priced from the cart, accepted at once, and empties the cart', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const before = await cartOf(v);
        const response = await v.post(
          '/api/order/create',
          orderBody(world, { cash: '2000', order_comment: 'Без лука' }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const placed = placeOrderResponseSchema.parse(response.json());
        expect(placed).toMatchObject({
          payment_type: 'cash',
          status: 'accepted',
          total: before.prices.total,
          payment_deadline: null,
        });
        expect(placed.order_id).toBeGreaterThanOrEqual(100001);
        const row = await orderRow(placed.order_id);
        expect(row).toMatchObject({
          status: 'accepted',
          cash: 2000,
          comment: 'Без лука',
          total: before.prices.total,
          currency: 'RUB',
        });
        expect(row.nextStatusAt).toBeNull();
        expect((row.cart as { products: unknown[] }).products).toHaveLength(1);
        const events = await ctx.database.db
          .select()
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, placed.order_id));
        expect(events).toMatchObject([{ status: 'accepted', source: 'customer' }]);
        expect((await cartOf(v)).count).toBe(0);
      });

      it('ignores prices a client sends: the total is the server cart total', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const total = (await cartOf(v)).prices.total;
        const response = await v.post(
          '/api/order/create',
          orderBody(world, { total: 1, cart: { prices: { total: 1 } } }),
        );
        expect(placeOrderResponseSchema.parse(response.json()).total).toBe(total);
      });

      it('starts an online order waiting for payment with a 10-minute deadline and keeps the cart', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const placed = placeOrderResponseSchema.parse(
          (await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }))).json(),
        );
        expect(placed.status).toBe('waiting_for_payment');
        expect(Date.parse(placed.payment_deadline!) - NOW.getTime()).toBe(10 * 60_000);
        expect((await cartOf(v)).count).toBe(2);
      });

      it('attaches the signed-in customer and uses their phone', async () => {
        const { v, customerId, phone } = await readyVisitor(ctx.app, ctx.database, world);
        const placed = placeOrderResponseSchema.parse(
          (await v.post('/api/order/create', orderBody(world))).json(),
        );
        expect(await orderRow(placed.order_id)).toMatchObject({ customerId, phone, username: 'Анна' });
      });

      it('needs a signed-in session where customer auth is on (401 §8)', async () => {
        const v = visitor(ctx.app);
        await fillTakeaway(world, v);
        expectErrorBody(
          await v.post('/api/order/create', orderBody(world, { phone: '+7 912 345-67-89' })),
          401,
          'auth_required',
        );
        expectErrorBody(
          await visitor(ctx.app).post('/api/order/create', orderBody(world)),
          401,
          'auth_required',
        );
      });

      it('lets guests order where auth is off, phone required (spec §6)', async () => {
        const lavash = await checkoutWorld(ctx.app, 'lavash');
        const v = visitor(ctx.app, { brand: 'lavash' });
        const add = await v.put('/api/cart/add', {
          city_id: lavash.moscow.id,
          order_type: 'takeaway',
          shop_id: lavash.moscow.centreShop.id,
          product_key: String(Object.values(lavash.ids)[0]),
        });
        expect(add.statusCode, add.body).toBe(200);
        const body = {
          city_id: lavash.moscow.id,
          order_type: 'takeaway',
          shop_id: lavash.moscow.centreShop.id,
          username: 'Гость',
          payment_type: 'cash',
        };
        const missing = expectErrorBody(await v.post('/api/order/create', body), 422);
        expect(missing.errors.phone).toHaveLength(1);
        const short = expectErrorBody(await v.post('/api/order/create', { ...body, phone: '+7 (912' }), 422);
        expect(short.errors.phone).toHaveLength(1);
        const response = await v.post('/api/order/create', { ...body, phone: '+7 (912) 345-67-89' });
        expect(response.statusCode, response.body).toBe(200);
        const row = await orderRow(response.json().order_id);
        expect(row).toMatchObject({ customerId: null, phone: '79123456789' });
      });

      it('answers the §5 field errors together: username, payment type', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const schema = expectErrorBody(
          await v.post('/api/order/create', orderBody(world, { username: '  ' })),
          422,
        );
        expect(schema.errors.username).toEqual(['validation.required']);
        const unknown = expectErrorBody(
          await v.post('/api/order/create', orderBody(world, { payment_type: 'bitcoin' })),
          422,
        );
        expect(unknown.errors.payment_type).toHaveLength(1);
        const minsk = (await ctx.app.inject({ url: '/api/cities/minsk' })).json().city.id as number;
        expect(minsk).toBeGreaterThan(0);
        const notHere = expectErrorBody(
          await v.post('/api/order/create', orderBody(world, { payment_type: 'aggregator' })),
          422,
        );
        expect(notHere.errors.payment_type).toHaveLength(1);
      });

      it('checks the change amount: digits 0..5000, and not below the total (typeError change, §8)', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        for (const cash of ['12a', 6000, -1, 1.5]) {
          const body = expectErrorBody(await v.post('/api/order/create', orderBody(world, { cash })), 422);
          expect(body.errors.cash).toHaveLength(1);
        }
        const below = expectErrorBody(
          await v.post('/api/order/create', orderBody(world, { cash: '500' })),
          422,
          'change',
        );
        expect(below.errors.typeError).toEqual(['change']);
        expect(below.errors.cash).toHaveLength(1);
        expect((await v.post('/api/order/create', orderBody(world, { cash: '' }))).statusCode).toBe(200);
      });

      it('refuses an empty cart', async () => {
        const v = visitor(ctx.app);
        await signIn(ctx.database, v);
        expectErrorBody(await v.post('/api/order/create', orderBody(world)), 422, 'cart_empty');
      });

      it('needs a shop for takeaway, and one that is taking orders today', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const body = expectErrorBody(
          await v.post('/api/order/create', orderBody(world, { shop_id: world.moscow.stoppedShop.id })),
          422,
          'shop_not_accepting',
        );
        expect(body.errors.shop_id).toHaveLength(1);
      });

      it('delivery: needs the apartment, then takes the address from the session with the details', async () => {
        const v = visitor(ctx.app);
        await signIn(ctx.database, v);
        await fillDelivery(world, v, MOSCOW.centre, 3);
        const body = {
          city_id: world.moscow.id,
          order_type: 'delivery',
          username: 'Анна',
          payment_type: 'cash',
        };
        const room = expectErrorBody(await v.post('/api/order/create', body), 422);
        expect(room.errors['delivery_address.room']).toHaveLength(1);
        const response = await v.post('/api/order/create', {
          ...body,
          delivery_address: { room: '12', floor: '3', entrance: '2', description: 'Домофон не работает' },
        });
        expect(response.statusCode, response.body).toBe(200);
        const row = await orderRow(response.json().order_id);
        expect(row.deliveryAddress).toMatchObject({
          room: '12',
          floor: '3',
          entrance: '2',
          description: 'Домофон не работает',
        });
        expect(row.deliveryAddress?.street).toBeTruthy();
        expect(row.deliveryZoneId).toBe(world.moscow.zones.centre);
      });

      it('delivery: needs an address, and the zone minimum (spec §5)', async () => {
        const v = visitor(ctx.app);
        await signIn(ctx.database, v);
        await fillTakeaway(world, v);
        const body = {
          city_id: world.moscow.id,
          order_type: 'delivery',
          username: 'Анна',
          payment_type: 'cash',
          delivery_address: { room: '1' },
        };
        expectErrorBody(await v.post('/api/order/create', body), 422, 'delivery_address_required');
        const small = visitor(ctx.app);
        await signIn(ctx.database, small);
        await fillDelivery(world, small, MOSCOW.outer, 1);
        const minimum = expectErrorBody(await small.post('/api/order/create', body), 422, 'minimum_order');
        expect(minimum.errors.cart).toHaveLength(1);
      });

      it('books the chosen interval slot and refuses one that is not offered', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const intervals = (await v.post('/api/schedule/intervals', { date: '2026-03-06' })).json()
          .intervals as { id: string; disabled: boolean }[];
        const slot = intervals.find((interval) => !interval.disabled)!;
        const response = await v.post('/api/order/create', orderBody(world, { interval_id: slot.id }));
        expect(response.statusCode, response.body).toBe(200);
        const row = await orderRow(response.json().order_id);
        expect(row.intervalId).toBe(slot.id);
        expect(row.intervalStart).toBeInstanceOf(Date);
        const [minute] = slot.id.split('_').slice(1).map(Number);
        const booked = await ctx.database.db
          .select()
          .from(slotOccupancy)
          .where(eq(slotOccupancy.startMinute, minute!));
        expect(booked.some((row) => row.scopeId === world.moscow.centreShop.id && row.taken >= 1)).toBe(true);

        const { v: late } = await readyVisitor(ctx.app, ctx.database, world);
        const past = expectErrorBody(
          await late.post('/api/order/create', orderBody(world, { interval_id: '2026-03-06_60' })),
          422,
          'interval_unavailable',
        );
        expect(past.errors.interval).toHaveLength(1);
      });
    });

    describe('POST /api/order/create-order-cache', () => {
      it('stores the validated, priced order for 10 minutes without placing it', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const total = (await cartOf(v)).prices.total;
        const response = await v.post(
          '/api/order/create-order-cache',
          orderBody(world, { payment_type: 'sberpay' }),
        );
        expect(response.statusCode, response.body).toBe(200);
        const cache = orderCacheResponseSchema.parse(response.json());
        expect(cache.total).toBe(total);
        expect(Date.parse(cache.expires_at) - Date.parse(cache.created_at)).toBe(10 * 60_000);
        const [row] = await ctx.database.db
          .select()
          .from(orderCaches)
          .where(eq(orderCaches.key, cache.order_cache_key));
        expect(row).toMatchObject({ orderId: null, total });
        expect((await cartOf(v)).count).toBe(2);
      });

      it('validates like create and refuses offline payment types', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        expectErrorBody(
          await v.post('/api/order/create-order-cache', orderBody(world, { payment_type: 'cash' })),
          422,
        );
        expectErrorBody(
          await v.post(
            '/api/order/create-order-cache',
            orderBody(world, { payment_type: 'card', username: '' }),
          ),
          422,
        );
        expectErrorBody(
          await visitor(ctx.app).post(
            '/api/order/create-order-cache',
            orderBody(world, { payment_type: 'card' }),
          ),
          401,
        );
      });
    });
  },
  { app: { now: () => NOW } },
);

// Before the spend deadline (21 May 2025) so the bonus program lets the cart spend points.
const BONUS_NOW = new Date('2025-05-16T09:00:00Z');

describeEachDatabase(
  'checkout: bonus write-off',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
    });

    it('writes spent bonuses off the balance in the order transaction; a stale balance is refused', async () => {
      const { v, customerId } = await readyVisitor(ctx.app, ctx.database, world, 300);
      v.cookies.set('enable_bonus_program', '1');
      const applied = await v.put('/api/cart/gift/apply-bonuses', { bonuses: 200 });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().cart.prices.bonuses).toBe(200);
      const total = applied.json().cart.prices.total;
      const placed = placeOrderResponseSchema.parse(
        (await v.post('/api/order/create', orderBody(world))).json(),
      );
      expect(placed.total).toBe(total);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.order_id));
      expect(row!.bonusesSpent).toBe(200);
      const balance = async () =>
        (await ctx.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]!.bonusBalance;
      expect(await balance()).toBe(100);

      // The balance dropped elsewhere after the cart was priced: nothing is placed, nothing spent.
      const { v: w, customerId: other } = await readyVisitor(ctx.app, ctx.database, world, 300);
      w.cookies.set('enable_bonus_program', '1');
      expect((await w.put('/api/cart/gift/apply-bonuses', { bonuses: 250 })).statusCode).toBe(200);
      await ctx.database.db.update(customers).set({ bonusBalance: 100 }).where(eq(customers.id, other));
      const refused = expectErrorBody(
        await w.post('/api/order/create', orderBody(world)),
        422,
        'bonuses_unavailable',
      );
      expect(refused.errors.bonuses).toHaveLength(1);
      expect(await ctx.database.db.select().from(orders).where(eq(orders.customerId, other))).toHaveLength(0);
    });
  },
  {
    app: {
      now: () => BONUS_NOW,
      // What sign-in's balance source does: the customer's stored points.
      bonusBalance: async () => 300,
    },
  },
);
