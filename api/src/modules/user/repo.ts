// The account's rows: sessions ended and customers removed, the profile, saved addresses,
// favourites, the bonus balance, and the sign-in codes with their failure counts. Every query names
// the customer (or the brand and phone), so another customer's id is simply not found.
import { and, asc, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carts,
  customerAddresses,
  customers,
  favorites,
  phoneLocks,
  sessions,
  signInFailures,
  verificationCodes,
} from '../../db/schema';
import type { DeliveryAddressData } from '../../db/schema/json-types';

export type CustomerRow = typeof customers.$inferSelect;
export type SavedAddressRow = typeof customerAddresses.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

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

export async function updateCustomer(
  db: Db,
  customerId: number,
  changes: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set(changes).where(eq(customers.id, customerId)).returning();
  return row;
}

export async function bonusBalanceOf(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ balance: customers.bonusBalance })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.balance ?? null;
}

/** The city the session's cart is in, if it has a cart. */
export async function cartCityId(db: Db, sessionId: number): Promise<number | null> {
  const [cart] = await db.select({ cityId: carts.cityId }).from(carts).where(eq(carts.sessionId, sessionId));
  return cart?.cityId ?? null;
}

// Favourites.

/** Newest first. */
export async function favoriteIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.customerId, customerId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return rows.map((row) => row.productId);
}

/** Idempotent: adding a favourite twice keeps one row (and its first date). */
export async function addFavorite(db: Db, customerId: number, productId: number, now: Date) {
  await db.insert(favorites).values({ customerId, productId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, customerId: number, productId: number): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, productId)))
    .returning({ productId: favorites.productId });
  return removed.length > 0;
}

// Saved addresses: most recently used first, kept to MAX_SAVED_ADDRESSES.

export const MAX_SAVED_ADDRESSES = 30;

const newestFirst = [desc(customerAddresses.lastUsedAt), desc(customerAddresses.id)];

export async function savedAddressRows(db: Db, customerId: number): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(...newestFirst);
}

export async function findSavedAddress(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  return row ?? null;
}

export async function removeSavedAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return removed.length > 0;
}

export async function touchSavedAddress(db: Db, customerId: number, id: number, now: Date) {
  await db
    .update(customerAddresses)
    .set({ lastUsedAt: now })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
}

/** Saves (or refreshes) an address for the customer; returns its id. */
export async function saveAddress(db: Db, customerId: number, data: DeliveryAddressData, now: Date) {
  return db.transaction(async (tx) => {
    // One save per customer at a time, so two parallel saves of one place cannot both insert.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [same] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          sql`${customerAddresses.address}->>'place_id' = ${data.place_id}`,
          sql`coalesce(${customerAddresses.address}->>'room', '') = ${data.room ?? ''}`,
        ),
      )
      .limit(1);
    if (same) {
      await tx
        .update(customerAddresses)
        .set({ address: data, cityId: data.city_id, lastUsedAt: now })
        .where(eq(customerAddresses.id, same.id));
      return same.id;
    }
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, cityId: data.city_id, address: data, createdAt: now, lastUsedAt: now })
      .returning({ id: customerAddresses.id });
    const keep = tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(...newestFirst)
      .limit(MAX_SAVED_ADDRESSES);
    await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), notInArray(customerAddresses.id, keep)));
    return row!.id;
  });
}

// Sign-in codes and the failures counted against a phone.

/** Holds a transaction-scoped advisory lock on `key` until the transaction ends. */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Wrong codes on the phone since `since`, oldest first. */
export async function signInFailuresSince(tx: Db, brandId: number, phone: string, since: Date) {
  return tx
    .select({ client: signInFailures.client, at: signInFailures.createdAt })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.brandId, brandId),
        eq(signInFailures.phone, phone),
        gt(signInFailures.createdAt, since),
      ),
    )
    .orderBy(asc(signInFailures.createdAt));
}

