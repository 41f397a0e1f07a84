// Favourite products of a customer (spec §1, §6). Rows are keyed by customer, so one customer's
// calls can only ever touch their own list.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';

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
