// Slot occupancy: how many orders each interval slot holds, per shop (takeaway) or zone (delivery).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slotOccupancy } from '../../db/schema';

/**
 * Which orders hold a slot: every order with an interval but a canceled one, and an unpaid online
 * order only until its payment deadline (issue 16: at most that long, whether or not the sweep that
 * cancels it has run yet).
 */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

function holdsSlot(now: Date) {
  return sql`o.interval_id ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-9]{1,4}$'
    and o.status <> 'canceled'
    and not (o.status = 'waiting_for_payment' and o.payment_deadline is not null
      and o.payment_deadline <= ${now.toISOString()}::timestamptz)`;
}

export interface SlotScope {
  orderType: 'delivery' | 'takeaway';
  /** Shop id for takeaway, delivery zone id for delivery. */
  scopeId: number;
  date: string;
}

/**
 * start minute → orders holding the slot. The counters say which slots hold anything; where they
 * do, the orders are counted (by interval id, indexed), so a declined or expired unpaid order that
 * a path forgot to release never shows a slot as full.
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
  const counted = new Map(rows.map((row) => [row.start, row.taken]));
  const busy = rows.filter((row) => row.taken > 0).map((row) => `${scope.date}_${row.start}`);
  if (!now || busy.length === 0) return counted;
  const scopeColumn = scope.orderType === 'takeaway' ? sql`o.shop_id` : sql`o.delivery_zone_id`;
  const held = rowsOf<{ interval_id: string; n: number }>(
    await db.execute(sql`select o.interval_id, count(*)::int as n from orders o
      where o.interval_id in (${sql.join(
        busy.map((id) => sql`${id}`),
        sql`, `,
      )})
        and o.order_type = ${scope.orderType} and ${scopeColumn} = ${scope.scopeId} and ${holdsSlot(now)}
      group by o.interval_id`),
  );
  const holding = new Map(held.map((row) => [Number(row.interval_id.split('_')[1]), Number(row.n)]));
  return new Map(rows.map((row) => [row.start, Math.min(row.taken, holding.get(row.start) ?? 0)]));
}

/**
 * Books one order into a slot if it has room; false when it is full. Atomic: concurrent bookings
 * of the last place cannot both succeed (order creation, issue 4, calls this).
 */
export async function occupySlot(
  db: Db,
  scope: SlotScope,
  startMinute: number,
  capacity: number,
  now?: Date,
): Promise<boolean> {
  if (await bookSlot(db, scope, startMinute, capacity)) return true;
  // Full by the counter: recount it from the orders (a declined or expired order may still be
  // counted) and try once more.
  if (!now || capacity <= 0) return false;
  const changed = await reconcileSlots(db, now, { ...scope, startMinute });
  return changed > 0 && (await bookSlot(db, scope, startMinute, capacity));
}

async function bookSlot(db: Db, scope: SlotScope, startMinute: number, capacity: number) {
  const rows = await db
    .insert(slotOccupancy)
    .values({ ...scope, startMinute, taken: 1 })
    .onConflictDoUpdate({
      target: [slotOccupancy.orderType, slotOccupancy.scopeId, slotOccupancy.date, slotOccupancy.startMinute],
      set: { taken: sql`${slotOccupancy.taken} + 1` },
      setWhere: sql`${slotOccupancy.taken} < ${capacity}`,
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

/**
 * Frees the slot an order booked. Call it in the transaction that cancels the order (a customer's
 * cancel, a declined payment, the payment deadline); `reconcileSlots` repairs any path that did not.
 */
export async function releaseOrderSlot(tx: Db, order: Parameters<typeof orderSlot>[0]) {
  const slot = orderSlot(order);
  if (!slot) return;
  await tx
    .update(slotOccupancy)
    .set({ taken: sql`${slotOccupancy.taken} - 1` })
    .where(
      and(
        eq(slotOccupancy.orderType, slot.orderType),
        eq(slotOccupancy.scopeId, slot.scopeId),
        eq(slotOccupancy.date, slot.date),
        eq(slotOccupancy.startMinute, slot.startMinute),
        sql`${slotOccupancy.taken} > 0`,
      ),
    );
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
 * Sets every slot's `taken` to the number of orders holding it (see holdsSlot), within `filter`.
 * Answers how many slots changed. Idempotent; safe beside bookings (each slot row is locked by its
 * update, and a booking in flight is counted once it commits).
 */
export async function reconcileSlots(db: Db, now: Date, filter: ReconcileFilter = {}): Promise<number> {
  const holds = holdsSlot(now);
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
