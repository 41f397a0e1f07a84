import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  brands,
  cities,
  countries,
  deliveryZones,
  gazetteerHouses,
  modifiers,
  productShopStates,
  products,
  shops,
} from '../db/schema';
import { iconExists } from '../modules/media/emoji';
import { describeEachDatabase } from '../test/describe-each-database';
import { CATALOGS, FULL_BRANDS, seed, seedIfNeeded } from '.';

async function snapshot(db: Db) {
  return {
    brands: await db.select().from(brands).orderBy(asc(brands.id)),
    countries: await db.select().from(countries).orderBy(asc(countries.id)),
    cities: await db.select().from(cities).orderBy(asc(cities.id)),
    zones: await db.select().from(deliveryZones).orderBy(asc(deliveryZones.id)),
    shops: await db.select().from(shops).orderBy(asc(shops.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    modifiers: await db.select().from(modifiers).orderBy(asc(modifiers.id)),
    states: await db
      .select()
      .from(productShopStates)
      .orderBy(asc(productShopStates.productId), asc(productShopStates.shopId)),
    houses: await db.select().from(gazetteerHouses).orderBy(asc(gazetteerHouses.id)),
  };
}

describe('seed data', () => {
  it.each(Object.entries(CATALOGS))(
    'gives %s its groups and products with unique aliases',
    (brand, catalog) => {
      const full = FULL_BRANDS.includes(brand as (typeof FULL_BRANDS)[number]);
      expect(catalog.groups.length).toBeGreaterThanOrEqual(full ? 12 : 5);
      const aliases = catalog.groups.flatMap((group) => group.products.map((product) => product.alias));
      expect(aliases.length).toBeGreaterThanOrEqual(full ? 120 : 30);
      expect(new Set(aliases).size).toBe(aliases.length);
    },
  );

  it.each(Object.entries(CATALOGS))('draws every %s picture from the emoji set', (_brand, catalog) => {
    const icons = new Set<string>();
    for (const group of catalog.groups) {
      icons.add(group.picture.icon);
      for (const product of group.products) {
        if (product.picture) icons.add(product.picture.icon);
        for (const modifier of [
          ...(product.modifiers?.single ?? []),
          ...(product.modifiers?.groups.flatMap((g) => g.modifiers) ?? []),
        ])
          if (modifier.icon) icons.add(modifier.icon);
      }
    }
    for (const item of [...catalog.gifts, ...catalog.promotions, ...catalog.banners]) icons.add(item.icon);
    for (const icon of icons) expect(iconExists(icon), icon).toBe(true);
  });
});

describeEachDatabase('seed', (ctx) => {
  it('changes nothing when it runs again', async () => {
    const before = await snapshot(ctx.database.db);
    const started = performance.now();
    const summary = await seed(ctx.database.db);
    const elapsed = performance.now() - started;
    const after = await snapshot(ctx.database.db);
    expect(after).toEqual(before);
    expect(summary).toMatchObject({
      countries: before.countries.length,
      brands: before.brands.length,
      cities: before.cities.length,
      zones: before.zones.length,
      shops: before.shops.length,
      products: before.products.length,
      modifiers: before.modifiers.length,
      houses: before.houses.length,
    });
    console.info(`[seed ${ctx.kind}] re-run in ${elapsed.toFixed(0)} ms`);
  });

  it('has at least the pizza brand with a bonus program and the lavash brand', async () => {
    const rows = await ctx.database.db.select().from(brands);
    const pizza = rows.find((row) => row.alias === 'pizza');
    expect(pizza?.hasBonusProgram).toBe(true);
    expect(pizza?.bonusSpendDeadline).toBe('2025-05-21');
    expect(rows.find((row) => row.alias === 'lavash')).toBeDefined();
  });

  it('gives every city several shops, one of them on stop', async () => {
    const rows = await ctx.database.db.select().from(shops);
    const byCity = Map.groupBy(rows, (row) => row.cityId);
    for (const cityShops of byCity.values()) {
      expect(cityShops.length).toBeGreaterThanOrEqual(2);
      expect(cityShops.filter((shop) => shop.type === 'stop')).toHaveLength(1);
    }
  });

  it('skips a database that already has data in if-empty mode', async () => {
    expect(await seedIfNeeded(ctx.database.db, 'if-empty')).toBeNull();
    expect(await seedIfNeeded(ctx.database.db, 'never')).toBeNull();
  });
});

describeEachDatabase(
  'seed on an empty database',
  (ctx) => {
    it('fills it in if-empty mode', async () => {
      const started = performance.now();
      const summary = await seedIfNeeded(ctx.database.db, 'if-empty');
      console.info(`[seed ${ctx.kind}] first run in ${(performance.now() - started).toFixed(0)} ms`);
      expect(summary?.brands).toBeGreaterThanOrEqual(2);
      expect(summary?.products).toBeGreaterThanOrEqual(240);
      expect((await ctx.app.inject('/api/cities/moscow')).statusCode).toBe(200);
    });
  },
  { seeded: false },
);
