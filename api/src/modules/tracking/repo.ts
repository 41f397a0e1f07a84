// The tracking routes' reads of orders: one by id (within a brand), and a customer's order history.
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderRow } from './access';

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findBrandOrder(
  db: Db,
  brandId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.brandId, brandId)))
    .limit(1);
  return row;
}

export interface HistoryOwner {
  brandId: number;
  customerId: number;
  /** Their verified phone: guest orders placed with it before signing in are theirs too. */
  phone: string;
}

const historyOf = ({ brandId, customerId, phone }: HistoryOwner) =>
  and(
    eq(orders.brandId, brandId),
    or(eq(orders.customerId, customerId), and(isNull(orders.customerId), eq(orders.phone, phone))),
  );

/** One page of a customer's orders, newest first. */
export function orderHistoryPage(db: Db, owner: HistoryOwner, page: number, perPage: number) {
  return db
    .select()
    .from(orders)
    .where(historyOf(owner))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

export async function orderHistoryCount(db: Db, owner: HistoryOwner): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(historyOf(owner));
  return row?.total ?? 0;
}
