// iiko's delivery statuses in the spec's terms (spec §4 Order status), and their order: a webhook
// with a status no later than the one applied (a duplicate, or one that overtook another on the
// way) changes nothing.
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../providers/pos/iiko/types';

export type SpecStatus = 'accepted' | 'cooking' | 'sent' | 'done' | 'canceled';

/** The spec's status for an iiko status; null when it has none for this order type (keep the current). */
export function specStatusOf(status: DeliveryStatus, orderType: 'delivery' | 'takeaway'): SpecStatus | null {
  switch (status) {
    case 'Unconfirmed':
    case 'WaitCooking':
    case 'ReadyForCooking':
      return 'accepted';
    case 'CookingStarted':
    case 'CookingCompleted':
      return 'cooking';
    case 'Waiting':
    case 'OnWay':
      // A takeaway order "waiting" is ready at the counter: still the kitchen's, never sent.
      return orderType === 'delivery' ? 'sent' : null;
    case 'Delivered':
    case 'Closed':
      return 'done';
    case 'Cancelled':
      return 'canceled';
    default:
      return null;
  }
}

/** 1-based place in iiko's workflow; a cancel outranks everything (it can come at any point). */
export function rankOf(status: DeliveryStatus): number {
  if (status === 'Cancelled') return 100;
  return DELIVERY_STATUSES.indexOf(status) + 1;
}

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);
}
