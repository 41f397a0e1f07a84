// Idempotent seed: every row is upserted on its natural key (country code, brand alias, brand +
// city alias, city + zone alias, city + shop alias, brand + product alias, ...), so running it
// again rewrites the same values and ids stay put. Link tables (availability, related, popular) are
// rewritten per brand. One statement per table and brand keeps it fast enough for every start.
import { createHash } from 'node:crypto';
import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  banners,
  brands,
  catalogVersions,
  cities,
  cityPopularProducts,
  countries,
  deliveryZones,
  gazetteerHouses,
  gazetteerStreets,
  gifts,
  groupRelatedProducts,
  modifierGroups,
  modifiers,
  packages,
  productGroups,
  productShopStates,
  products,
  promocodes,
  promotions,
  shopPopularProducts,
  shops,
} from '../db/schema';
import { streetSearchName } from '../providers/geocoder/normalize';
import { BRANDS, type BrandAlias, type BrandSeed } from './data/brands';
import { LAVASH_CATALOG } from './data/catalog/lavash';
import { ROLLS_CATALOG, SHAWARMA_CATALOG, WOK_CATALOG } from './data/catalog/light';
import { PIZZA_CATALOG } from './data/catalog/pizza';
import type { CatalogSeed, ModifierSeed } from './data/catalog/types';
import { type BrandInCity, CITIES, type CitySeed } from './data/cities';
import { COUNTRIES } from './data/countries';
import { GAZETTEER, type LocalitySeed } from './data/gazetteer';
import { CITY_NAMES, PLACES_GLOSSARY, SHOP_PARTS } from './data/i18n/places';
import { OTHER_LANGS, translateText, translationsOf } from './data/i18n/translate';
import { digitsFrom, shopPlans } from './data/shops';
import { seedDemoCustomers } from './demo-customers';
import { bboxAround, type HousePoint, streetHouses, zoneRing } from './geometry';

export type SeedMode = 'always' | 'if-empty' | 'never';

export interface SeedSummary {
  countries: number;
  brands: number;
  cities: number;
  zones: number;
  shops: number;
  groups: number;
  products: number;
  modifiers: number;
  streets: number;
  houses: number;
}

export const CATALOGS: Record<BrandAlias, CatalogSeed> = {
  pizza: PIZZA_CATALOG,
  lavash: LAVASH_CATALOG,
  rolls: ROLLS_CATALOG,
  wok: WOK_CATALOG,
  shawarma: SHAWARMA_CATALOG,
};

/** The brands with a full menu (12+ groups, 120+ products); the others are lighter. */
export const FULL_BRANDS: BrandAlias[] = ['pizza', 'lavash'];

/** Houses reach this far past the outer zone radius, so the gazetteer has addresses outside zones. */
const GAZETTEER_REACH = 1.45;

/** `set` for an upsert: every column but the key ones takes the proposed row's value. */
function excludedSet(table: PgTable, keep: string[] = []): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key === 'id' || key === 'createdAt' || keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Rows in slices: a statement has at most 65 535 parameters. */
function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export interface SeedOptions {
  /** The seed's time (the app's clock): dates of the demo data count from it. Default: now. */
  now?: Date;
}

/** The last day (`YYYY-MM-DD`, inclusive) of a window of `days` days from `now`. */
export function daysAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const countryIds = await upsertCountries(tx);
    const houses = await upsertGazetteer(tx);
    const summary: SeedSummary = {
      countries: countryIds.size,
      brands: 0,
      cities: 0,
      zones: 0,
      shops: 0,
      groups: 0,
      products: 0,
      modifiers: 0,
      streets: houses.streets,
      houses: houses.houses,
    };
    for (const brand of BRANDS) {
      const brandId = await upsertBrand(tx, brand, now);
      summary.brands++;
      const cityRows: { cityId: number; city: CitySeed; inCity: BrandInCity }[] = [];
      let sort = 0;
      for (const city of CITIES) {
        const inCity = city.brands[brand.alias];
        if (!inCity) continue;
        const countryId = countryIds.get(city.countryCode);
        if (countryId === undefined) throw new Error(`Seed: unknown country ${city.countryCode}`);
        const cityId = await upsertCity(tx, { brand, brandId, city, inCity, countryId, sort: sort++ });
        cityRows.push({ cityId, city, inCity });
      }
      summary.cities += cityRows.length;
      const shopIds = await upsertShops(tx, brand, cityRows, houses.layout);
      summary.shops += shopIds.size;
      summary.zones += await upsertZones(tx, cityRows, shopIds);
      const catalog = CATALOGS[brand.alias];
      const counts = await upsertCatalog(tx, brandId, brand.alias, catalog, cityRows, shopIds);
      summary.groups += counts.groups;
      summary.products += counts.products;
      summary.modifiers += counts.modifiers;
      await upsertMarketing(tx, brandId, catalog);
      await writeCatalogVersion(tx, brandId, brand, catalog);
    }
    await seedDemoCustomers(tx);
    return summary;
  });
}

