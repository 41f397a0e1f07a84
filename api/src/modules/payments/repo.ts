// Payment attempts, the orders they pay (read and locked, and moved when paid, canceled or expired),
// order caches becoming orders, and the acquirer notifications already handled.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  acquirerNotifications,
  type OrderStatus,
  orderCaches,
  orders,
  type PaymentState,
  payments,
} from '../../db/schema';
import type { OrderRow } from '../orders/repo';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type OrderCacheRow = typeof orderCaches.$inferSelect;

/** The order, its row locked for the rest of the transaction. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Sets the order's status; the kitchen simulator schedules it afresh. */
export async function setOrderStatus(tx: Db, orderId: number, status: OrderStatus, now: Date): Promise<void> {
  await tx.update(orders).set({ status, nextStatusAt: null, updatedAt: now }).where(eq(orders.id, orderId));
}

/** Unpaid orders past their deadline at `now` (only `orderId`, when given), the oldest first. */
export async function expiredUnpaidOrderIds(
  db: Db,
  now: Date,
  orderId: number | undefined,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'waiting_for_payment'),
        lte(orders.paymentDeadline, now),
        orderId === undefined ? sql`true` : eq(orders.id, orderId),
      ),
    )
    .orderBy(orders.paymentDeadline)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function paymentByTransaction(db: Db, transactionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.acquirerPaymentId, transactionId));
  return row;
}

export async function updatePayment(
  tx: Db,
  id: number,
  changes: Partial<Pick<PaymentRow, 'state' | 'reason' | 'acquirerPaymentId' | 'cardHint'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(payments).set(changes).where(eq(payments.id, id));
}

/** The order's succeeded payment (at most one: a partial unique index). */
export async function succeededPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'succeeded')));
  return row;
}

/** The order's attempts in one of `states`. */
export function paymentsInStates(db: Db, orderId: number, states: PaymentState[]): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, states)));
}

/** Cancels the order's attempts in one of `states` with `reason`. */
export async function cancelPaymentsInStates(
  tx: Db,
  orderId: number,
  states: PaymentState[],
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'canceled', reason, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, states)));
}

export async function cancelPayments(tx: Db, ids: number[], reason: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'canceled', reason, updatedAt: now })
    .where(inArray(payments.id, ids));
}

export async function insertPayment(tx: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment was not stored');
  return row;
}

/** The order's newest card attempt. */
export async function latestCardPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'card')))
    .orderBy(payments.id);
  return rows.at(-1);
}

export async function findBrandOrderCache(
  db: Db,
  brandId: number,
  key: string,
): Promise<OrderCacheRow | undefined> {
  const [cache] = await db
    .select()
    .from(orderCaches)
    .where(and(eq(orderCaches.key, key), eq(orderCaches.brandId, brandId)));
  return cache;
}

/** The order cache, its row locked for the rest of the transaction. */
export async function lockOrderCache(tx: Db, key: string): Promise<OrderCacheRow | undefined> {
  const [locked] = await tx.select().from(orderCaches).where(eq(orderCaches.key, key)).for('update');
  return locked;
}

export async function linkOrderCache(tx: Db, key: string, orderId: number): Promise<void> {
  await tx.update(orderCaches).set({ orderId }).where(eq(orderCaches.key, key));
}

/** Remembers an acquirer notification; false when it was handled already. */
export async function recordNotification(
  tx: Db,
  note: { id: string; acquirerPaymentId: string; receivedAt: Date },
): Promise<boolean> {
  const [fresh] = await tx
    .insert(acquirerNotifications)
    .values(note)
    .onConflictDoNothing()
    .returning({ id: acquirerNotifications.id });
  return fresh !== undefined;
}
