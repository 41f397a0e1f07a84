// Order status rules (spec §4 Order status): what each status allows the customer, and which moves
// a kitchen may make. accepted → cooking → sent (delivery only) → done; canceled from any open
// status; done and canceled are terminal. waiting_for_payment belongs to payments.
import type { OrderStatusAlias } from '@storefront/shared/contract';
import type { OrderStatus } from '../../db/schema';

export const OPEN_STATUSES = ['accepted', 'cooking', 'sent'] as const;
export const TERMINAL_STATUSES: readonly OrderStatus[] = ['done', 'canceled'];

/** Statuses the kitchen moves along, in order. */
const RANK: Record<OrderStatus, number> = {
  waiting_for_payment: 0,
  accepted: 1,
  cooking: 2,
  sent: 3,
  done: 4,
  canceled: 5,
};

export interface StatusFacts {
  status: OrderStatus;
  orderType: 'delivery' | 'takeaway';
}

export function isTerminal(status: OrderStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/**
 * What the tracking page and the order list offer (spec §2, §4). Cancel and repeat are the owner's:
 * someone who found the order by phone and number may follow it, not change it.
 */
export function orderActions(order: StatusFacts, owner = true) {
  return {
    can_cancel: owner && order.status === 'accepted',
    // Repeat is offered when done; a canceled order may be repeated too (what a customer expects).
    can_repeat: owner && (order.status === 'done' || order.status === 'canceled'),
    is_trackable: !isTerminal(order.status),
    has_courier: order.status === 'sent' && order.orderType === 'delivery',
  };
}

export function isRepeatable(status: OrderStatus): boolean {
  return status === 'done' || status === 'canceled';
}

export type Transition = { ok: true; changed: boolean } | { ok: false; reason: string };

/**
 * A status pushed by a kitchen (POS). The same rules as the simulator: nothing leaves done or
 * canceled, nothing goes back, sent only for delivery, an unpaid order is not the kitchen's yet.
 * Repeating the current status is allowed (it only records the kitchen's own status name).
 */
export function posTransition(
  from: OrderStatus,
  to: Exclude<OrderStatusAlias, 'waiting_for_payment'>,
  orderType: 'delivery' | 'takeaway',
): Transition {
  if (from === to) return { ok: true, changed: false };
  if (from === 'waiting_for_payment') return { ok: false, reason: 'The order is not paid yet.' };
  if (isTerminal(from)) return { ok: false, reason: `The order is already ${from}.` };
  if (to === 'sent' && orderType !== 'delivery')
    return { ok: false, reason: 'Only delivery orders are sent with a courier.' };
  if (to === 'canceled') return { ok: true, changed: true };
  if (RANK[to] < RANK[from]) return { ok: false, reason: `The order is already ${from}; it cannot go back.` };
  return { ok: true, changed: true };
}
