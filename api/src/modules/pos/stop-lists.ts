// Stop lists from the POS: a product with no balance left in a terminal group is `stop` in that
// shop (the menu shows it, unavailable to order); off the list, it is sold again. Modifiers have
// one type for all shops, so a modifier is `stop` while any mapped kitchen has run out of it (never
// sell an option a kitchen cannot make). Only mapped shops are touched; `unavailable` (not on the
// menu at all) is never turned into `stop`.
import type { PosDeps } from './deps';
import { type MappedBrand, resolveMapping } from './mapping';
import {
  bumpCatalogVersion,
  lockBrandSync,
  modifierTypes,
  readLinks,
  setModifierType,
  stopProducts,
  stoppedProductIds,
  unstopProducts,
} from './repo';

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
    await lockBrandSync(tx, 'pos-stop', brand.brandId);
    const productLinks = await readLinks(tx, brand.brandId, 'product');
    const modifierLinks = await readLinks(tx, brand.brandId, 'modifier');
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
      const current = await stoppedProductIds(tx, shop.shopId);
      const off = current.filter((id) => !wanted.has(id));
      if (off.length) changed += await unstopProducts(tx, shop.shopId, off);
      // Only rows that change are written: every statement on a catalogue table moves the catalogue
      // version (its triggers), and a replayed stop list must not make every cache reload.
      const stoppedNow = new Set(current);
      const on = [...wanted].filter((id) => !stoppedNow.has(id));
      if (on.length) changed += await stopProducts(tx, shop.shopId, on);
      stopped += wanted.size;
    }
    if (byGroup.size > 0) {
      const linked = [...modifierRows.values()].flat();
      const types = linked.length ? await modifierTypes(tx, linked) : [];
      const typeOf = new Map(types.map((row) => [row.id, row.type]));
      const stopIds = [...stoppedModifiers].filter((id) => typeOf.get(id) === 'default');
      if (stopIds.length) changed += await setModifierType(tx, stopIds, 'default', 'stop');
      const back = linked.filter((id) => !stoppedModifiers.has(id) && typeOf.get(id) === 'stop');
      for (let index = 0; index < back.length; index += 1000)
        changed += await setModifierType(tx, back.slice(index, index + 1000), 'stop', 'default');
    }
    if (changed > 0) await bumpCatalogVersion(tx, brand.brandId, deps.now());
    return { brand: brand.alias, stopped, stoppedModifiers: stoppedModifiers.size, changed: changed > 0 };
  });
}
