// The jobs' own rows: which orders' purchases Google Analytics has taken, and what a purchase hit
// reads of its order.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsPurchases, orders } from '../db/schema';

export async function purchaseSent(db: Db, orderId: number): Promise<boolean> {
  const [done] = await db
    .select({ orderId: analyticsPurchases.orderId })
    .from(analyticsPurchases)
    .where(eq(analyticsPurchases.orderId, orderId));
  return done !== undefined;
}

export async function purchaseOfOrder(db: Db, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, total: orders.total, currency: orders.currency, cart: orders.cart })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

export async function recordPurchaseSent(db: Db, orderId: number, clientId: string): Promise<void> {
  await db.insert(analyticsPurchases).values({ orderId, clientId }).onConflictDoNothing();
}
