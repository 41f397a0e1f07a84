// Orders, their status events, order caches, the bonus write-off an order makes, and the claims of
// idempotent requests. Every function takes the handle it runs on (the app's db or the caller's
// transaction), so the caller decides what commits together.
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  idempotencyRequests,
  type OrderStatus,
  orderCaches,
  orderStatusEvents,
  orders,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderCacheRow = typeof orderCaches.$inferSelect;
export type NewOrderCache = typeof orderCaches.$inferInsert;
export type IdempotencyRow = typeof idempotencyRequests.$inferSelect;

export async function customerPhone(tx: Db, customerId: number): Promise<string | null> {
  const [customer] = await tx
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer?.phone ?? null;
}

export async function insertStatusEvent(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  source: string,
  createdAt: Date,
): Promise<void> {
  await tx.insert(orderStatusEvents).values({ orderId, status, source, createdAt });
}

/** The session's order of this very cart that still waits for payment, if any. */
export async function findWaitingOrderOfCart(
  tx: Db,
  sessionKeyHash: string,
  cartFingerprint: string,
): Promise<OrderRow | undefined> {
  const [existing] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sessionKeyHash, sessionKeyHash),
        eq(orders.cartFingerprint, cartFingerprint),
        eq(orders.status, 'waiting_for_payment'),
      ),
    );
  return existing;
}

/** Takes `amount` bonuses off the customer's balance; false when the balance no longer holds them. */
export async function spendBonuses(tx: Db, customerId: number, amount: number, now: Date): Promise<boolean> {
  const [spent] = await tx
    .update(customers)
    .set({ bonusBalance: sql`${customers.bonusBalance} - ${amount}`, updatedAt: now })
    .where(and(eq(customers.id, customerId), gte(customers.bonusBalance, amount)))
    .returning({ id: customers.id });
  return spent !== undefined;
}

export async function returnBonuses(tx: Db, customerId: number, amount: number, now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({ bonusBalance: sql`${customers.bonusBalance} + ${amount}`, updatedAt: now })
    .where(eq(customers.id, customerId));
}

export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  if (!order) throw new Error('order was not stored');
  return order;
}

export async function insertOrderCache(tx: Db, values: NewOrderCache): Promise<OrderCacheRow> {
  const [row] = await tx.insert(orderCaches).values(values).returning();
  if (!row) throw new Error('order cache was not stored');
  return row;
}

/** One idempotent request: its route scope and the client's key. */
export interface IdempotencyId {
  scope: string;
  key: string;
}

const idempotencyWhere = ({ scope, key }: IdempotencyId) =>
  and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key));

/** An open claim made at `token` (the claim's creation time tells one claimant from the next). */
const openClaim = (id: IdempotencyId, token: Date) =>
  and(
    idempotencyWhere(id),
    eq(idempotencyRequests.createdAt, token),
    isNull(idempotencyRequests.completedAt),
  );

/** Claims the key for this run; false when a row for it exists already. */
export async function claimIdempotencyKey(
  db: Db,
  id: IdempotencyId,
  requestHash: string,
  token: Date,
): Promise<boolean> {
  const [claimed] = await db
    .insert(idempotencyRequests)
    .values({ scope: id.scope, key: id.key, requestHash, createdAt: token })
    .onConflictDoNothing()
    .returning({ key: idempotencyRequests.key });
  return claimed !== undefined;
}

export async function findIdempotencyRequest(db: Db, id: IdempotencyId): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyRequests).where(idempotencyWhere(id));
  return row;
}

/** Stores the answer on the claim made at `token`; false when that claim is no longer open. */
export async function completeIdempotencyClaim(
  tx: Db,
  id: IdempotencyId,
  token: Date,
  answer: { statusCode: number; body: unknown },
): Promise<boolean> {
  const [stored] = await tx
    .update(idempotencyRequests)
    .set({ statusCode: answer.statusCode, response: answer.body, completedAt: new Date() })
    .where(openClaim(id, token))
    .returning({ key: idempotencyRequests.key });
  return stored !== undefined;
}

/** Frees an unanswered claim, so a retry may claim the key again. */
export async function releaseIdempotencyClaim(db: Db, id: IdempotencyId, token: Date): Promise<void> {
  await db.delete(idempotencyRequests).where(openClaim(id, token));
}

/** Moves an open claim made at `previous` over to `token`; false when someone else got there first. */
export async function takeOverIdempotencyClaim(
  db: Db,
  id: IdempotencyId,
  previous: Date,
  token: Date,
): Promise<boolean> {
  const [taken] = await db
    .update(idempotencyRequests)
    .set({ createdAt: token })
    .where(openClaim(id, previous))
    .returning({ key: idempotencyRequests.key });
  return taken !== undefined;
}
