// The brand's world as one immutable in-process snapshot: cities, zones, shops, the menu with
// modifiers and availability, gifts, packages, promocodes, promotions and banners. Requests read it
// without touching the database; it is rebuilt when the brand's catalog version changes (checked at
// most every few seconds), so several instances behind one PostgreSQL converge quickly.
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon as turfPolygon } from '@turf/helpers';
import type { Db } from '../../db/client';
import type {
  banners,
  brands,
  cities,
  countries,
  deliveryZones,
  gifts,
  modifierGroups,
  modifiers,
  packages,
  productGroups,
  products,
  promocodes,
  promotions,
  shops,
} from '../../db/schema';
import type { ContentLang } from '../../db/schema/json-types';
import { productRecipe, recipeVersion } from '../media/dish';
import { localizeRow } from './localize';
import { catalogVersion, loadCatalogRows } from './repo';

export type BrandRow = typeof brands.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type ZoneRow = typeof deliveryZones.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type GroupRow = typeof productGroups.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ModifierRow = typeof modifiers.$inferSelect;
export type ModifierGroupRow = typeof modifierGroups.$inferSelect;
export type GiftRow = typeof gifts.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type PromocodeRow = typeof promocodes.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

export interface CitySnap {
  row: CityRow;
  country: CountryRow;
  zones: ZoneSnap[];
  shops: ShopRow[];
}

export interface ZoneSnap {
  row: ZoneRow;
  polygon: ReturnType<typeof turfPolygon>;
}

export interface ProductModifiers {
  single: ModifierRow[];
  groups: { group: ModifierGroupRow; modifiers: ModifierRow[] }[];
}

