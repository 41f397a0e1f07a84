// The kitchen simulator (ARCHITECTURE "kitchen and courier"): moves paid orders accepted → cooking →
// sent (delivery) → done, or cooking → done for takeaway, on a realistic timeline divided by
// `speed`. Each order carries its next move in orders.next_status_at; a once-a-second job (jobs/) calls
// tick(), which moves what is due with conditional UPDATEs (status and row version must still be
// what it read), so two API instances on one database never move an order twice. Every move writes
// an order_status_events row (source kitchen-simulator). Orders a POS pushed a status for are the
// real kitchen's: next_status_at null and a `pos` event keep the simulator away from them.
import type { Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { dueOrderRows, writeKitchenStep } from './repo';

/** Minutes each stage takes at speed 1. */
export const KITCHEN_MINUTES = { accepted: 1, cooking: 12, delivery: 20 } as const;

export const KITCHEN_SOURCE = 'kitchen-simulator';
const TICK_BATCH = 200;
const MINUTE_MS = 60_000;

export interface SimulatedOrder {
  status: OrderStatus;
  orderType: 'delivery' | 'takeaway';
  nextStatusAt: Date | null;
  /** Start of the chosen interval (null: as soon as possible). */
  intervalStart: Date | null;
}

export interface Step {
  status: OrderStatus;
  nextStatusAt: Date | null;
  /** Set when the order leaves with the courier. */
  sentAt: Date | null;
  /** false when only the schedule was set (no status change, no event). */
  moved: boolean;
}

export function stageMs(stage: keyof typeof KITCHEN_MINUTES, speed: number): number {
  return (KITCHEN_MINUTES[stage] * MINUTE_MS) / Math.max(speed, 0.001);
}

/**
 * The simulator's next step for an order at `now`, or null when nothing is due. Pure: the timeline
 * is built from the scheduled times (not from when a tick happened to run), so a simulator that
 * was down catches up through each status in turn and the courier's sent_at stays exact.
 */
export function advance(order: SimulatedOrder, now: Date, speed = 1): Step | null {
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
  if (order.status === 'accepted' && order.nextStatusAt === null) {
    // Newly accepted: cooking starts after a short hand-over, or in time for a later interval.
    let start = at(now, stageMs('accepted', speed));
    if (order.intervalStart) {
      const lead =
        stageMs('cooking', speed) + (order.orderType === 'delivery' ? stageMs('delivery', speed) : 0);
      const forSlot = new Date(order.intervalStart.getTime() - lead);
      if (forSlot > start) start = forSlot;
    }
    return { status: 'accepted', nextStatusAt: start, sentAt: null, moved: false };
  }
  if (order.nextStatusAt === null || order.nextStatusAt > now) return null;
  const base = order.nextStatusAt;
  switch (order.status) {
    case 'accepted':
      return {
        status: 'cooking',
        nextStatusAt: at(base, stageMs('cooking', speed)),
        sentAt: null,
        moved: true,
      };
    case 'cooking':
      return order.orderType === 'delivery'
        ? { status: 'sent', nextStatusAt: at(base, stageMs('delivery', speed)), sentAt: base, moved: true }
        : { status: 'done', nextStatusAt: null, sentAt: null, moved: true };
    case 'sent':
      return { status: 'done', nextStatusAt: null, sentAt: null, moved: true };
    default:
      return null;
  }
}

/** An order the simulator may move, as read (with its row version for the conditional write). */
export interface DueOrder extends SimulatedOrder {
  id: number;
  /** updated_at as the database prints it: compared exactly, without a JavaScript round trip. */
  version: string;
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** Orders with a step due at `now`, and newly accepted ones (not a POS's) still to schedule. */
export async function dueOrders(db: Db, now: Date): Promise<DueOrder[]> {
  const rows = await dueOrderRows(db, now, TICK_BATCH);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    orderType: row.order_type,
    nextStatusAt: toDate(row.next_status_at),
    intervalStart: toDate(row.interval_start),
    version: row.version,
  }));
}

/**
 * Writes one step, only if nobody (another instance, a POS push, a cancel) touched the row since it
 * was read; true when this call moved the order's status.
 */
export function applyStep(db: Db, order: DueOrder, step: Step, now: Date): Promise<boolean> {
  return writeKitchenStep(db, order, step, KITCHEN_SOURCE, now);
}

/**
 * Moves every order that is due at `now` one step (and schedules newly accepted ones). Returns how
 * many orders changed status. Safe to run concurrently with itself and with POS pushes.
 */
export async function tick(db: Db, now: Date, speed = 1): Promise<number> {
  let moved = 0;
  for (const order of await dueOrders(db, now)) {
    const step = advance(order, now, speed);
    if (step && (await applyStep(db, order, step, now))) moved++;
  }
  return moved;
}
