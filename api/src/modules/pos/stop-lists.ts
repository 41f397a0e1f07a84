// Stop lists from the POS: a product with no balance left in a terminal group is `stop` in that
// shop (the menu shows it, unavailable to order); off the list, it is sold again. Modifiers have
// one type for all shops, so a modifier is `stop` while any mapped kitchen has run out of it (never
// sell an option a kitchen cannot make). Only mapped shops are touched; `unavailable` (not on the
// menu at all) is never turned into `stop`.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { modifiers, posLinks, productShopStates } from '../../db/schema';
import type { PosDeps } from './deps';
import { type MappedBrand, resolveMapping } from './mapping';
import { bumpCatalogVersion } from './version';

export interface StopListSyncResult {
  brand: string;
  /** (product, shop) pairs on stop after the sync. */
  stopped: number;
  stoppedModifiers: number;
  changed: boolean;
}

export async function syncStopLists(
  deps: PosDeps,
  options: { brand?: string } = {},
): Promise<StopListSyncResult[]> {
  const results: StopListSyncResult[] = [];
  for (const brand of await resolveMapping(deps.db, deps.mapping))
    if (!options.brand || options.brand === brand.alias) results.push(await syncBrand(deps, brand));
  return results;
}

async function syncBrand(deps: PosDeps, brand: MappedBrand): Promise<StopListSyncResult> {
  const answer = await deps.iiko.stopLists(brand.organizationIds);
  const byGroup = new Map<string, Set<string>>();
  for (const org of answer.terminalGroupStopLists)
    for (const group of org.items)
      byGroup.set(
        group.terminalGroupId,
        new Set(group.items.filter((item) => item.balance <= 0).map((item) => item.productId)),
      );
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pos-stop'), ${brand.brandId})`);
    const productLinks = await linksOf(tx, brand.brandId, 'product');
    const modifierLinks = await linksOf(tx, brand.brandId, 'modifier');
    // A modifier's link is keyed `<product>:<modifier>`: every row of that POS modifier.
    const modifierRows = new Map<string, number[]>();
    for (const [key, localId] of modifierLinks) {
      const externalId = key.slice(key.indexOf(':') + 1);
      modifierRows.set(externalId, [...(modifierRows.get(externalId) ?? []), localId]);
    }

    let changed = 0;
    let stopped = 0;
    const stoppedModifiers = new Set<number>();
    for (const shop of brand.shops) {
      const list = byGroup.get(shop.terminalGroupId);
      // A terminal group the POS did not answer for keeps what it had.
      if (!list) continue;
      const wanted = new Set<number>();
      for (const externalId of list) {
        const productId = productLinks.get(externalId);
        if (productId !== undefined) wanted.add(productId);
        for (const modifierId of modifierRows.get(externalId) ?? []) stoppedModifiers.add(modifierId);
      }
      const current = await tx
        .select({ productId: productShopStates.productId })
        .from(productShopStates)
        .where(and(eq(productShopStates.shopId, shop.shopId), eq(productShopStates.state, 'stop')));
      const off = current.map((row) => row.productId).filter((id) => !wanted.has(id));
      if (off.length)
        changed += (
          await tx
            .delete(productShopStates)
            .where(
              and(
                eq(productShopStates.shopId, shop.shopId),
                eq(productShopStates.state, 'stop'),
                inArray(productShopStates.productId, off),
              ),
            )
            .returning({ id: productShopStates.productId })
        ).length;
      // Only rows that change are written: every statement on a catalogue table moves the catalogue
      // version (its triggers), and a replayed stop list must not make every cache reload.
      const stoppedNow = new Set(current.map((row) => row.productId));
      const on = [...wanted].filter((id) => !stoppedNow.has(id));
      if (on.length)
        changed += (
          await tx
            .insert(productShopStates)
            .values(on.map((productId) => ({ productId, shopId: shop.shopId, state: 'stop' as const })))
            .onConflictDoNothing()
            .returning({ id: productShopStates.productId })
        ).length;
      stopped += wanted.size;
    }
    if (byGroup.size > 0) {
      const linked = [...modifierRows.values()].flat();
      const types = linked.length
        ? await tx
            .select({ id: modifiers.id, type: modifiers.type })
            .from(modifiers)
            .where(inArray(modifiers.id, linked))
        : [];
      const typeOf = new Map(types.map((row) => [row.id, row.type]));
      const stopIds = [...stoppedModifiers].filter((id) => typeOf.get(id) === 'default');
      if (stopIds.length)
        changed += (
          await tx
            .update(modifiers)
            .set({ type: 'stop' })
            .where(and(inArray(modifiers.id, stopIds), eq(modifiers.type, 'default')))
            .returning({ id: modifiers.id })
        ).length;
      const back = linked.filter((id) => !stoppedModifiers.has(id) && typeOf.get(id) === 'stop');
      for (let index = 0; index < back.length; index += 1000)
        changed += (
          await tx
            .update(modifiers)
            .set({ type: 'default' })
            .where(and(inArray(modifiers.id, back.slice(index, index + 1000)), eq(modifiers.type, 'stop')))
            .returning({ id: modifiers.id })
        ).length;
    }
    if (changed > 0) await bumpCatalogVersion(tx, brand.brandId, deps.now());
    return { brand: brand.alias, stopped, stoppedModifiers: stoppedModifiers.size, changed: changed > 0 };
  });
}

async function linksOf(tx: Db, brandId: number, kind: 'product' | 'modifier') {
  const rows = await tx
    .select({ externalId: posLinks.externalId, localId: posLinks.localId })
    .from(posLinks)
    .where(and(eq(posLinks.brandId, brandId), eq(posLinks.kind, kind)));
  return new Map(rows.map((row) => [row.externalId, row.localId]));
}
