// The brand's menu from the POS nomenclature: folders → product groups, dishes and goods →
// products (price, weight, nutrition, picture), their modifier groups (min/max) and modifiers.
// Our rows are found through pos_links by the POS id, or adopted the first time by alias = the
// POS `code` (a chain that started on the seed keeps its ids), so carts, favourites and order
// history keep working across syncs. A product gone from the POS becomes unavailable in every
// shop of the brand, never deleted; one that comes back is sold again.
import type { Db } from '../../db/client';
import type { modifierGroups, modifiers } from '../../db/schema';
import type { NutritionData, PictureData } from '../../db/schema/json-types';
import type {
  NomenclatureGroup,
  NomenclatureProduct,
  NomenclatureResponse,
} from '../../providers/pos/iiko/types';
import type { PosDeps } from './deps';
import { type MappedBrand, resolveMapping } from './mapping';
import {
  aliasesOf,
  brandShopIds,
  bumpCatalogVersion,
  deleteModifierGroups,
  deleteModifiers,
  lockBrandSync,
  markUnavailable,
  menuRevision,
  modifierGroupsOfProducts,
  modifiersOfProducts,
  productIdsNotIn,
  readLinks,
  restoreUnavailableEverywhere,
  saveMenuRevision,
  upsertModifierGroups,
  upsertModifiers,
  upsertProductGroups,
  upsertProducts,
  writeLinks,
} from './repo';

export interface MenuSyncResult {
  brand: string;
  revision: number;
  /** false: the POS had no newer revision, nothing was written. */
  changed: boolean;
  groups: number;
  products: number;
  unavailable: number;
}

/** Our pictures travel as the storefront's own emoji links; another image host keeps our picture. */
const EMOJI_LINK = /\/api\/media\/emoji\/([a-z0-9-]+)\/([0-9a-f]{6})\//i;
export function pictureOf(links: string[]): PictureData | null {
  for (const link of links) {
    const match = EMOJI_LINK.exec(link);
    if (match) return { icon: match[1]!, background: `#${match[2]!.toLowerCase()}` };
  }
  return null;
}

/** iiko weighs in kilograms or litres per unit; we show grams, millilitres or pieces. */
export function weightOf(item: Pick<NomenclatureProduct, 'weight' | 'measureUnit'>): {
  value: number;
  unit: string;
} {
  const unit = item.measureUnit.toLowerCase();
  if (unit === 'кг' || unit === 'kg') return { value: Math.round(item.weight * 100_000) / 100, unit: 'g' };
  if (unit === 'л' || unit === 'l') return { value: Math.round(item.weight * 100_000) / 100, unit: 'ml' };
  return { value: item.weight, unit: 'pcs' };
}

export function nutritionOf(item: NomenclatureProduct): NutritionData | null {
  const values = [item.proteinsAmount, item.fatAmount, item.carbohydratesAmount, item.energyAmount];
  if (values.every((value) => !value)) return null;
  return {
    proteins: item.proteinsAmount,
    fats: item.fatAmount,
    carbohydrates: item.carbohydratesAmount,
    kilocalories: item.energyAmount,
  };
}

/** The price on the menu: the size-less price (or the first size's) when it is included in the menu. */
export function priceOf(item: NomenclatureProduct): number | null {
  const entry = item.sizePrices.find((size) => size.sizeId === null) ?? item.sizePrices[0];
  return entry?.price.isIncludedInMenu ? entry.price.currentPrice : null;
}

