// Tracking's rows: orders read by id (within a brand) and by owner, a customer's order history, the
// status moves of a cancel, a POS push and the kitchen simulator with their order_status_events rows,
// and what a cancel gives back (bonuses, a paid payment).
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, type OrderStatus, orderStatusEvents, orders, payments, sessions } from '../../db/schema';
import type { OrderRow } from '../orders/repo';

export type { OrderRow } from '../orders/repo';

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The brand's order; with `forUpdate`, its row locked for the rest of the transaction. */
export async function findBrandOrder(
  db: Db,
  brandId: number,
  orderId: number,
  forUpdate = false,
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.brandId, brandId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
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

/** The signed-in customer of the session under `keyHash`, when they belong to the brand. */
export async function sessionCustomer(
  db: Db,
  keyHash: string,
  brandId: number,
): Promise<{ id: number; phone: string } | null> {
  const [row] = await db
    .select({ id: customers.id, phone: customers.phone })
    .from(sessions)
    .innerJoin(customers, and(eq(customers.id, sessions.customerId), eq(customers.brandId, brandId)))
    .where(eq(sessions.keyHash, keyHash))
    .limit(1);
  return row ?? null;
}

export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The latest kitchen status names (POS pushes) recorded for these orders, newest first. */
export function originalStatusEvents(db: Db, orderIds: number[]) {
  return db
    .select({
      orderId: orderStatusEvents.orderId,
      status: orderStatusEvents.status,
      original: orderStatusEvents.originalStatus,
    })
    .from(orderStatusEvents)
    .where(and(inArray(orderStatusEvents.orderId, orderIds), isNotNull(orderStatusEvents.originalStatus)))
    .orderBy(desc(orderStatusEvents.id));
}

export async function insertStatusEvent(
  tx: Db,
  event: {
    orderId: number;
    status: OrderStatus;
    source: string;
    originalStatus: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(orderStatusEvents).values(event);
}

/** Moves the order to `to` if its status is still one of `from`; the moved row, else undefined. */
export async function moveOrderStatus(
  tx: Db,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  at: Date,
): Promise<OrderRow | undefined> {
  const [moved] = await tx
    .update(orders)
    .set({
      status: to,
      nextStatusAt: null,
      ...(to === 'sent' ? { sentAt: sql`coalesce(${orders.sentAt}, ${at.toISOString()}::timestamptz)` } : {}),
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  return moved;
}

/** Takes the order off the kitchen simulator for good (a POS runs its kitchen). */
export async function stopSimulating(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [kept] = await tx
    .update(orders)
    .set({ nextStatusAt: null, updatedAt: sql`clock_timestamp()` })
    .where(eq(orders.id, orderId))
    .returning();
  return kept;
}

export async function refundBonuses(tx: Db, customerId: number, amount: number): Promise<void> {
  await tx
    .update(customers)
    .set({ bonusBalance: sql`${customers.bonusBalance} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

/** Marks the order's succeeded payments refunded; answers their ids. */
export async function markPaymentsRefunded(tx: Db, orderId: number, now: Date): Promise<number[]> {
  const paid = await tx
    .update(payments)
    .set({ state: 'canceled', reason: 'refunded_order_canceled', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'succeeded')))
    .returning({ id: payments.id });
  return paid.map((payment) => payment.id);
}

// The kitchen simulator's reads and conditional writes.

export interface DueRow {
  id: number;
  status: OrderStatus;
  order_type: 'delivery' | 'takeaway';
  next_status_at: string | Date | null;
  interval_start: string | Date | null;
  version: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Orders with a step due at `now`, and newly accepted ones (not a POS's) still to schedule. */
export async function dueOrderRows(db: Db, now: Date, batch: number): Promise<DueRow[]> {
  return rowsOf<DueRow>(
    await db.execute(sql`
      (select id, status, order_type, next_status_at, interval_start, updated_at::text as version
        from orders
        where next_status_at <= ${now.toISOString()}::timestamptz and status in ('accepted', 'cooking', 'sent')
        order by next_status_at
        limit ${batch})
      union all
      (select o.id, o.status, o.order_type, o.next_status_at, o.interval_start, o.updated_at::text
        from orders o
        where o.status = 'accepted' and o.next_status_at is null
          and not exists (select 1 from order_status_events e where e.order_id = o.id and e.source = 'pos')
        limit ${batch})`),
  );
}

/**
 * Writes one simulator step if the row is still at the status and version read (and, when the
 * status moved, its event with `source`); true when the status moved.
 */
export async function writeKitchenStep(
  db: Db,
  order: { id: number; status: OrderStatus; version: string },
  step: { status: OrderStatus; nextStatusAt: Date | null; sentAt: Date | null; moved: boolean },
  source: string,
  now: Date,
): Promise<boolean> {
  const next = step.nextStatusAt?.toISOString() ?? null;
  const sent = step.sentAt?.toISOString() ?? null;
  const [result] = rowsOf<{ moved: number }>(
    await db.execute(sql`
      with moved as (
        update orders set
          status = ${step.status},
          next_status_at = ${next}::timestamptz,
          sent_at = coalesce(${sent}::timestamptz, sent_at),
          updated_at = clock_timestamp()
        where id = ${order.id} and status = ${order.status} and updated_at = ${order.version}::timestamptz
        returning id
      ), logged as (
        insert into order_status_events (order_id, status, source, created_at)
        select id, ${step.status}, ${source}, ${now.toISOString()}::timestamptz from moved
        where ${step.moved}::boolean
        returning order_id
      )
      select (select count(*) from logged)::int as moved`),
  );
  return (result?.moved ?? 0) > 0;
}
