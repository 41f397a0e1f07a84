// Cart rows: one cart per session with its lines and gifts. A cart call costs four statements:
// BEGIN, one read of session + cart + lines + gifts that also locks the cart row (so two requests of
// one visitor never interleave their changes), one write of everything that changed, COMMIT.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, sessions } from '../../db/schema';
import type { DeliveryAddressData, ModifierChoiceData } from '../../db/schema/json-types';

export type CartRow = typeof carts.$inferSelect;

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

export interface SessionCart {
  session: { id: number; customerId: number | null };
  state: CartState;
}

interface RawItem {
  id: number;
  key: string;
  product_id: number;
  modifiers: ModifierChoiceData[];
  count: number;
  added_at: string;
}

interface RawRow {
  session_id: number;
  customer_id: number | null;
  id: number;
  city_id: number | null;
  order_type: 'delivery' | 'takeaway' | null;
  shop_id: number | null;
  delivery_zone_id: number | null;
  delivery_address: DeliveryAddressData | string | null;
  promocode_id: number | null;
  without_bag: boolean;
  bonuses: string | number;
  interval_id: string | null;
  updated_at: string | Date;
  items: RawItem[] | string | null;
  gifts: { gift_id: number; count: number }[] | string | null;
}

/** node-postgres and PGlite both answer `{ rows }`; JSON may arrive parsed or as text. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function toState(row: RawRow): CartState {
  const items = (row.items === null ? [] : json(row.items)).sort(
    (a, b) => Date.parse(a.added_at) - Date.parse(b.added_at) || a.id - b.id,
  );
  const gifts = row.gifts === null ? [] : json(row.gifts);
  return {
    cart: {
      id: row.id,
      sessionId: row.session_id,
      cityId: row.city_id,
      orderType: row.order_type,
      shopId: row.shop_id,
      deliveryZoneId: row.delivery_zone_id,
      deliveryAddress: row.delivery_address === null ? null : json(row.delivery_address),
      promocodeId: row.promocode_id,
      withoutBag: row.without_bag,
      bonuses: Number(row.bonuses),
      intervalId: row.interval_id,
      updatedAt: new Date(row.updated_at),
    },
    lines: new Map(
      items.map((item) => [
        item.key,
        {
          key: item.key,
          productId: item.product_id,
          modifiers: item.modifiers,
          count: item.count,
          addedAt: new Date(item.added_at),
        },
      ]),
    ),
    gifts: new Map(gifts.map((gift) => [gift.gift_id, gift.count])),
  };
}

function selectCart(where: SQL, lock: boolean): SQL {
  return sql`
    select s.id as session_id, s.customer_id, c.id, c.city_id, c.order_type, c.shop_id, c.delivery_zone_id,
      c.delivery_address, c.promocode_id, c.without_bag, c.bonuses, c.interval_id, c.updated_at,
      (select json_agg(i) from cart_items i where i.cart_id = c.id) as items,
      (select json_agg(g) from cart_gifts g where g.cart_id = c.id) as gifts
    from sessions s join carts c on c.session_id = s.id
    where ${where}${lock ? sql` for update of c` : sql``}`;
}

/** The session's cart by the hash of its cookie key, locked for this transaction; null when unknown. */
export async function lockCartByKey(tx: Db, keyHash: string): Promise<SessionCart | null> {
  const [row] = rowsOf<RawRow>(await tx.execute(selectCart(sql`s.key_hash = ${keyHash}`, true)));
  if (row) return { session: { id: row.session_id, customerId: row.customer_id }, state: toState(row) };
  // A session without a cart (one made elsewhere): give it one.
  const [session] = await tx.select().from(sessions).where(eq(sessions.keyHash, keyHash));
  if (!session) return null;
  await tx.insert(carts).values({ sessionId: session.id }).onConflictDoNothing({ target: carts.sessionId });
  const [created] = rowsOf<RawRow>(await tx.execute(selectCart(sql`s.id = ${session.id}`, true)));
  return { session: { id: session.id, customerId: session.customerId }, state: toState(created!) };
}

