// The account's own writes that no other user file owns: signing out and removing the account.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, sessions } from '../../db/schema';

/** Ends one session: its row goes, and its cart with it (the next visit starts as a new guest). */
export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Removes a customer: every session of the account ends; addresses and favourites go with the
 * customer row, orders stay with customer_id null.
 */
export async function removeCustomer(db: Db, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    await tx.delete(customers).where(eq(customers.id, customerId));
  });
}