/** Counts a wrong code; rows from before `windowStart` count for nothing and go. */
export async function recordSignInFailure(
  tx: Db,
  failure: { brandId: number; phone: string; client: string },
  now: Date,
  windowStart: Date,
): Promise<void> {
  await tx.insert(signInFailures).values({ ...failure, createdAt: now });
  await tx
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.brandId, failure.brandId),
        eq(signInFailures.phone, failure.phone),
        sql`${signInFailures.createdAt} <= ${windowStart.toISOString()}::timestamptz`,
      ),
    );
}

export async function forgiveSignInFailures(
  tx: Db,
  failure: { brandId: number; phone: string; client: string },
): Promise<void> {
  await tx
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.brandId, failure.brandId),
        eq(signInFailures.phone, failure.phone),
        eq(signInFailures.client, failure.client),
      ),
    );
}

export async function clearPhoneLock(tx: Db, brandId: number, phone: string): Promise<void> {
  await tx.delete(phoneLocks).where(and(eq(phoneLocks.brandId, brandId), eq(phoneLocks.phone, phone)));
}

/** When codes were sent from the IP since `since`, oldest first, at most `limit`. */
export async function codeTimesFromIp(tx: Db, ip: string, since: Date, limit: number) {
  return tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)))
    .orderBy(asc(verificationCodes.createdAt))
    .limit(limit);
}

/** When codes were sent to the phone (from the IP, when given) since `since`, newest first. */
export async function codeTimesToPhone(
  tx: Db,
  to: { brandId: number; phone: string; ip?: string },
  since: Date,
  limit: number,
) {
  return tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.brandId, to.brandId),
        eq(verificationCodes.phone, to.phone),
        to.ip === undefined ? undefined : eq(verificationCodes.ip, to.ip),
        gt(verificationCodes.createdAt, since),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(limit);
}

/** Closes the session's open code and the phone's open codes from the same client. */
export async function closeSupersededCodes(
  tx: Db,
  by: { sessionKeyHash: string; brandId: number; phone: string; ip: string },
  now: Date,
): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ closedAt: now })
    .where(
      and(
        isNull(verificationCodes.closedAt),
        or(
          eq(verificationCodes.sessionKeyHash, by.sessionKeyHash),
          and(
            eq(verificationCodes.brandId, by.brandId),
            eq(verificationCodes.phone, by.phone),
            eq(verificationCodes.ip, by.ip),
          ),
        ),
      ),
    );
}

export async function insertVerificationCode(
  tx: Db,
  values: typeof verificationCodes.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

export async function setCodeHash(db: Db, id: number, codeHash: string): Promise<void> {
  await db.update(verificationCodes).set({ codeHash }).where(eq(verificationCodes.id, id));
}

export async function closeVerificationCode(db: Db, id: number, now: Date): Promise<void> {
  await db.update(verificationCodes).set({ closedAt: now }).where(eq(verificationCodes.id, id));
}

/** The session's newest open code. */
export async function findOpenCode(db: Db, brandId: number, sessionKeyHash: string) {
  const [open] = await db
    .select({ id: verificationCodes.id, phone: verificationCodes.phone, ip: verificationCodes.ip })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.sessionKeyHash, sessionKeyHash),
        eq(verificationCodes.brandId, brandId),
        isNull(verificationCodes.closedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return open;
}

export async function lockVerificationCode(tx: Db, id: number): Promise<VerificationCodeRow | undefined> {
  const [row] = await tx.select().from(verificationCodes).where(eq(verificationCodes.id, id)).for('update');
  return row;
}

export async function setCodeAttempts(
  tx: Db,
  id: number,
  attempts: number,
  closedAt: Date | null,
): Promise<void> {
  await tx.update(verificationCodes).set({ attempts, closedAt }).where(eq(verificationCodes.id, id));
}

/** The customer for (brand, phone): an existing one keeps its data, a blank name or city is filled. */
export async function upsertSignedInCustomer(
  tx: Db,
  values: { brandId: number; phone: string; name: string; cityId: number | null },
  now: Date,
): Promise<CustomerRow> {
  const [customer] = await tx
    .insert(customers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [customers.brandId, customers.phone],
      set: {
        name: sql`case when ${customers.name} = '' then excluded.name else ${customers.name} end`,
        cityId: sql`coalesce(${customers.cityId}, excluded.city_id)`,
      },
    })
    .returning();
  return customer!;
}
