// Cart rows: one cart per session with its lines and gifts. Writes go through a transaction that
// first locks the cart row, so two requests of one visitor never interleave their changes.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartGifts, cartItems, carts } from '../../db/schema';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export interface LineState {
  key: string;
  productId: number;
  modifiers: { id: number; count: number }[];
  count: number;
  addedAt: Date;
}

export interface CartState {
  cart: CartRow;
  lines: Map<string, LineState>;
  gifts: Map<number, number>;
}

function toState(cart: CartRow, items: CartItemRow[], gifts: { giftId: number; count: number }[]): CartState {
  return {
    cart: { ...cart },
    lines: new Map(
      items.map((item) => [
        item.key,
        {
          key: item.key,
          productId: item.productId,
          modifiers: item.modifiers,
          count: item.count,
          addedAt: item.addedAt,
        },
      ]),
    ),
    gifts: new Map(gifts.map((gift) => [gift.giftId, gift.count])),
  };
}

const sqlExcludedCount = sql`excluded."count"`;
const sqlExcludedGiftCount = sql`excluded."count"`;

async function loadParts(db: Db, cart: CartRow): Promise<CartState> {
  const items = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const gifts = await db.select().from(cartGifts).where(eq(cartGifts.cartId, cart.id));
  return toState(cart, items, gifts);
}

/** The session's cart, locked for this transaction; created empty when missing. */
export async function lockCart(tx: Db, sessionId: number): Promise<CartState> {
  const [existing] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId)).for('update');
  if (existing) return loadParts(tx, existing);
  await tx.insert(carts).values({ sessionId }).onConflictDoNothing({ target: carts.sessionId });
  const [created] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId)).for('update');
  return { cart: { ...created! }, lines: new Map(), gifts: new Map() };
}

/** The session's cart without locking (reads), or null when it has none yet. */
export async function readCart(db: Db, sessionId: number): Promise<CartState | null> {
  const [cart] = await db.select().from(carts).where(eq(carts.sessionId, sessionId));
  return cart ? loadParts(db, cart) : null;
}

/** Writes what changed between `before` and `after` (same cart). */
export async function saveCart(tx: Db, before: CartState, after: CartState, now: Date): Promise<void> {
  const cartId = after.cart.id;
  const removed = [...before.lines.keys()].filter((key) => !after.lines.has(key));
  if (removed.length > 0)
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.key, removed)));
  const upserts = [...after.lines.values()].filter((line) => {
    const old = before.lines.get(line.key);
    return !old || old.count !== line.count;
  });
  if (upserts.length > 0)
    await tx
      .insert(cartItems)
      .values(
        upserts.map((line) => ({
          cartId,
          key: line.key,
          productId: line.productId,
          modifiers: line.modifiers,
          count: line.count,
          addedAt: line.addedAt,
        })),
      )
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.key], set: { count: sqlExcludedCount } });

  const giftsRemoved = [...before.gifts.keys()].filter((id) => !after.gifts.has(id));
  if (giftsRemoved.length > 0)
    await tx
      .delete(cartGifts)
      .where(and(eq(cartGifts.cartId, cartId), inArray(cartGifts.giftId, giftsRemoved)));
  const giftUpserts = [...after.gifts].filter(([id, count]) => before.gifts.get(id) !== count);
  if (giftUpserts.length > 0)
    await tx
      .insert(cartGifts)
      .values(giftUpserts.map(([giftId, count]) => ({ cartId, giftId, count })))
      .onConflictDoUpdate({
        target: [cartGifts.cartId, cartGifts.giftId],
        set: { count: sqlExcludedGiftCount },
      });

  const { id: _id, sessionId: _session, updatedAt: _updated, ...fields } = after.cart;
  await tx
    .update(carts)
    .set({ ...fields, updatedAt: now })
    .where(eq(carts.id, cartId));
}