/** A new session with an empty cart. */
export async function createSessionCart(tx: Db, keyHash: string, now: Date): Promise<SessionCart> {
  const [session] = await tx
    .insert(sessions)
    .values({ keyHash, createdAt: now, lastSeenAt: now })
    .returning();
  const [cart] = await tx.insert(carts).values({ sessionId: session!.id }).returning();
  return {
    session: { id: session!.id, customerId: null },
    state: { cart: cart!, lines: new Map(), gifts: new Map() },
  };
}

/** The session's cart without locking (reads), or null. */
export async function readCartBySession(db: Db, sessionId: number): Promise<CartState | null> {
  const [row] = rowsOf<RawRow>(await db.execute(selectCart(sql`s.id = ${sessionId}`, false)));
  return row ? toState(row) : null;
}

/** Sessions are marked as seen at most this often, inside the cart write. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/**
 * Writes what changed between `before` and `after` in one statement: removed and changed lines and
 * gifts, the cart row, and the session's last_seen_at. A key is either removed or upserted, never
 * both, so the parts never touch the same row.
 */
export async function saveCart(tx: Db, sessionId: number, before: CartState, after: CartState, now: Date) {
  const cartId = after.cart.id;
  const removedKeys = [...before.lines.keys()].filter((key) => !after.lines.has(key));
  const upserts = [...after.lines.values()]
    .filter((line) => before.lines.get(line.key)?.count !== line.count)
    .map((line) => ({
      key: line.key,
      product_id: line.productId,
      modifiers: line.modifiers,
      count: line.count,
      added_at: line.addedAt.toISOString(),
    }));
  const removedGifts = [...before.gifts.keys()].filter((id) => !after.gifts.has(id));
  const giftUpserts = [...after.gifts]
    .filter(([id, count]) => before.gifts.get(id) !== count)
    .map(([gift_id, count]) => ({ gift_id, count }));
  const cart = after.cart;
  // Only the parts that have work: PGlite plans every statement, and a smaller one plans faster.
  const parts: SQL[] = [];
  if (removedKeys.length > 0)
    parts.push(sql`removed as (
      delete from cart_items where cart_id = ${cartId}
        and key in (select jsonb_array_elements_text(${JSON.stringify(removedKeys)}::jsonb)))`);
  if (upserts.length > 0)
    parts.push(sql`upserted as (
      insert into cart_items (cart_id, key, product_id, modifiers, count, added_at)
      select ${cartId}, x.key, x.product_id, x.modifiers, x.count, x.added_at
      from jsonb_to_recordset(${JSON.stringify(upserts)}::jsonb)
        as x(key text, product_id integer, modifiers jsonb, count smallint, added_at timestamptz)
      on conflict (cart_id, key) do update set count = excluded.count)`);
  if (removedGifts.length > 0)
    parts.push(sql`gifts_removed as (
      delete from cart_gifts where cart_id = ${cartId}
        and gift_id in (select (jsonb_array_elements_text(${JSON.stringify(removedGifts)}::jsonb))::integer))`);
  if (giftUpserts.length > 0)
    parts.push(sql`gifts_upserted as (
      insert into cart_gifts (cart_id, gift_id, count)
      select ${cartId}, x.gift_id, x.count
      from jsonb_to_recordset(${JSON.stringify(giftUpserts)}::jsonb) as x(gift_id integer, count smallint)
      on conflict (cart_id, gift_id) do update set count = excluded.count)`);
  // The cart is written on every call, so its last write stands in for the session's last visit.
  if (now.getTime() - before.cart.updatedAt.getTime() > TOUCH_AFTER_MS)
    parts.push(
      sql`touched as (update sessions set last_seen_at = ${now.toISOString()}::timestamptz where id = ${sessionId})`,
    );
  const prefix = parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} ` : sql``;
  await tx.execute(sql`${prefix}update carts set
      city_id = ${cart.cityId},
      order_type = ${cart.orderType},
      shop_id = ${cart.shopId},
      delivery_zone_id = ${cart.deliveryZoneId},
      delivery_address = ${cart.deliveryAddress === null ? null : JSON.stringify(cart.deliveryAddress)}::jsonb,
      promocode_id = ${cart.promocodeId},
      without_bag = ${cart.withoutBag},
      bonuses = ${cart.bonuses},
      interval_id = ${cart.intervalId},
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${cartId}`);
}
