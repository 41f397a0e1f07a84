// Status changes made outside the simulator: a customer's cancel and a kitchen's POS push. Each is
// one transaction on the locked order row: the conditional move, its order_status_events row, and
// for a cancel the refund of spent bonuses, the release of the booked interval slot, and a paid
// online payment marked refunded (the money goes back at the acquirer once the cancel committed).
import type { Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import type { ModuleDeps } from '../../http/types';
import { paymentReference } from '../payments/service';
import type { OrderRow } from './access';
import {
  insertStatusEvent,
  lockOrder,
  markPaymentsRefunded,
  moveOrderStatus,
  refundBonuses,
  stopSimulating,
} from './repo';
import { posTransition, type Transition } from './statuses';

/**
 * What a cancel gives back: spent bonuses to the customer's balance, the slot to the schedule, and
 * the succeeded payment (marked refunded here; answers its id for the acquirer refund after commit).
 */
async function undoOrder(tx: Db, order: OrderRow, now: Date): Promise<number[]> {
  if (order.customerId !== null && order.bonusesSpent > 0)
    await refundBonuses(tx, order.customerId, order.bonusesSpent);
  // The slot goes back by the orders_release_slot trigger (migration 0005), on every cancel path.
  return markPaymentsRefunded(tx, order.id, now);
}

/** Sends the money of refunded payments back at the acquirer (after the cancel committed). */
export async function returnPayments(deps: ModuleDeps, paymentIds: number[], log: (error: unknown) => void) {
  for (const id of paymentIds) await deps.acquirer.refund(paymentReference(id)).catch(log);
}

export interface Moved {
  order: OrderRow;
  /** Payments to refund at the acquirer. */
  refunds: number[];
}

/**
 * Moves the order from one of `from` to `to` if it is still in it; null when it was not (someone
 * else moved it first). Writes the event row in the same transaction.
 */
async function moveOrder(
  tx: Db,
  order: OrderRow,
  from: readonly OrderStatus[],
  to: OrderStatus,
  event: { source: string; originalStatus?: string | null; at: Date },
): Promise<Moved | null> {
  const moved = await moveOrderStatus(tx, order.id, from, to, event.at);
  if (!moved) return null;
  await insertStatusEvent(tx, {
    orderId: order.id,
    status: to,
    source: event.source,
    originalStatus: event.originalStatus ?? null,
    createdAt: event.at,
  });
  const refunds = to === 'canceled' ? await undoOrder(tx, moved, event.at) : [];
  return { order: moved, refunds };
}

/** The customer's cancel (spec §4: only while accepted). null when the order is past that. */
export function cancelByCustomer(db: Db, order: OrderRow, now: Date): Promise<Moved | null> {
  return db.transaction((tx) =>
    moveOrder(tx, order, ['accepted'], 'canceled', { source: 'customer', at: now }),
  );
}

export type PosOutcome =
  | { order: OrderRow; changed: boolean; refunds: number[] }
  | { refused: string }
  | { missing: true };

/**
 * A kitchen's push: checked against the status rules on the locked row, recorded with the kitchen's
 * own status name, and the order taken off the simulator (next_status_at null) for good.
 */
export function pushFromPos(
  db: Db,
  orderId: number,
  to: 'accepted' | 'cooking' | 'sent' | 'done' | 'canceled',
  originalStatus: string | undefined,
  now: Date,
): Promise<PosOutcome> {
  return db.transaction(async (tx): Promise<PosOutcome> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { missing: true };
    const verdict: Transition = posTransition(order.status, to, order.orderType);
    if (!verdict.ok) return { refused: verdict.reason };
    const event = { source: 'pos', originalStatus: originalStatus ?? null, at: now };
    if (!verdict.changed) {
      const kept = await stopSimulating(tx, order.id);
      await insertStatusEvent(tx, {
        orderId: order.id,
        status: order.status,
        source: event.source,
        originalStatus: event.originalStatus,
        createdAt: now,
      });
      return { order: kept ?? order, changed: false, refunds: [] };
    }
    const moved = await moveOrder(tx, order, [order.status], to, event);
    return moved ? { ...moved, changed: true } : { refused: 'The order changed meanwhile; try again.' };
  });
}
