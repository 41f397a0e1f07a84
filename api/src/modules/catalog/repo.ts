// The catalogue's rows for one brand, read in two rounds of parallel queries (the snapshot is built
// from them), and the brand's catalogue version every instance compares.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  banners,
  catalogVersions,
  cities,
  cityPopularProducts,
  countries,
  deliveryZones,
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
} from '../../db/schema';

/** Every catalogue row of the brand, each list in its display order. */
export async function loadCatalogRows(db: Db, brandId: number) {
  const cityRows = await db
    .select({ city: cities, country: countries })
    .from(cities)
    .innerJoin(countries, eq(cities.countryId, countries.id))
    .where(eq(cities.brandId, brandId))
    .orderBy(asc(cities.sort), asc(cities.id));
  const cityIds = cityRows.map((row) => row.city.id);
  const safeCityIds = cityIds.length > 0 ? cityIds : [-1];
  const [zoneRows, shopRows, groupRows, productRows] = await Promise.all([
    db
      .select()
      .from(deliveryZones)
      .where(inArray(deliveryZones.cityId, safeCityIds))
      .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id)),
    db.select().from(shops).where(inArray(shops.cityId, safeCityIds)).orderBy(asc(shops.sort), asc(shops.id)),
    db
      .select()
      .from(productGroups)
      .where(eq(productGroups.brandId, brandId))
      .orderBy(asc(productGroups.sort), asc(productGroups.id)),
    db
      .select()
      .from(products)
      .where(eq(products.brandId, brandId))
      .orderBy(asc(products.sort), asc(products.id)),
  ]);
  const productIds = productRows.length > 0 ? productRows.map((row) => row.id) : [-1];
  const shopIds = shopRows.length > 0 ? shopRows.map((row) => row.id) : [-1];
  const groupIds = groupRows.length > 0 ? groupRows.map((row) => row.id) : [-1];
  const [
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
  ] = await Promise.all([
    db
      .select()
      .from(modifierGroups)
      .where(inArray(modifierGroups.productId, productIds))
      .orderBy(asc(modifierGroups.sort), asc(modifierGroups.id)),
    db
      .select()
      .from(modifiers)
      .where(inArray(modifiers.productId, productIds))
      .orderBy(asc(modifiers.sort), asc(modifiers.id)),
    db.select().from(productShopStates).where(inArray(productShopStates.shopId, shopIds)),
    db
      .select()
      .from(groupRelatedProducts)
      .where(inArray(groupRelatedProducts.groupId, groupIds))
      .orderBy(asc(groupRelatedProducts.sort)),
    db
      .select()
      .from(cityPopularProducts)
      .where(inArray(cityPopularProducts.cityId, safeCityIds))
      .orderBy(asc(cityPopularProducts.sort)),
    db
      .select()
      .from(shopPopularProducts)
      .where(inArray(shopPopularProducts.shopId, shopIds))
      .orderBy(asc(shopPopularProducts.sort)),
    db.select().from(gifts).where(eq(gifts.brandId, brandId)).orderBy(asc(gifts.sort), asc(gifts.id)),
    db
      .select()
      .from(packages)
      .where(eq(packages.brandId, brandId))
      .orderBy(asc(packages.sort), asc(packages.id)),
    db.select().from(promocodes).where(eq(promocodes.brandId, brandId)),
    db.select().from(promotions).where(eq(promotions.brandId, brandId)).orderBy(asc(promotions.sort)),
    db.select().from(banners).where(eq(banners.brandId, brandId)).orderBy(asc(banners.sort)),
  ]);
  return {
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
  };
}

export async function catalogVersion(db: Db, brandId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(eq(catalogVersions.brandId, brandId));
  return row?.version;
}
