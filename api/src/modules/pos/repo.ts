// The POS integration's rows: the mapping's brands, cities and shops, the links from iiko's ids to
// ours (pos_links), the menu revision and the catalogue it writes (groups, products, modifiers,
// availability and stop lists), the catalogue version every instance compares, and order exports.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  catalogVersions,
  cities,
  modifierGroups,
  modifiers,
  orders,
  type PosExportState,
  type PosLinkKind,
  posLinks,
  posMenuRevisions,
  posOrderExports,
  productGroups,
  productShopStates,
  products,
  shops,
} from '../../db/schema';

export type PosLinkRow = typeof posLinks.$inferSelect;
export type PosExportRow = typeof posOrderExports.$inferSelect;
export type NewProductGroup = typeof productGroups.$inferInsert;
export type NewProduct = typeof products.$inferInsert;
export type NewModifierGroup = typeof modifierGroups.$inferInsert;
export type NewModifier = typeof modifiers.$inferInsert;

/** Holds a transaction-scoped lock per (sync, brand): concurrent syncs of one brand write one at a time. */
export async function lockBrandSync(tx: Db, sync: 'pos-menu' | 'pos-stop', brandId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${sync}), ${brandId})`);
}

/**
 * Catalogue writes from the POS bump the brand's catalogue version: every API instance compares it
 * (catalog/snapshot.ts) and reloads its menu, and the server-rendered pages follow.
 */
export async function bumpCatalogVersion(db: Db, brandId: number, now: Date): Promise<string> {
  const version = `pos-${randomUUID().slice(0, 12)}`;
  await db
    .insert(catalogVersions)
    .values({ brandId, version, updatedAt: now })
    .onConflictDoUpdate({ target: catalogVersions.brandId, set: { version, updatedAt: now } });
  return version;
}

// The mapping.

export async function brandIdByAlias(db: Db, alias: string): Promise<number | undefined> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.alias, alias));
  return brand?.id;
}

export function citiesByAlias(db: Db, brandId: number, aliases: string[]) {
  return db
    .select({ id: cities.id, alias: cities.alias })
    .from(cities)
    .where(and(eq(cities.brandId, brandId), inArray(cities.alias, aliases)));
}

export function shopsOfCity(db: Db, cityId: number) {
  return db.select({ id: shops.id, alias: shops.alias }).from(shops).where(eq(shops.cityId, cityId));
}

export async function brandShopIds(db: Db, brandId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(eq(cities.brandId, brandId));
  return rows.map((row) => row.id);
}

export async function cityTimezone(db: Db, cityId: number): Promise<string | undefined> {
  const [city] = await db.select({ timezone: cities.timezone }).from(cities).where(eq(cities.id, cityId));
  return city?.timezone;
}

// Links from iiko's ids to ours.

/** iiko id → our id, for one kind of row. */
export async function readLinks(db: Db, brandId: number, kind: PosLinkKind): Promise<Map<string, number>> {
  const rows = await db
    .select({ externalId: posLinks.externalId, localId: posLinks.localId })
    .from(posLinks)
    .where(and(eq(posLinks.brandId, brandId), eq(posLinks.kind, kind)));
  return new Map(rows.map((row) => [row.externalId, row.localId]));
}

export async function writeLinks(db: Db, brandId: number, kind: PosLinkKind, links: [string, number][]) {
  for (let index = 0; index < links.length; index += 500)
    await db
      .insert(posLinks)
      .values(
        links
          .slice(index, index + 500)
          .map(([externalId, localId]) => ({ brandId, kind, externalId, localId })),
      )
      .onConflictDoUpdate({
        target: [posLinks.brandId, posLinks.kind, posLinks.externalId],
        set: { localId: sql`excluded.local_id` },
      });
}

/** The links of these local ids (of any kind). */
export function linksOfLocalIds(db: Db, brandId: number, localIds: number[]): Promise<PosLinkRow[]> {
  return db
    .select()
    .from(posLinks)
    .where(and(eq(posLinks.brandId, brandId), inArray(posLinks.localId, [...localIds, -1])));
}

// The menu.

export async function menuRevision(db: Db, brandId: number) {
  const [stored] = await db.select().from(posMenuRevisions).where(eq(posMenuRevisions.brandId, brandId));
  return stored;
}

export async function saveMenuRevision(
  tx: Db,
  revision: { brandId: number; organizationId: string; revision: number; syncedAt: Date },
): Promise<void> {
  await tx
    .insert(posMenuRevisions)
    .values(revision)
    .onConflictDoUpdate({
      target: posMenuRevisions.brandId,
      set: {
        organizationId: revision.organizationId,
        revision: revision.revision,
        syncedAt: revision.syncedAt,
      },
    });
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** The aliases of these rows of the brand, by id. */
export async function aliasesOf(
  tx: Db,
  table: 'products' | 'groups',
  brandId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const source = table === 'products' ? products : productGroups;
  const rows = await tx
    .select({ id: source.id, alias: source.alias })
    .from(source)
    .where(and(eq(source.brandId, brandId), inArray(source.id, ids)));
  return new Map(rows.map((row) => [row.id, row.alias]));
}

/** Writes product groups by (brand, alias); a group keeps its picture when the POS has none. */
export function upsertProductGroups(tx: Db, rows: NewProductGroup[]) {
  return tx
    .insert(productGroups)
    .values(rows)
    .onConflictDoUpdate({
      target: [productGroups.brandId, productGroups.alias],
      set: {
        name: excluded('name'),
        sort: excluded('sort'),
        picture: sql`coalesce(excluded.picture, ${productGroups.picture})`,
      },
    })
    .returning({ id: productGroups.id, alias: productGroups.alias });
}

/** Writes products by (brand, alias); a product keeps its picture when the POS has none. */
export function upsertProducts(tx: Db, rows: NewProduct[]) {
  return tx
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: [products.brandId, products.alias],
      set: {
        groupId: excluded('group_id'),
        name: excluded('name'),
        description: excluded('description'),
        basicPrice: excluded('basic_price'),
        weightValue: excluded('weight_value'),
        weightUnit: excluded('weight_unit'),
        nutrition: excluded('nutrition'),
        picture: sql`coalesce(excluded.picture, ${products.picture})`,
        sort: excluded('sort'),
      },
    })
    .returning({ id: products.id, alias: products.alias });
}

/** The brand's products other than `sold`. */
export async function productIdsNotIn(tx: Db, brandId: number, sold: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      sold.length > 0
        ? and(eq(products.brandId, brandId), notInArray(products.id, sold))
        : eq(products.brandId, brandId),
    );
  return rows.map((row) => row.id);
}

export async function markUnavailable(tx: Db, productIds: number[], shopIds: number[]): Promise<void> {
  await tx
    .insert(productShopStates)
    .values(
      productIds.flatMap((productId) =>
        shopIds.map((shopId) => ({ productId, shopId, state: 'unavailable' as const })),
      ),
    )
    .onConflictDoUpdate({
      target: [productShopStates.productId, productShopStates.shopId],
      set: { state: 'unavailable' },
    });
}

/** Sells again the `sold` products that are unavailable in every one of `shopIds`. */
export async function restoreUnavailableEverywhere(tx: Db, sold: number[], shopIds: number[]): Promise<void> {
  await tx.execute(sql`
    delete from product_shop_states s
    where s.state = 'unavailable' and s.product_id in (
      select product_id from product_shop_states
      where state = 'unavailable' and product_id in (${sql.join(
        sold.map((id) => sql`${id}`),
        sql`, `,
      )}) and shop_id in (${sql.join(
        shopIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by product_id having count(*) = ${shopIds.length})`);
}

export function modifierGroupsOfProducts(tx: Db, productIds: number[]) {
  return tx
    .select({ id: modifierGroups.id, productId: modifierGroups.productId, alias: modifierGroups.alias })
    .from(modifierGroups)
    .where(inArray(modifierGroups.productId, productIds));
}

export function modifiersOfProducts(tx: Db, productIds: number[]) {
  return tx
    .select({ id: modifiers.id, productId: modifiers.productId, alias: modifiers.alias })
    .from(modifiers)
    .where(inArray(modifiers.productId, productIds));
}

/** Writes modifier groups by (product, alias). */
export function upsertModifierGroups(tx: Db, rows: NewModifierGroup[]) {
  return tx
    .insert(modifierGroups)
    .values(rows)
    .onConflictDoUpdate({
      target: [modifierGroups.productId, modifierGroups.alias],
      set: { name: excluded('name'), min: excluded('min'), max: excluded('max'), sort: excluded('sort') },
    })
    .returning({ id: modifierGroups.id, productId: modifierGroups.productId, alias: modifierGroups.alias });
}

/** Writes modifiers by (product, alias); a modifier keeps its picture when the POS has none. */
export function upsertModifiers(tx: Db, rows: NewModifier[]) {
  return tx
    .insert(modifiers)
    .values(rows)
    .onConflictDoUpdate({
      target: [modifiers.productId, modifiers.alias],
      set: {
        groupId: excluded('group_id'),
        name: excluded('name'),
        price: excluded('price'),
        min: excluded('min'),
        max: excluded('max'),
        picture: sql`coalesce(excluded.picture, ${modifiers.picture})`,
        sort: excluded('sort'),
      },
    })
    .returning({ id: modifiers.id, productId: modifiers.productId, alias: modifiers.alias });
}

export async function deleteModifiers(tx: Db, ids: number[]): Promise<void> {
  await tx.delete(modifiers).where(inArray(modifiers.id, ids));
}

export async function deleteModifierGroups(tx: Db, ids: number[]): Promise<void> {
  await tx.delete(modifierGroups).where(inArray(modifierGroups.id, ids));
}

// Stop lists.

export async function stoppedProductIds(tx: Db, shopId: number): Promise<number[]> {
  const rows = await tx
    .select({ productId: productShopStates.productId })
    .from(productShopStates)
    .where(and(eq(productShopStates.shopId, shopId), eq(productShopStates.state, 'stop')));
  return rows.map((row) => row.productId);
}

/** Takes the products off the shop's stop list; answers how many rows changed. */
export async function unstopProducts(tx: Db, shopId: number, productIds: number[]): Promise<number> {
  const removed = await tx
    .delete(productShopStates)
    .where(
      and(
        eq(productShopStates.shopId, shopId),
        eq(productShopStates.state, 'stop'),
        inArray(productShopStates.productId, productIds),
      ),
    )
    .returning({ id: productShopStates.productId });
  return removed.length;
}

/** Puts the products on the shop's stop list; answers how many rows changed. */
export async function stopProducts(tx: Db, shopId: number, productIds: number[]): Promise<number> {
  const added = await tx
    .insert(productShopStates)
    .values(productIds.map((productId) => ({ productId, shopId, state: 'stop' as const })))
    .onConflictDoNothing()
    .returning({ id: productShopStates.productId });
  return added.length;
}

export function modifierTypes(tx: Db, ids: number[]) {
  return tx
    .select({ id: modifiers.id, type: modifiers.type })
    .from(modifiers)
    .where(inArray(modifiers.id, ids));
}

/** Moves modifiers of type `from` to `to`; answers how many changed. */
export async function setModifierType(
  tx: Db,
  ids: number[],
  from: 'default' | 'stop',
  to: 'default' | 'stop',
): Promise<number> {
  const changed = await tx
    .update(modifiers)
    .set({ type: to })
    .where(and(inArray(modifiers.id, ids), eq(modifiers.type, from)))
    .returning({ id: modifiers.id });
  return changed.length;
}

// Order exports.

export async function orderTypeOf(tx: Db, orderId: number): Promise<'delivery' | 'takeaway' | undefined> {
  const [order] = await tx.select({ orderType: orders.orderType }).from(orders).where(eq(orders.id, orderId));
  return order?.orderType;
}

export async function findExport(db: Db, orderId: number): Promise<PosExportRow | undefined> {
  const [row] = await db.select().from(posOrderExports).where(eq(posOrderExports.orderId, orderId));
  return row;
}

export async function findExportByPosOrderId(db: Db, posOrderId: string): Promise<PosExportRow | undefined> {
  const [row] = await db.select().from(posOrderExports).where(eq(posOrderExports.posOrderId, posOrderId));
  return row;
}

/** Creates the order's export row unless it has one. */
export async function ensureExport(
  db: Db,
  values: { orderId: number; organizationId: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(posOrderExports)
    .values({ ...values, posOrderId: randomUUID() })
    .onConflictDoNothing();
}

export async function setExport(
  db: Db,
  orderId: number,
  values: Partial<typeof posOrderExports.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(posOrderExports)
    .set({ ...values, updatedAt: now })
    .where(eq(posOrderExports.orderId, orderId));
}

/** Sets an export that is still pending or in progress; true when it was. */
export async function settleOpenExport(
  db: Db,
  orderId: number,
  values: { state: PosExportState; error: string | null },
  now: Date,
): Promise<boolean> {
  const settled = await db
    .update(posOrderExports)
    .set({ ...values, updatedAt: now })
    .where(
      and(eq(posOrderExports.orderId, orderId), inArray(posOrderExports.state, ['pending', 'in_progress'])),
    )
    .returning({ id: posOrderExports.orderId });
  return settled.length > 0;
}

/** Claims the next send of a pending export made `attempts` times so far; false when another did. */
export async function claimExportAttempt(
  db: Db,
  orderId: number,
  attempts: number,
  organizationId: string,
  now: Date,
): Promise<boolean> {
  const [claimed] = await db
    .update(posOrderExports)
    .set({ attempts: attempts + 1, organizationId, updatedAt: now })
    .where(
      and(
        eq(posOrderExports.orderId, orderId),
        eq(posOrderExports.state, 'pending'),
        eq(posOrderExports.attempts, attempts),
      ),
    )
    .returning({ id: posOrderExports.orderId });
  return claimed !== undefined;
}

/** Records the POS status of an exported order when it ranks above the one recorded; true when it did. */
export async function claimPosStatus(
  tx: Db,
  orderId: number,
  status: string,
  rank: number,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .update(posOrderExports)
    .set({ posStatus: status, posStatusRank: rank, updatedAt: now })
    .where(and(eq(posOrderExports.orderId, orderId), lt(posOrderExports.posStatusRank, rank)))
    .returning({ id: posOrderExports.orderId });
  return claimed.length > 0;
}

/** What the operator sees: orders the POS refused or never got, newest first. */
export function failedExports(db: Db, limit = 100) {
  return db
    .select({
      orderId: posOrderExports.orderId,
      error: posOrderExports.error,
      attempts: posOrderExports.attempts,
      updatedAt: posOrderExports.updatedAt,
      phone: orders.phone,
      status: orders.status,
    })
    .from(posOrderExports)
    .innerJoin(orders, eq(orders.id, posOrderExports.orderId))
    .where(eq(posOrderExports.state, 'error'))
    .orderBy(desc(posOrderExports.updatedAt))
    .limit(limit);
}

/** Accepted orders of these brands, changed since `since`, that have no export row yet. */
export async function acceptedOrdersWithoutExport(
  db: Db,
  brandIds: number[],
  since: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(posOrderExports, eq(posOrderExports.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'accepted'),
        inArray(orders.brandId, brandIds),
        gt(orders.updatedAt, since),
        isNull(posOrderExports.orderId),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
