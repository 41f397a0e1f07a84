// Slot occupancy: how many orders each interval slot holds, per shop (takeaway) or zone (delivery).
import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, slotOccupancy } from '../../db/schema';

export interface SlotScope {
  orderType: 'delivery' | 'takeaway';
  /** Shop id for takeaway, delivery zone id for delivery. */
  scopeId: number;
  date: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Which orders count in a slot's `taken`: every order with an interval that is not canceled (the
 * orders_release_slot trigger of migration 0005 takes a canceled one out, on every cancel path).
 */
const COUNTED = sql`o.interval_id ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-9]{1,4}$' and o.status <> 'canceled'`;

/**
 * Unpaid online orders past their payment deadline in one slot: still counted until the sweep
 * cancels them, but they hold nothing any more (until the deadline at most).
 */
function expiredUnpaid(scope: SlotScope, intervalIds: SQL, now: Date) {
  const scopeColumn = scope.orderType === 'takeaway' ? sql`o.shop_id` : sql`o.delivery_zone_id`;
  return sql`o.interval_id in (${intervalIds}) and o.order_type = ${scope.orderType}
    and ${scopeColumn} = ${scope.scopeId} and o.status = 'waiting_for_payment'
    and o.payment_deadline <= ${now.toISOString()}::timestamptz`;
}

/**
 * start minute → orders holding the slot: the booked count, less unpaid online orders past their
 * payment deadline (they hold nothing any more, even before the sweep cancels them).
 */
export async function takenSlots(db: Db, scope: SlotScope, now?: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ start: slotOccupancy.startMinute, taken: slotOccupancy.taken })
    .from(slotOccupancy)
    .where(
      and(
        eq(slotOccupancy.orderType, scope.orderType),
        eq(slotOccupancy.scopeId, scope.scopeId),
        eq(slotOccupancy.date, scope.date),
      ),
    );
  const busy = rows.filter((row) => row.taken > 0).map((row) => `${scope.date}_${row.start}`);
  if (!now || busy.length === 0) return new Map(rows.map((row) => [row.start, row.taken]));
  const ids = sql.join(
    busy.map((id) => sql`${id}`),
    sql`, `,
  );
  const expired = rowsOf<{ interval_id: string; n: number }>(
    await db.execute(sql`select o.interval_id, count(*)::int as n from orders o
      where ${expiredUnpaid(scope, ids, now)} group by o.interval_id`),
  );
  const stale = new Map(expired.map((row) => [Number(row.interval_id.split('_')[1]), Number(row.n)]));
  return new Map(rows.map((row) => [row.start, Math.max(0, row.taken - (stale.get(row.start) ?? 0))]));
}

/**
 * Books one order into a slot if it has room; false when it is full. Atomic: concurrent bookings
 * of the last place cannot both succeed (order creation calls this).
 */
export async function occupySlot(
  db: Db,
  scope: SlotScope,
  startMinute: number,
  capacity: number,
  now?: Date,
): Promise<boolean> {
  // Expired unpaid orders are counted until the sweep cancels them, but hold nothing: they do not
  // take a place from this booking (`now` given).
  const expired = now
    ? sql`(select count(*)::int from orders o where ${expiredUnpaid(scope, sql`${`${scope.date}_${startMinute}`}`, now)})`
    : sql`0`;
  const rows = await db
    .insert(slotOccupancy)
    .values({ ...scope, startMinute, taken: 1 })
    .onConflictDoUpdate({
      target: [slotOccupancy.orderType, slotOccupancy.scopeId, slotOccupancy.date, slotOccupancy.startMinute],
      set: { taken: sql`${slotOccupancy.taken} + 1` },
      setWhere: sql`${slotOccupancy.taken} < ${capacity} + ${expired}`,
    })
    .returning({ taken: slotOccupancy.taken });
  return rows.length > 0 && capacity > 0;
}

/** The slot an order booked, from its interval id `YYYY-MM-DD_<start minute>`; null if none. */
export function orderSlot(order: {
  intervalId: string | null;
  orderType: string;
  shopId: number | null;
  deliveryZoneId: number | null;
}): (SlotScope & { startMinute: number }) | null {
  const match = order.intervalId ? /^(\d{4}-\d{2}-\d{2})_(\d{1,4})$/.exec(order.intervalId) : null;
  const orderType = order.orderType === 'takeaway' ? 'takeaway' : 'delivery';
  const scopeId = orderType === 'takeaway' ? order.shopId : order.deliveryZoneId;
  if (!match || scopeId === null) return null;
  return { orderType, scopeId, date: match[1]!, startMinute: Number(match[2]) };
}