export interface BrandSnapshot {
  version: string;
  /** The language of every text in it (rows localized once per snapshot and language). */
  lang: ContentLang;
  brand: BrandRow;
  cities: Map<number, CitySnap>;
  zones: Map<number, ZoneSnap>;
  shops: Map<number, ShopRow>;
  groups: GroupRow[];
  groupsById: Map<number, GroupRow>;
  groupsByAlias: Map<string, GroupRow>;
  products: Map<number, ProductRow>;
  productsByGroup: Map<number, ProductRow[]>;
  /** product id → version of its drawn picture (media/dish.ts), from the Russian row; null: none. */
  pictureVersions: Map<number, string>;
  /**
   * The origin every picture URL starts with (config MEDIA_PUBLIC_URL), or '' for URLs under the
   * storefront's own /api.
   */
  mediaOrigin: string;
  modifiers: Map<number, ProductModifiers>;
  modifierById: Map<number, ModifierRow>;
  /** shop id → product id → state */
  states: Map<number, Map<number, 'unavailable' | 'stop'>>;
  relatedByGroup: Map<number, number[]>;
  popularByCity: Map<number, number[]>;
  popularByShop: Map<number, number[]>;
  gifts: GiftRow[];
  packages: PackageRow[];
  promocodes: Map<number, PromocodeRow>;
  promocodesByCode: Map<string, PromocodeRow>;
  promotions: PromotionRow[];
  banners: BannerRow[];
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** GeoJSON wants [longitude, latitude] and a closed ring; zones are stored as open [lat, lng] rings. */
function zonePolygon(zone: ZoneRow) {
  const ring = zone.area.map(([lat, lng]) => [lng, lat]);
  ring.push(ring[0]!);
  return turfPolygon([ring]);
}

export async function loadSnapshot(
  db: Db,
  brand: BrandRow,
  version: string,
  mediaOrigin = '',
): Promise<BrandSnapshot> {
  const {
    cityRows,
    zoneRows,
    shopRows,
    groupRows,
    productRows,
    modifierGroupRows,
    modifierRows,
    stateRows,
    relatedRows,
    cityPopularRows,
    shopPopularRows,
    giftRows,
    packageRows,
    promocodeRows,
    promotionRows,
    bannerRows,
  } = await loadCatalogRows(db, brand.id);

  const zones = new Map(zoneRows.map((row) => [row.id, { row, polygon: zonePolygon(row) }]));
  const zonesByCity = groupBy([...zones.values()], (zone) => zone.row.cityId);
  const shopsByCity = groupBy(shopRows, (row) => row.cityId);
  const citiesMap = new Map<number, CitySnap>(
    cityRows.map(({ city, country }) => [
      city.id,
      { row: city, country, zones: zonesByCity.get(city.id) ?? [], shops: shopsByCity.get(city.id) ?? [] },
    ]),
  );

  const groupsOfModifiers = groupBy(modifierGroupRows, (row) => row.productId);
  const modifiersByProduct = groupBy(modifierRows, (row) => row.productId);
  const modifierMap = new Map<number, ProductModifiers>();
  for (const product of productRows) {
    const rows = modifiersByProduct.get(product.id) ?? [];
    const groups = (groupsOfModifiers.get(product.id) ?? []).map((group) => ({
      group,
      modifiers: rows.filter((row) => row.groupId === group.id),
    }));
    modifierMap.set(product.id, { single: rows.filter((row) => row.groupId === null), groups });
  }

  const states = new Map<number, Map<number, 'unavailable' | 'stop'>>();
  for (const row of stateRows) {
    let byProduct = states.get(row.shopId);
    if (!byProduct) {
      byProduct = new Map();
      states.set(row.shopId, byProduct);
    }
    byProduct.set(row.productId, row.state);
  }
  const ids = <T extends { productId: number }>(rows: T[]) => rows.map((row) => row.productId);
  const groupAliases = new Map(groupRows.map((row) => [row.id, row.alias]));
  const pictureVersions = new Map<number, string>();
  for (const row of productRows) {
    const groupAlias = groupAliases.get(row.groupId);
    if (row.picture && groupAlias) pictureVersions.set(row.id, recipeVersion(productRecipe(row, groupAlias)));
  }

  return {
    version,
    lang: 'ru',
    brand,
    cities: citiesMap,
    zones,
    shops: new Map(shopRows.map((row) => [row.id, row])),
    groups: groupRows,
    groupsById: new Map(groupRows.map((row) => [row.id, row])),
    groupsByAlias: new Map(groupRows.map((row) => [row.alias, row])),
    products: new Map(productRows.map((row) => [row.id, row])),
    productsByGroup: groupBy(productRows, (row) => row.groupId),
    pictureVersions,
    mediaOrigin,
    modifiers: modifierMap,
    modifierById: new Map(modifierRows.map((row) => [row.id, row])),
    states,
    relatedByGroup: new Map(
      [...groupBy(relatedRows, (row) => row.groupId)].map(([key, rows]) => [key, ids(rows)]),
    ),
    popularByCity: new Map(
      [...groupBy(cityPopularRows, (row) => row.cityId)].map(([key, rows]) => [key, ids(rows)]),
    ),
    popularByShop: new Map(
      [...groupBy(shopPopularRows, (row) => row.shopId)].map(([key, rows]) => [key, ids(rows)]),
    ),
    gifts: giftRows,
    packages: packageRows,
    promocodes: new Map(promocodeRows.map((row) => [row.id, row])),
    promocodesByCode: new Map(promocodeRows.map((row) => [row.code, row])),
    promotions: promotionRows,
    banners: bannerRows,
  };
}

/**
 * The snapshot with every text in the language (spec §1 fallbacks per field, see localize.ts).
 * Ids, prices and availability are shared with the Russian one; only the rows with texts are copied.
 */
export function localizeSnapshot(base: BrandSnapshot, lang: ContentLang): BrandSnapshot {
  if (lang === base.lang) return base;
  const local = <T extends { translations: Parameters<typeof localizeRow>[0]['translations'] }>(row: T) =>
    localizeRow(row, lang);
  const zones = new Map([...base.zones].map(([id, zone]) => [id, { ...zone, row: local(zone.row) }]));
  const shopsMap = new Map([...base.shops].map(([id, row]) => [id, local(row)]));
  const citiesMap = new Map<number, CitySnap>(
    [...base.cities].map(([id, city]) => [
      id,
      {
        row: local(city.row),
        country: local(city.country),
        zones: city.zones.map((zone) => zones.get(zone.row.id)!),
        shops: city.shops.map((shop) => shopsMap.get(shop.id)!),
      },
    ]),
  );
  const groups = base.groups.map(local);
  const promocodesMap = new Map([...base.promocodes].map(([id, row]) => [id, local(row)]));
  const products = new Map([...base.products].map(([id, row]) => [id, local(row)]));
  const modifierById = new Map([...base.modifierById].map(([id, row]) => [id, local(row)]));
  const modifiersMap = new Map<number, ProductModifiers>(
    [...base.modifiers].map(([id, set]) => [
      id,
      {
        single: set.single.map((row) => modifierById.get(row.id)!),
        groups: set.groups.map(({ group, modifiers: rows }) => ({
          group: local(group),
          modifiers: rows.map((row) => modifierById.get(row.id)!),
        })),
      },
    ]),
  );
  return {
    ...base,
    lang,
    cities: citiesMap,
    zones,
    shops: shopsMap,
    groups,
    groupsById: new Map(groups.map((row) => [row.id, row])),
    groupsByAlias: new Map(groups.map((row) => [row.alias, row])),
    products,
    productsByGroup: groupBy([...products.values()], (row) => row.groupId),
    modifiers: modifiersMap,
    modifierById,
    promocodes: promocodesMap,
    promocodesByCode: new Map([...promocodesMap.values()].map((row) => [row.code, row])),
    gifts: base.gifts.map(local),
    packages: base.packages.map(local),
    promotions: base.promotions.map(local),
    banners: base.banners.map(local),
  };
}

/** The zone of a city containing the point, first by sort order where zones overlap. */
export function zoneAt(city: CitySnap, latitude: number, longitude: number): ZoneSnap | null {
  const point: [number, number] = [longitude, latitude];
  return city.zones.find((zone) => booleanPointInPolygon(point, zone.polygon)) ?? null;
}

/** How often an instance asks the database whether the catalog changed. */
const VERSION_CHECK_MS = 5000;

interface Entry {
  snapshot: Promise<BrandSnapshot>;
  /** The same snapshot in the other languages, made on first demand. */
  localized: Map<ContentLang, Promise<BrandSnapshot>>;
  checkedAt: number;
  version: string;
}

/**
 * Per-brand snapshot cache. `get` answers from memory; at most every VERSION_CHECK_MS it reads the
 * version row (one indexed lookup) and reloads when it moved.
 */
export class SnapshotCache {
  private readonly entries = new Map<number, Entry>();

