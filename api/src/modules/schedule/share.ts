// An interval's fair share: places held by orders that wait for an online payment are capped per
// session and per phone, so one visitor cannot empty an interval for everyone by placing
// card orders it never pays (each a fresh cart, so each a new order).
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** Of an interval's `capacity`, the places one session or customer may hold unpaid. */
export function unpaidShare(capacity: number): number {
  return Math.max(1, Math.floor(capacity / 5));
}

export interface ShareRequest {
  intervalId: string;
  orderType: 'delivery' | 'takeaway';
  scopeId: number;
  capacity: number;
  sessionKeyHash: string;
  /** The order's phone (the signed-in customer's, or the one a guest gave). */
  phone: string;
}

/**
 * Whether the session and the phone may hold one more unpaid place in the interval. Holds an
 * advisory lock on the phone till the transaction ends, so two sessions giving one phone and
 * creating at once are counted one after the other (one session's creates already queue on its
 * cart's row lock).
 */
export async function withinUnpaidShare(tx: Db, request: ShareRequest, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slot-share:${request.phone}`}, 0))`);
  const scope =
    request.orderType === 'takeaway'
      ? eq(orders.shopId, request.scopeId)
      : eq(orders.deliveryZoneId, request.scopeId);
  const holder = or(eq(orders.sessionKeyHash, request.sessionKeyHash), eq(orders.phone, request.phone));
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.intervalId, request.intervalId),
        eq(orders.orderType, request.orderType),
        scope,
        eq(orders.status, 'waiting_for_payment'),
        gt(orders.paymentDeadline, now),
        holder,
      ),
    );
  return Number(row?.n ?? 0) < unpaidShare(request.capacity);
}