/** A readable alias for a row the POS names without a code. */
function aliasFor(code: string | null, name: string, externalId: string): string {
  if (code?.trim()) return code.trim();
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9а-яё]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${slug || 'item'}-${externalId.slice(0, 8)}`;
}

/** Synchronises every mapped brand's menu; `force` applies it even at the same revision. */
export async function syncMenu(deps: PosDeps, options: { force?: boolean; brand?: string } = {}) {
  const results: MenuSyncResult[] = [];
  for (const brand of await resolveMapping(deps.db, deps.mapping))
    if (!options.brand || options.brand === brand.alias)
      results.push(await syncBrandMenu(deps, brand, options.force));
  return results;
}

async function syncBrandMenu(deps: PosDeps, brand: MappedBrand, force = false): Promise<MenuSyncResult> {
  const stored = await menuRevision(deps.db, brand.brandId);
  const menu = await deps.iiko.nomenclature(brand.menuOrganizationId);
  const unchanged = {
    brand: brand.alias,
    revision: menu.revision,
    changed: false,
    groups: 0,
    products: 0,
    unavailable: 0,
  };
  if (
    !force &&
    stored &&
    stored.organizationId === brand.menuOrganizationId &&
    stored.revision >= menu.revision
  )
    return unchanged;
  return deps.db.transaction(async (tx) => {
    // Concurrent syncs of one brand (two instances, a webhook and the schedule): one writes.
    await lockBrandSync(tx, 'pos-menu', brand.brandId);
    const again = await menuRevision(tx, brand.brandId);
    if (
      !force &&
      again &&
      again.organizationId === brand.menuOrganizationId &&
      again.revision >= menu.revision
    )
      return unchanged;
    const result = await applyMenu(tx, brand, menu);
    await saveMenuRevision(tx, {
      brandId: brand.brandId,
      organizationId: brand.menuOrganizationId,
      revision: menu.revision,
      syncedAt: deps.now(),
    });
    await bumpCatalogVersion(tx, brand.brandId, deps.now());
    return { brand: brand.alias, revision: menu.revision, changed: true, ...result };
  });
}

async function applyMenu(tx: Db, brand: MappedBrand, menu: NomenclatureResponse) {
  const { brandId } = brand;
  const folders = new Map(menu.groups.map((group) => [group.id, group]));
  const items = new Map(menu.products.map((item) => [item.id, item]));
  const menuGroups = menu.groups
    .filter((group) => !group.isGroupModifier && !group.isDeleted && group.isIncludedInMenu)
    .sort((a, b) => a.order - b.order);
  const menuGroupIds = new Set(menuGroups.map((group) => group.id));
  const sellable = menu.products
    .filter(
      (item) =>
        (item.type === 'Dish' || item.type === 'Good') &&
        !item.isDeleted &&
        item.groupId !== null &&
        menuGroupIds.has(item.groupId) &&
        priceOf(item) !== null,
    )
    .sort((a, b) => a.order - b.order);

  // Product groups.
  const groupLinks = await readLinks(tx, brandId, 'group');
  const groupAliases = await aliasesOf(tx, 'groups', brandId, [...groupLinks.values()]);
  const groupIds = new Map<string, number>();
  if (menuGroups.length > 0) {
    const rows = menuGroups.map((group: NomenclatureGroup, index) => ({
      brandId,
      alias: groupAliases.get(groupLinks.get(group.id) ?? -1) ?? aliasFor(group.code, group.name, group.id),
      name: group.name,
      sort: (index + 1) * 10,
      picture: pictureOf(group.imageLinks),
    }));
    const written = await upsertProductGroups(tx, rows);
    const byAlias = new Map(written.map((row) => [row.alias, row.id]));
    for (const [index, group] of menuGroups.entries())
      groupIds.set(group.id, byAlias.get(rows[index]!.alias)!);
    await writeLinks(tx, brandId, 'group', [...groupIds]);
  }

  // Products.
  const productLinks = await readLinks(tx, brandId, 'product');
  const productAliases = await aliasesOf(tx, 'products', brandId, [...productLinks.values()]);
  const productIds = new Map<string, number>();
  const sortInGroup = new Map<string, number>();
  if (sellable.length > 0) {
    const rows = sellable.map((item) => {
      const sort = (sortInGroup.get(item.groupId!) ?? 0) + 10;
      sortInGroup.set(item.groupId!, sort);
      const weight = weightOf(item);
      return {
        brandId,
        groupId: groupIds.get(item.groupId!)!,
        alias: productAliases.get(productLinks.get(item.id) ?? -1) ?? aliasFor(item.code, item.name, item.id),
        name: item.name,
        description: item.description ?? '',
        basicPrice: priceOf(item)!,
        weightValue: weight.value,
        weightUnit: weight.unit,
        nutrition: nutritionOf(item),
        picture: pictureOf(item.imageLinks),
        sort,
      };
    });
    const written: { id: number; alias: string }[] = [];
    for (let index = 0; index < rows.length; index += 300)
      written.push(...(await upsertProducts(tx, rows.slice(index, index + 300))));
    const byAlias = new Map(written.map((row) => [row.alias, row.id]));
    for (const [index, item] of sellable.entries()) productIds.set(item.id, byAlias.get(rows[index]!.alias)!);
    await writeLinks(tx, brandId, 'product', [...productIds]);
  }

  const unavailable = await writeAvailability(tx, brand, [...productIds.values()]);
  await applyModifiers(tx, brandId, sellable, productIds, folders, items);
  return { groups: groupIds.size, products: productIds.size, unavailable };
}

/**
 * Products the POS no longer sells become unavailable in every shop of the brand; one that was
 * (unavailable everywhere) and is back on the menu is sold again. Answers how many are unavailable.
 */
async function writeAvailability(tx: Db, brand: MappedBrand, sold: number[]): Promise<number> {
  const shopIds = await brandShopIds(tx, brand.brandId);
  if (shopIds.length === 0) return 0;
  const goneIds = await productIdsNotIn(tx, brand.brandId, sold);
  for (let index = 0; index < goneIds.length; index += 100)
    await markUnavailable(tx, goneIds.slice(index, index + 100), shopIds);
  if (sold.length > 0)
    // Back on the menu: unavailable in every shop means the POS took it off (a shop-by-shop
    // exception of the seed leaves it sold somewhere), so those rows go.
    await restoreUnavailableEverywhere(tx, sold, shopIds);
  return goneIds.length;
}

/** Modifier groups and modifiers of each sold product, keyed `<product>:<POS id>` in pos_links. */
async function applyModifiers(
  tx: Db,
  brandId: number,
  sellable: NomenclatureProduct[],
  productIds: Map<string, number>,
  folders: Map<string, NomenclatureGroup>,
  items: Map<string, NomenclatureProduct>,
) {
  const groupLinks = await readLinks(tx, brandId, 'modifier_group');
  const modifierLinks = await readLinks(tx, brandId, 'modifier');
  const localIds = [...productIds.values()];
  const existingGroups = localIds.length ? await modifierGroupsOfProducts(tx, localIds) : [];
  const existingModifiers = localIds.length ? await modifiersOfProducts(tx, localIds) : [];
  const groupAlias = new Map(existingGroups.map((row) => [row.id, row.alias]));
  const modifierAlias = new Map(existingModifiers.map((row) => [row.id, row.alias]));

  const groupRows: (typeof modifierGroups.$inferInsert & { key: string })[] = [];
  for (const item of sellable) {
    const productId = productIds.get(item.id)!;
    item.groupModifiers.forEach((entry, sort) => {
      const folder = folders.get(entry.id);
      const key = `${item.id}:${entry.id}`;
      const name = folder?.name ?? 'Options';
      groupRows.push({
        key,
        productId,
        alias: groupAlias.get(groupLinks.get(key) ?? -1) ?? aliasFor(folder?.code ?? null, name, entry.id),
        name,
        min: entry.minAmount,
        max: Math.max(entry.maxAmount, entry.minAmount),
        sort,
      });
    });
  }
  const groupIds = new Map<string, number>();
  for (let index = 0; index < groupRows.length; index += 300) {
    const slice = groupRows.slice(index, index + 300);
    const written = await upsertModifierGroups(
      tx,
      slice.map(({ key: _key, ...row }) => row),
    );
    const byKey = new Map(written.map((row) => [`${row.productId}:${row.alias}`, row.id]));
    for (const row of slice) groupIds.set(row.key, byKey.get(`${row.productId}:${row.alias}`)!);
  }
  await writeLinks(tx, brandId, 'modifier_group', [...groupIds]);

  const modifierRows: (typeof modifiers.$inferInsert & { key: string })[] = [];
  for (const item of sellable) {
    const productId = productIds.get(item.id)!;
    let sort = 0;
    const add = (childId: string, min: number, max: number, groupId: number | null) => {
      const child = items.get(childId);
      if (!child || child.isDeleted) return;
      const key = `${item.id}:${childId}`;
      modifierRows.push({
        key,
        productId,
        groupId,
        alias: modifierAlias.get(modifierLinks.get(key) ?? -1) ?? aliasFor(child.code, child.name, child.id),
        name: child.name,
        price: priceOf(child) ?? 0,
        min,
        max: Math.max(max, min),
        picture: pictureOf(child.imageLinks),
        sort: sort++,
      });
    };
    for (const single of item.modifiers) add(single.id, single.minAmount, single.maxAmount, null);
    for (const entry of item.groupModifiers)
      for (const child of entry.childModifiers)
        add(child.id, child.minAmount, child.maxAmount, groupIds.get(`${item.id}:${entry.id}`) ?? null);
  }
  const modifierIds = new Map<string, number>();
  for (let index = 0; index < modifierRows.length; index += 300) {
    const slice = modifierRows.slice(index, index + 300);
    const written = await upsertModifiers(
      tx,
      slice.map(({ key: _key, ...row }) => row),
    );
    const byKey = new Map(written.map((row) => [`${row.productId}:${row.alias}`, row.id]));
    for (const row of slice) modifierIds.set(row.key, byKey.get(`${row.productId}:${row.alias}`)!);
  }
  await writeLinks(tx, brandId, 'modifier', [...modifierIds]);

  // Options the POS dropped from a sold product go (they are choices, not things people keep).
  const keepGroups = new Set(groupIds.values());
  const keepModifiers = new Set(modifierIds.values());
  const dropModifiers = existingModifiers.filter((row) => !keepModifiers.has(row.id)).map((row) => row.id);
  const dropGroups = existingGroups.filter((row) => !keepGroups.has(row.id)).map((row) => row.id);
  if (dropModifiers.length) await deleteModifiers(tx, dropModifiers);
  if (dropGroups.length) await deleteModifierGroups(tx, dropGroups);
}
