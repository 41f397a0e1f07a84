// Session rows (one per visitor, keyed by the SHA-256 of its cookie) and the signed-in lookup that
// joins a session to its customer.
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function findSessionByKeyHash(db: Db, keyHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.keyHash, keyHash)).limit(1);
  return row;
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function touchSession(db: Db, id: number, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function insertSession(db: Db, keyHash: string, now: Date): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values({ keyHash, createdAt: now, lastSeenAt: now }).returning();
  return row!;
}

/** Deletes at most `limit` sessions that began before `lifetimeStart` or were last seen before `idleStart`. */
export async function deleteEndedSessions(
  db: Db,
  lifetimeStart: Date,
  idleStart: Date,
  limit: number,
): Promise<number> {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(lte(sessions.createdAt, lifetimeStart), lte(sessions.lastSeenAt, idleStart)))
    .limit(limit);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, ended)).returning({ id: sessions.id });
  return deleted.length;
}

/** The session under `keyHash` with its customer, when that customer belongs to the brand. */
export async function findSessionCustomer(
  db: Db,
  keyHash: string,
  brandId: number,
): Promise<{ sessionId: number; customer: CustomerRow } | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.keyHash, keyHash), eq(customers.brandId, brandId)))
    .limit(1);
  return row;
}

/**
 * Gives the session under `keyHash` a new key and customer (its cart stays on the row); creates the
 * row when the session vanished meanwhile. Returns the row's id.
 */
export async function rekeySession(
  db: Db,
  keyHash: string,
  fresh: { keyHash: string; customerId: number; createdAt: Date; lastSeenAt: Date },
): Promise<number> {
  const [updated] = await db
    .update(sessions)
    .set(fresh)
    .where(eq(sessions.keyHash, keyHash))
    .returning({ id: sessions.id });
  const row = updated ?? (await db.insert(sessions).values(fresh).returning({ id: sessions.id }))[0]!;
  return row.id;
}
