// An interval's fair share: places held by orders that wait for an online payment are capped per
// session and per phone, so one visitor cannot empty an interval for everyone by placing
// card orders it never pays (each a fresh cart, so each a new order).
import type { Db } from '../../db/client';
import { unpaidPlacesHeld } from './repo';

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
  return (await unpaidPlacesHeld(tx, request, now)) < unpaidShare(request.capacity);
}
