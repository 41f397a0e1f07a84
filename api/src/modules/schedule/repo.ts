// Slot occupancy: how many orders each interval slot holds, per shop (takeaway) or zone (delivery).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { slotOccupancy } from '../../db/schema';

export interface SlotScope {
  orderType: 'delivery' | 'takeaway';
  /** Shop id for takeaway, delivery zone id for delivery. */
  scopeId: number;
  date: string;
}

/** start minute → orders taken. */
export async function takenSlots(db: Db, scope: SlotScope): Promise<Map<number, number>> {
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
  return new Map(rows.map((row) => [row.start, row.taken]));
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
): Promise<boolean> {
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