/** Seeds according to `mode`; returns null when it did nothing. */
export async function seedIfNeeded(
  db: Db,
  mode: SeedMode,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  if (mode === 'never') return null;
  if (mode === 'if-empty') {
    const [row] = await db.select({ n: count() }).from(brands);
    if ((row?.n ?? 0) > 0) return null;
  }
  return seed(db, options);
}

async function upsertCountries(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(countries)
    .values(
      COUNTRIES.map((country) => ({
        ...country,
        translations: translationsOf({ name: country.name }, {}, PLACES_GLOSSARY),
      })),
    )
    .onConflictDoUpdate({ target: countries.code, set: excludedSet(countries) })
    .returning({ id: countries.id, code: countries.code });
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function upsertBrand(db: Db, brand: BrandSeed, now: Date): Promise<number> {
  const values = {
    alias: brand.alias,
    name: brand.name,
    hasBonusProgram: brand.hasBonusProgram,
    bonusSpendDeadline: brand.bonusSpendDays === null ? null : daysAfter(now, brand.bonusSpendDays),
    bonusAccrualPaused: true,
    settings: {
      ...brand.settings,
      company_name_translations: Object.fromEntries(
        OTHER_LANGS.map((lang, index) => [lang, legalName(brand.settings.company_name)[index]!]),
      ),
    },
  };
  const [row] = await db
    .insert(brands)
    .values(values)
    .onConflictDoUpdate({ target: brands.alias, set: values })
    .returning({ id: brands.id });
  return row!.id;
}

interface CityRowInput {
  brand: BrandSeed;
  brandId: number;
  city: CitySeed;
  inCity: BrandInCity;
  countryId: number;
  sort: number;
}

/** A legal name is not translated: every language writes it as it is registered. */
function legalName(name: string): ReturnType<typeof translateText> {
  return [name, name, name, name, name];
}

function cityTranslations(city: CitySeed, inCity: BrandInCity) {
  const names = CITY_NAMES[city.alias];
  if (!names) throw new Error(`Seed: no translation of the city ${city.alias}`);
  return translationsOf(
    {
      name: city.name,
      seoName: city.seoName,
      alert: city.alert ?? null,
      companyName: inCity.companyName ?? null,
    },
    {
      name: names.name,
      seoName: names.seoName,
      ...(inCity.companyName ? { companyName: legalName(inCity.companyName) } : {}),
    },
    PLACES_GLOSSARY,
  );
}

/** A shop's street line "<street>, <house>": the street in each language, the house number as it is. */
function streetTranslations(street: string, house: string) {
  return translateText(street, PLACES_GLOSSARY).map((name) => `${name}, ${house}`) as unknown as ReturnType<
    typeof translateText
  >;
}

/** "<Brand> <City>, <part>" in each language, the city's name in that language. */
function shopNameTranslations(brandName: string, city: CitySeed, part: string) {
  const names = CITY_NAMES[city.alias]!.name;
  const parts = translateText(part, SHOP_PARTS);
  return OTHER_LANGS.map(
    (_, index) => `${brandName} ${names[index]}, ${parts[index]}`,
  ) as unknown as ReturnType<typeof translateText>;
}

async function upsertCity(db: Db, { brand, brandId, city, inCity, countryId, sort }: CityRowInput) {
  const outerKm = Math.max(...city.zones.map((zone) => zone.radiusKm));
  const values = {
    brandId,
    countryId,
    alias: city.alias,
    name: city.name,
    seoName: city.seoName,
    translations: cityTranslations(city, inCity),
    timezone: city.timezone,
    type: 'city',
    email: `${city.alias}@${brand.domain}`,
    franchise: inCity.franchise ?? false,
    phone: inCity.phone,
    // Toll-free 8-800 numbers are free to call from anywhere in Russia.
    isFreeCall: inCity.phone.startsWith('+7800'),
    hasDelivery: city.hasDelivery ?? true,
    hasTakeaway: city.hasTakeaway ?? true,
    alert: city.alert ?? null,
    latitude: city.latitude,
    longitude: city.longitude,
    zoom: city.zoom,
    // Wide enough for the whole gazetteer, so every seeded address falls inside some city's box.
    bbox: bboxAround(city.latitude, city.longitude, outerKm * 1.6),
    schedule: city.schedule,
    extraPhoneCountries: city.extraPhoneCountries ?? [],
    companyName: inCity.companyName ?? null,
    isBig: city.isBig ?? false,
    // The loyalty system only matters where the brand has a bonus program at all.
    hasLoyaltyProgram: brand.hasBonusProgram && (city.hasLoyaltyProgram ?? false),
    sort,
    cookingMinutes: 30,
    intervalMinutes: 30,
    slotCapacity: 8,
  };
  const [row] = await db
    .insert(cities)
    .values(values)
    .onConflictDoUpdate({ target: [cities.brandId, cities.alias], set: values })
    .returning({ id: cities.id });
  return row!.id;
}

interface GazetteerResult {
  streets: number;
  houses: number;
  /** city alias → street index → houses, for placing shops on real addresses. */
  layout: Map<string, { street: string; houses: HousePoint[] }[]>;
}

export function localityLayout(locality: LocalitySeed): { street: string; houses: HousePoint[] }[] {
  const city = CITIES.find((candidate) => candidate.alias === locality.cityAlias);
  if (!city) throw new Error(`Seed: gazetteer for unknown city ${locality.cityAlias}`);
  const outerKm = Math.max(...city.zones.map((zone) => zone.radiusKm));
  return locality.streets.map((street, index) => ({
    street: street.name,
    houses: streetHouses(
      city.latitude,
      city.longitude,
      index,
      locality.streets.length,
      outerKm * GAZETTEER_REACH,
    ),
  }));
}

async function upsertGazetteer(db: Db): Promise<GazetteerResult> {
  const layout = new Map<string, { street: string; houses: HousePoint[] }[]>();
  const streetRows = GAZETTEER.flatMap((locality) =>
    locality.streets.map((street) => ({
      cityAlias: locality.cityAlias,
      locality: locality.locality,
      name: street.name,
      searchName: streetSearchName(street.name),
      district: street.district,
    })),
  );
  const inserted = await db
    .insert(gazetteerStreets)
    .values(streetRows)
    .onConflictDoUpdate({
      target: [gazetteerStreets.cityAlias, gazetteerStreets.name],
      set: excludedSet(gazetteerStreets),
    })
    .returning({
      id: gazetteerStreets.id,
      cityAlias: gazetteerStreets.cityAlias,
      name: gazetteerStreets.name,
    });
  const streetIds = new Map(inserted.map((row) => [`${row.cityAlias}:${row.name}`, row.id]));
  const houseRows: (typeof gazetteerHouses.$inferInsert)[] = [];
  for (const locality of GAZETTEER) {
    const streets = localityLayout(locality);
    layout.set(locality.cityAlias, streets);
    for (const { street, houses } of streets) {
      const streetId = streetIds.get(`${locality.cityAlias}:${street}`)!;
      for (const house of houses)
        houseRows.push({
          streetId,
          number: house.number,
          latitude: house.latitude,
          longitude: house.longitude,
        });
    }
  }
  for (const slice of chunks(houseRows, 1000)) {
    await db
      .insert(gazetteerHouses)
      .values(slice)
      .onConflictDoUpdate({
        target: [gazetteerHouses.streetId, gazetteerHouses.number],
        set: excludedSet(gazetteerHouses),
      });
  }
  return { streets: streetRows.length, houses: houseRows.length, layout };
}

/** Shop ids keyed `cityId:alias`. */
async function upsertShops(
  db: Db,
  brand: BrandSeed,
  cityRows: { cityId: number; city: CitySeed; inCity: BrandInCity }[],
  layout: GazetteerResult['layout'],
): Promise<Map<string, number>> {
  const rows: (typeof shops.$inferInsert)[] = [];
  for (const { cityId, city, inCity } of cityRows) {
    const streets = layout.get(city.alias);
    if (!streets) throw new Error(`Seed: no gazetteer for ${city.alias}`);
    for (const [sort, plan] of shopPlans(brand.alias, city.name).entries()) {
      const street = streets[plan.streetIndex]!;
      const house = street.houses[plan.houseIndex]!;
      rows.push({
        cityId,
        alias: plan.alias,
        name: plan.name,
        type: plan.type,
        alert: plan.alert,
        street: `${street.street}, ${house.number}`,
        description: plan.description,
        translations: translationsOf(
          {
            name: plan.name,
            street: street.street,
            description: plan.description,
            alert: plan.alert,
            companyName: inCity.companyName ?? brand.settings.company_name,
          },
          {
            name: shopNameTranslations(plan.brandName, city, plan.part),
            companyName: legalName(inCity.companyName ?? brand.settings.company_name),
            street: streetTranslations(street.street, house.number),
          },
          PLACES_GLOSSARY,
        ),
        phone: inCity.phone,
        latitude: house.latitude,
        longitude: house.longitude,
        zoom: 16,
        tags: plan.tags,
        companyName: inCity.companyName ?? brand.settings.company_name,
        inn: digitsFrom(`${brand.alias}:${city.alias}:${plan.alias}:inn`, 10),
        ogrn: digitsFrom(`${brand.alias}:${city.alias}:${plan.alias}:ogrn`, 13),
        schedule: plan.schedule,
        sort,
      });
    }
  }
  const inserted = await db
    .insert(shops)
    .values(rows)
    .onConflictDoUpdate({ target: [shops.cityId, shops.alias], set: excludedSet(shops) })
    .returning({ id: shops.id, cityId: shops.cityId, alias: shops.alias });
  return new Map(inserted.map((row) => [`${row.cityId}:${row.alias}`, row.id]));
}

async function upsertZones(
  db: Db,
  cityRows: { cityId: number; city: CitySeed }[],
  shopIds: Map<string, number>,
): Promise<number> {
  const rows = cityRows.flatMap(({ cityId, city }) =>
    city.zones.map((zone, sort) => ({
      cityId,
      alias: zone.alias,
      name: zone.name,
      translations: translationsOf({ name: zone.name }, {}, PLACES_GLOSSARY),
      deliveryPrice: zone.deliveryPrice,
      minimumOrderAmount: zone.minimumOrderAmount,
      hasFreeDelivery: zone.hasFreeDelivery,
      freeDeliveryFrom: zone.freeDeliveryFrom,
      deliveryMinutes: zone.deliveryMinutes,
      shopId: shopIds.get(`${cityId}:${zone.shopAlias}`) ?? null,
      area: zoneRing(city.latitude, city.longitude, zone.radiusKm, `${city.alias}:${zone.alias}`),
      backgroundColor: zone.backgroundColor,
      sort,
    })),
  );
  await db
    .insert(deliveryZones)
    .values(rows)
    .onConflictDoUpdate({
      target: [deliveryZones.cityId, deliveryZones.alias],
      set: excludedSet(deliveryZones),
    });
  return rows.length;
}

function modifierPicture(modifier: ModifierSeed, background: string) {
  return modifier.icon ? { icon: modifier.icon, background } : null;
}

async function upsertCatalog(
  db: Db,
  brandId: number,
  brandAlias: BrandAlias,
  catalog: CatalogSeed,
  cityRows: { cityId: number; city: CitySeed }[],
  shopIds: Map<string, number>,
) {
  const groupRows = catalog.groups.map((group, index) => ({
    brandId,
    alias: group.alias,
    name: group.name,
    translations: translationsOf({ name: group.name }),
    sort: (index + 1) * 10,
    showOnMain: group.showOnMain,
    isRelated: group.isRelated,
    picture: group.picture,
  }));
  const insertedGroups = await db
    .insert(productGroups)
    .values(groupRows)
    .onConflictDoUpdate({
      target: [productGroups.brandId, productGroups.alias],
      set: excludedSet(productGroups),
    })
    .returning({ id: productGroups.id, alias: productGroups.alias });
  const groupIds = new Map(insertedGroups.map((row) => [row.alias, row.id]));

  const productRows = catalog.groups.flatMap((group) =>
    group.products.map((product, index) => ({
      brandId,
      groupId: groupIds.get(group.alias)!,
      alias: product.alias,
      name: product.name,
      description: product.description,
      translations: translationsOf({
        name: product.name,
        description: product.description,
        accentText: product.accent ? ACCENT_TEXT[product.accent] : null,
        alert: product.alert,
        allergens: product.allergens,
      }),
      basicPrice: product.price,
      discountPercent: product.discount,
      accent: product.accent,
      accentText: product.accent ? ACCENT_TEXT[product.accent] : null,
      alert: product.alert,
      saleMultiplicity: product.saleMultiplicity,
      saleMultiplicityLastHour: product.saleMultiplicityLastHour,
      weightValue: product.weight,
      weightUnit: product.unit,
      nutrition: product.nutrition,
      allergens: product.allergens,
      picture: product.picture,
      sort: (index + 1) * 10,
    })),
  );
  const insertedProducts = await db
    .insert(products)
    .values(productRows)
    .onConflictDoUpdate({ target: [products.brandId, products.alias], set: excludedSet(products) })
    .returning({ id: products.id, alias: products.alias });
  const productIds = new Map(insertedProducts.map((row) => [row.alias, row.id]));

  // Modifier groups, then modifiers pointing at them.
  const modifierGroupRows: (typeof modifierGroups.$inferInsert)[] = [];
  for (const group of catalog.groups)
    for (const product of group.products)
      for (const [sort, modifierGroup] of (product.modifiers?.groups ?? []).entries())
        modifierGroupRows.push({
          productId: productIds.get(product.alias)!,
          alias: modifierGroup.alias,
          name: modifierGroup.name,
          translations: translationsOf({ name: modifierGroup.name }),
          min: modifierGroup.min,
          max: modifierGroup.max,
          sort,
        });
  const modifierGroupIds = new Map<string, number>();
  for (const slice of chunks(modifierGroupRows)) {
    const inserted = await db
      .insert(modifierGroups)
      .values(slice)
      .onConflictDoUpdate({
        target: [modifierGroups.productId, modifierGroups.alias],
        set: excludedSet(modifierGroups),
      })
      .returning({ id: modifierGroups.id, productId: modifierGroups.productId, alias: modifierGroups.alias });
    for (const row of inserted) modifierGroupIds.set(`${row.productId}:${row.alias}`, row.id);
  }
  const modifierRows: (typeof modifiers.$inferInsert)[] = [];
  for (const group of catalog.groups)
    for (const product of group.products) {
      if (!product.modifiers) continue;
      const productId = productIds.get(product.alias)!;
      let sort = 0;
      for (const modifier of product.modifiers.single)
        modifierRows.push({
          productId,
          groupId: null,
          alias: modifier.alias,
          name: modifier.name,
          translations: translationsOf({ name: modifier.name }),
          price: modifier.price,
          min: modifier.min ?? 0,
          max: modifier.max ?? 1,
          type: modifier.stop ? 'stop' : 'default',
          picture: modifierPicture(modifier, catalog.background),
          sort: sort++,
        });
      for (const modifierGroup of product.modifiers.groups)
        for (const modifier of modifierGroup.modifiers)
          modifierRows.push({
            productId,
            groupId: modifierGroupIds.get(`${productId}:${modifierGroup.alias}`)!,
            alias: modifier.alias,
            name: modifier.name,
            translations: translationsOf({ name: modifier.name }),
            price: modifier.price,
            min: modifier.min ?? 0,
            max: modifier.max ?? 1,
            type: modifier.stop ? 'stop' : 'default',
            picture: modifierPicture(modifier, catalog.background),
            sort: sort++,
          });
    }
  for (const slice of chunks(modifierRows))
    await db
      .insert(modifiers)
      .values(slice)
      .onConflictDoUpdate({ target: [modifiers.productId, modifiers.alias], set: excludedSet(modifiers) });

  await writeLinks(db, { brand: brandAlias, catalog, groupIds, productIds, cityRows, shopIds });
  return { groups: groupRows.length, products: productRows.length, modifiers: modifierRows.length };
}

const ACCENT_TEXT: Record<string, string> = {
  new: 'Новинка',
  hit: 'Хит',
  spicy: 'Острое',
  vegan: 'Вегетарианское',
  kids: 'Детям',
};

interface LinkInput {
  brand: BrandAlias;
  catalog: CatalogSeed;
  groupIds: Map<string, number>;
  productIds: Map<string, number>;
  cityRows: { cityId: number; city: CitySeed }[];
  shopIds: Map<string, number>;
}

/**
 * Availability, related products and popular lists, rewritten for the brand: a shop without the tag
 * a group needs does not sell it; the central shop has two products on stop, the district shop does
 * not sell the breakfasts (lavash) or the baked rolls and wok (pizza, via tags).
 */
async function writeLinks(db: Db, { brand, catalog, groupIds, productIds, cityRows, shopIds }: LinkInput) {
  const brandShopIds = [...shopIds.values()];
  const brandGroupIds = [...groupIds.values()];
  const cityIds = cityRows.map((row) => row.cityId);

  const states: (typeof productShopStates.$inferInsert)[] = [];
  const tagsByShop = new Map<number, { alias: string; tags: string[] }>();
  for (const [key, shopId] of shopIds) {
    const alias = key.split(':')[1]!;
    const plan = shopPlans(brand, '').find((candidate) => candidate.alias === alias)!;
    tagsByShop.set(shopId, { alias, tags: plan.tags });
  }
  const stopped = new Set(
    catalog.groups
      .filter((group) => !group.isRelated)
      .flatMap((group) => group.products.slice(3, 4).map((product) => product.alias))
      .slice(0, 2),
  );
  for (const [shopId, { alias, tags }] of tagsByShop) {
    for (const group of catalog.groups) {
      const missingTag = group.requiresTag !== null && !tags.includes(group.requiresTag);
      const notHere = alias === 'district' && group.alias === 'breakfasts';
      for (const product of group.products) {
        const productId = productIds.get(product.alias)!;
        if (missingTag || notHere) states.push({ productId, shopId, state: 'unavailable' });
        else if (alias === 'centre' && stopped.has(product.alias))
          states.push({ productId, shopId, state: 'stop' });
      }
    }
  }
  await db.delete(productShopStates).where(inArray(productShopStates.shopId, brandShopIds));
  for (const slice of chunks(states, 1000)) await db.insert(productShopStates).values(slice);

  const related: (typeof groupRelatedProducts.$inferInsert)[] = [];
  for (const group of catalog.groups) {
    const seen = new Set<number>();
    let sort = 0;
    for (const relatedAlias of group.relatedGroups) {
      const relatedGroup = catalog.groups.find((candidate) => candidate.alias === relatedAlias);
      if (!relatedGroup) throw new Error(`Seed: unknown related group ${relatedAlias}`);
      for (const product of relatedGroup.products.slice(0, 6)) {
        const productId = productIds.get(product.alias)!;
        if (seen.has(productId)) continue;
        seen.add(productId);
        related.push({ groupId: groupIds.get(group.alias)!, productId, sort: sort++ });
      }
    }
  }
  await db.delete(groupRelatedProducts).where(inArray(groupRelatedProducts.groupId, brandGroupIds));
  if (related.length > 0) await db.insert(groupRelatedProducts).values(related);

  const popularIds = catalog.popular.map((alias) => {
    const id = productIds.get(alias);
    if (id === undefined) throw new Error(`Seed: unknown popular product ${alias}`);
    return id;
  });
  await db.delete(cityPopularProducts).where(inArray(cityPopularProducts.cityId, cityIds));
  await db
    .insert(cityPopularProducts)
    .values(cityIds.flatMap((cityId) => popularIds.map((productId, sort) => ({ cityId, productId, sort }))));
  // The central shops put their own favourites first: the list reversed.
  const centreShops = [...shopIds].filter(([key]) => key.endsWith(':centre')).map(([, id]) => id);
  await db.delete(shopPopularProducts).where(inArray(shopPopularProducts.shopId, brandShopIds));
  await db.insert(shopPopularProducts).values(
    centreShops.flatMap((shopId) =>
      [...popularIds]
        .reverse()
        .slice(0, 6)
        .map((productId, sort) => ({ shopId, productId, sort })),
    ),
  );
}

async function upsertMarketing(db: Db, brandId: number, catalog: CatalogSeed) {
  const bg = catalog.background;
  if (catalog.gifts.length > 0)
    await db
      .insert(gifts)
      .values(
        catalog.gifts.map((gift, sort) => ({
          brandId,
          alias: gift.alias,
          name: gift.name,
          description: gift.description,
          translations: translationsOf({ name: gift.name, description: gift.description }),
          price: gift.price,
          maxCount: gift.maxCount,
          conditions: gift.conditions,
          picture: { icon: gift.icon, background: bg },
          sort,
        })),
      )
      .onConflictDoUpdate({ target: [gifts.brandId, gifts.alias], set: excludedSet(gifts) });
  if (catalog.promocodes.length > 0)
    await db
      .insert(promocodes)
      .values(
        catalog.promocodes.map((code) => ({
          brandId,
          code: code.code,
          type: code.type,
          value: code.value,
          minimumOrder: code.minimumOrder,
          validFrom: code.validFrom ? new Date(code.validFrom) : null,
          validUntil: code.validUntil ? new Date(code.validUntil) : null,
          orderType: code.orderType ?? null,
          description: code.description,
          translations: translationsOf({ description: code.description }),
        })),
      )
      .onConflictDoUpdate({ target: [promocodes.brandId, promocodes.code], set: excludedSet(promocodes) });
  if (catalog.packages.length > 0)
    await db
      .insert(packages)
      .values(
        catalog.packages.map((item, sort) => ({
          brandId,
          alias: item.alias,
          name: item.name,
          translations: translationsOf({ name: item.name }),
          price: item.price,
          canRefuse: item.canRefuse,
          picture: item.icon ? { icon: item.icon, background: bg } : null,
          sort,
        })),
      )
      .onConflictDoUpdate({ target: [packages.brandId, packages.alias], set: excludedSet(packages) });
  if (catalog.promotions.length > 0)
    await db
      .insert(promotions)
      .values(
        catalog.promotions.map((promotion, sort) => ({
          brandId,
          alias: promotion.alias,
          name: promotion.name,
          subtitle: promotion.subtitle,
          description: promotion.description,
          translations: translationsOf({
            name: promotion.name,
            subtitle: promotion.subtitle,
            description: promotion.description,
          }),
          picture: { icon: promotion.icon, background: bg },
          cityAliases: promotion.cityAliases ?? [],
          sort,
        })),
      )
      .onConflictDoUpdate({ target: [promotions.brandId, promotions.alias], set: excludedSet(promotions) });
  if (catalog.banners.length > 0)
    await db
      .insert(banners)
      .values(
        catalog.banners.map((banner, sort) => ({
          brandId,
          alias: banner.alias,
          name: banner.name,
          description: banner.description,
          translations: translationsOf({
            name: banner.name,
            description: banner.description,
            buttonText: banner.buttonText,
          }),
          pageUrls: banner.pageUrls,
          showFromDate: banner.from[0],
          showFromTime: banner.from[1],
          showToDate: banner.to[0],
          showToTime: banner.to[1],
          displayFrequency: banner.frequency,
          displayFrequencyType: banner.frequencyType,
          delaySeconds: banner.delaySeconds,
          clickUrl: banner.clickUrl,
          buttonText: banner.buttonText,
          picture: { icon: banner.icon, background: bg },
          sort,
        })),
      )
      .onConflictDoUpdate({ target: [banners.brandId, banners.alias], set: excludedSet(banners) });
}

/**
 * The catalog version is a hash of what the seed wrote for the brand, so it changes exactly when
 * the seed data does, and API instances drop their cached menus then.
 */
async function writeCatalogVersion(db: Db, brandId: number, brand: BrandSeed, catalog: CatalogSeed) {
  const hash = createHash('sha256')
    .update(JSON.stringify({ brand, catalog, cities: CITIES, countries: COUNTRIES, gazetteer: GAZETTEER }))
    .digest('hex')
    .slice(0, 16);
  const [current] = await db
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(and(eq(catalogVersions.brandId, brandId)));
  if (current?.version === hash) return;
  await db
    .insert(catalogVersions)
    .values({ brandId, version: hash })
    .onConflictDoUpdate({ target: catalogVersions.brandId, set: { version: hash, updatedAt: new Date() } });
}