export interface ReconcileFilter {
  orderType?: 'delivery' | 'takeaway';
  scopeId?: number;
  /** Exactly this business date. */
  date?: string;
  /** This date and later (the sweep reconciles today onwards). */
  fromDate?: string;
  startMinute?: number;
}

/**
 * Sets every slot's `taken` to the number of orders holding it (see COUNTED), within `filter`.
 * Answers how many slots changed. Idempotent; safe beside bookings and cancels: the table lock
 * waits for those in flight (they change slot_occupancy, so they hold ROW EXCLUSIVE on it) and holds
 * new ones back until the count is written, so a count is never taken from before a cancel that
 * then commits and written over the cancel's own decrement.
 */
export async function reconcileSlots(db: Db, filter: ReconcileFilter = {}): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table slot_occupancy in share row exclusive mode`);
    return reconcileLocked(tx, filter);
  });
}

async function reconcileLocked(db: Pick<Db, 'execute'>, filter: ReconcileFilter): Promise<number> {
  const holds = COUNTED;
  const where = (alias: string) => {
    const parts = [sql`true`];
    if (filter.orderType) parts.push(sql`${sql.raw(alias)}.order_type = ${filter.orderType}`);
    if (filter.scopeId !== undefined) parts.push(sql`${sql.raw(alias)}.scope_id = ${filter.scopeId}`);
    if (filter.date) parts.push(sql`${sql.raw(alias)}.date = ${filter.date}`);
    if (filter.fromDate) parts.push(sql`${sql.raw(alias)}.date >= ${filter.fromDate}`);
    if (filter.startMinute !== undefined)
      parts.push(sql`${sql.raw(alias)}.start_minute = ${filter.startMinute}`);
    return sql.join(parts, sql` and `);
  };
  const counted = sql`select o.order_type,
      case when o.order_type = 'takeaway' then o.shop_id else o.delivery_zone_id end as scope_id,
      split_part(o.interval_id, '_', 1) as date,
      split_part(o.interval_id, '_', 2)::int as start_minute,
      count(*)::int as n
    from orders o
    where ${holds}
      and (case when o.order_type = 'takeaway' then o.shop_id else o.delivery_zone_id end) is not null
    group by 1, 2, 3, 4`;
  const result = await db.execute<{ changed: number }>(sql`
    with holds as (select * from (${counted}) h where ${where('h')}),
    zeroed as (
      update slot_occupancy s set taken = 0
      where ${where('s')} and s.taken <> 0
        and not exists (select 1 from holds h where h.order_type = s.order_type and h.scope_id = s.scope_id
          and h.date = s.date and h.start_minute = s.start_minute)
      returning 1
    ),
    upserted as (
      insert into slot_occupancy (order_type, scope_id, date, start_minute, taken)
      select order_type, scope_id, date, start_minute, n from holds
      on conflict (order_type, scope_id, date, start_minute) do update set taken = excluded.taken
        where slot_occupancy.taken <> excluded.taken
      returning 1
    )
    select ((select count(*) from zeroed) + (select count(*) from upserted))::int as changed`);
  return Number(rowsOf<{ changed: number }>(result)[0]?.changed ?? 0);
}

/**
 * How many places of the interval the session or the phone holds with unpaid online orders. Holds
 * an advisory lock on the phone till the transaction ends, so two sessions giving one phone are
 * counted one after the other.
 */
export async function unpaidPlacesHeld(
  tx: Db,
  holder: {
    intervalId: string;
    orderType: 'delivery' | 'takeaway';
    scopeId: number;
    sessionKeyHash: string;
    phone: string;
  },
  now: Date,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slot-share:${holder.phone}`}, 0))`);
  const scope =
    holder.orderType === 'takeaway'
      ? eq(orders.shopId, holder.scopeId)
      : eq(orders.deliveryZoneId, holder.scopeId);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.intervalId, holder.intervalId),
        eq(orders.orderType, holder.orderType),
        scope,
        eq(orders.status, 'waiting_for_payment'),
        gt(orders.paymentDeadline, now),
        or(eq(orders.sessionKeyHash, holder.sessionKeyHash), eq(orders.phone, holder.phone)),
      ),
    );
  return Number(row?.n ?? 0);
}