  private readonly checkEveryMs: number;
  private readonly mediaOrigin: string;

  /**
   * `checkEveryMs`: how often the version row is read (tests: 0, every call); `mediaOrigin`: what
   * every picture URL starts with (config MEDIA_PUBLIC_URL; '' keeps them under the storefront's /api).
   */
  constructor(
    private readonly db: Db,
    {
      checkEveryMs = VERSION_CHECK_MS,
      mediaOrigin = '',
    }: { checkEveryMs?: number; mediaOrigin?: string } = {},
  ) {
    this.checkEveryMs = checkEveryMs;
    this.mediaOrigin = mediaOrigin;
  }

  /** The brand's snapshot with its texts in the language (Russian, the default, when not given). */
  async get(brand: BrandRow, lang: ContentLang = 'ru'): Promise<BrandSnapshot> {
    const entry = await this.entry(brand);
    if (lang === 'ru') return entry.snapshot;
    let localized = entry.localized.get(lang);
    if (!localized) {
      localized = entry.snapshot.then((base) => localizeSnapshot(base, lang));
      entry.localized.set(lang, localized);
    }
    return localized;
  }

  private async entry(brand: BrandRow): Promise<Entry> {
    const entry = this.entries.get(brand.id);
    const now = performance.now();
    if (entry && now - entry.checkedAt < this.checkEveryMs) return entry;
    if (entry) entry.checkedAt = now;
    const version = await this.readVersion(brand.id);
    if (entry && entry.version === version) return entry;
    const snapshot = loadSnapshot(this.db, brand, version, this.mediaOrigin);
    const fresh: Entry = { snapshot, localized: new Map(), checkedAt: now, version };
    this.entries.set(brand.id, fresh);
    snapshot.catch(() => {
      if (this.entries.get(brand.id) === fresh) this.entries.delete(brand.id);
    });
    return fresh;
  }

  /** Forget everything (tests that change catalog rows directly). */
  clear() {
    this.entries.clear();
  }

  private async readVersion(brandId: number): Promise<string> {
    return (await catalogVersion(this.db, brandId)) ?? 'unversioned';
  }
}
