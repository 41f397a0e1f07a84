// Tracking on orders made the real way (POST /api/order/create and /api/order/pay), not by the test
// factory: the status, the order read from checkout's cart snapshot, the simulator, the courier,
// a cancel that refunds a paid card payment at the acquirer, and an unpaid order past its deadline.
import {
  courierLocationResponseSchema,
  orderReadSchema,
  orderStatusResponseSchema,
  placeOrderResponseSchema,
  userOrdersResponseSchema,
} from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { customers, orders, payments } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { MOSCOW } from '../../test/world';
import {
  type CheckoutWorld,
  checkoutWorld,
  cryptogram,
  fillDelivery,
  orderBody,
  readyVisitor,
} from '../orders/test-checkout';
import { tick } from './kitchen';

const NOW = new Date('2026-03-06T09:00:00Z');
const clock = { now: NOW };
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describeEachDatabase(
  'order tracking on orders placed through checkout',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
    });
    const db = () => ctx.database.db;
    const status = async (
      v: { post: (url: string, body: object) => Promise<{ json(): unknown }> },
      id: number,
    ) => orderStatusResponseSchema.parse((await v.post('/api/order/status', { order_id: id })).json());

    it('tracks a cash takeaway order: its lines and total as checkout priced them, then the kitchen', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const cart = (await v.put('/api/cart')).json().cart as { prices: { total: number; subtotal: number } };
      const created = await v.post('/api/order/create', orderBody(world));
      expect(created.statusCode, created.body).toBe(200);
      const { order_id: id } = placeOrderResponseSchema.parse(created.json());
      expect((await status(v, id)).status.alias).toBe('accepted');
      const read = orderReadSchema.parse((await v.get(`/api/order/${id}`)).json());
      expect(read.cart.products).toEqual([
        expect.objectContaining({ name: 'Пепперони', count: 2, type: 'default', price: 549, total: 1098 }),
      ]);
      expect(read.cart.prices).toMatchObject({ subtotal: cart.prices.subtotal, total: cart.prices.total });
      expect(read.shop?.id).toBe(world.moscow.centreShop.id);
      for (const minute of [0, 1, 13]) await tick(db(), at(minute));
      expect((await status(v, id)).status.alias).toBe('done');
      const list = userOrdersResponseSchema.parse((await v.get('/api/user/orders')).json());
      expect(list.orders[0]?.orders[0]).toMatchObject({ order_id: id, can_repeat: true, count: 2 });
    });

    it('follows a cash delivery order to the courier on the way', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      await fillDelivery(world, v, MOSCOW.centre, 2);
      const created = await v.post(
        '/api/order/create',
        orderBody(world, { order_type: 'delivery', shop_id: null, delivery_address: { room: '5' } }),
      );
      expect(created.statusCode, created.body).toBe(200);
      const { order_id: id } = placeOrderResponseSchema.parse(created.json());
      const read = orderReadSchema.parse((await v.get(`/api/order/${id}`)).json());
      expect(read.delivery_address).toMatchObject({ room: '5' });
      for (const minute of [0, 1, 13]) await tick(db(), at(minute));
      expect((await status(v, id)).has_courier).toBe(true);
      clock.now = at(23);
      try {
        const courier = await v.get(`/api/order-tracking/get-courier-location?order_id=${id}`);
        expect(courier.statusCode, courier.body).toBe(200);
        expect(courierLocationResponseSchema.parse(courier.json()).progress).toBe(0.5);
      } finally {
        clock.now = NOW;
      }
    });

    it('a cancel of a card-paid order refunds the payment at the acquirer and the spent bonuses', async () => {
      const { v, customerId } = await readyVisitor(ctx.app, ctx.database, world);
      const created = await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }));
      expect(created.statusCode, created.body).toBe(200);
      const { order_id: id } = placeOrderResponseSchema.parse(created.json());
      expect((await status(v, id)).status.alias).toBe('waiting_for_payment');
      const paid = await v.post('/api/order/pay', {
        order_id: id,
        is_new_acquiring: true,
        verify_param: 'pk_sandbox_storefront',
        cryptogram: await cryptogram(ctx.app),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await status(v, id)).status.alias).toBe('accepted');
      // As if bonuses had been spent on it.
      await db().update(orders).set({ bonusesSpent: 50 }).where(eq(orders.id, id));
      const canceled = await v.post('/api/order/cancel', { order_id: id });
      expect(canceled.statusCode, canceled.body).toBe(200);
      const [payment] = await db().select().from(payments).where(eq(payments.orderId, id));
      expect(payment).toMatchObject({ state: 'canceled', reason: 'refunded_order_canceled' });
      const transaction = await ctx.acquirer.acquirer.byReference(`pay_${payment!.id}`);
      expect(transaction?.state).toBe('refunded');
      const [customer] = await db().select().from(customers).where(eq(customers.id, customerId));
      expect(customer?.bonusBalance).toBe(50);
    });

    it('an unpaid online order past its deadline reads as canceled (the payment sweep runs on read)', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const created = await v.post('/api/order/create', orderBody(world, { payment_type: 'sbp' }));
      const { order_id: id } = placeOrderResponseSchema.parse(created.json());
      const waiting = await status(v, id);
      expect(waiting).toMatchObject({ status: { alias: 'waiting_for_payment' }, can_cancel: false });
      expect(waiting.payment_deadline).toBe(at(10).toISOString());
      clock.now = at(11);
      try {
        expect(await status(v, id)).toMatchObject({ status: { alias: 'canceled' }, payment_deadline: null });
      } finally {
        clock.now = NOW;
      }
    });
  },
  { app: { now: () => clock.now } },
);
