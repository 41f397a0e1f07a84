// Concurrent identical `order/create` calls from one session and cart, without an
// Idempotency-Key, give one order (and book one slot); a changed cart or a canceled order allows a
// new one.
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { cancelOrder } from '../payments/service';
import { hashKey } from '../session/session';
import { type CheckoutWorld, checkoutWorld, NOW, orderBody, readyVisitor } from './test-checkout';

describeEachDatabase(
  'order/create without an Idempotency-Key',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
    });
    const sessionOrders = async (keyHash: string) =>
      ctx.database.db.select().from(orders).where(eq(orders.sessionKeyHash, keyHash));

    it('20 concurrent identical card creates from one session give one order', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          v.post('/api/order/create', orderBody(world, { payment_type: 'card' })),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const ids = new Set(answers.map((answer) => answer.json().order_id as number));
      expect(ids.size).toBe(1);
      const keyHash = hashKey(v.cookies.get('session_key')!);
      expect(await sessionOrders(keyHash)).toHaveLength(1);
    });

    it('a changed cart, or the unpaid order canceled, makes a new order', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const keyHash = hashKey(v.cookies.get('session_key')!);
      const first = await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }));
      expect(first.statusCode, first.body).toBe(200);
      const added = await v.put('/api/cart/add', {
        city_id: world.moscow.id,
        order_type: 'takeaway',
        shop_id: world.moscow.centreShop.id,
        product_key: String(world.ids.pepperoni),
        count: 1,
      });
      expect(added.statusCode, added.body).toBe(200);
      const second = await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }));
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().order_id).not.toBe(first.json().order_id);
      await ctx.database.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, second.json().order_id));
        await cancelOrder(tx, order!, 'payment', NOW);
      });
      const third = await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }));
      expect(third.statusCode, third.body).toBe(200);
      expect(third.json().order_id).not.toBe(second.json().order_id);
      const open = await ctx.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.sessionKeyHash, keyHash), eq(orders.status, 'waiting_for_payment')));
      expect(open).toHaveLength(2);
    });
  },
  { app: { now: () => NOW } },
);
