import { canSpendBonuses } from '@storefront/shared/domain';
import { asc, eq } from 'drizzle-orm';
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
import { TEST_SEED_TIME } from '../test/databases';
import { describeEachDatabase } from '../test/describe-each-database';
import { CATALOGS, daysAfter, FULL_BRANDS, seed, seedIfNeeded } from '.';
import { BONUS_SPEND_DAYS } from './data/brands';

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
    const summary = await seed(ctx.database.db, { now: TEST_SEED_TIME });
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
    // Seeded a year before the spec's deadline, the programme ends on it (21 May 2025).
    expect(pizza?.bonusSpendDeadline).toBe('2025-05-21');
    expect(rows.find((row) => row.alias === 'lavash')?.bonusSpendDeadline).toBeNull();
  });

  it("counts the demo programme's spend deadline from the seed's time, so the demo works today", async () => {
    const today = new Date('2026-11-26T12:00:00Z');
    await seed(ctx.database.db, { now: today });
    try {
      const [pizza] = await ctx.database.db.select().from(brands).where(eq(brands.alias, 'pizza'));
      expect(pizza?.bonusSpendDeadline).toBe(daysAfter(today, BONUS_SPEND_DAYS));
      expect(pizza?.bonusSpendDeadline).toBe('2027-11-26');
      expect(canSpendBonuses('2026-11-26', pizza?.bonusSpendDeadline ?? null)).toBe(true);
    } finally {
      await seed(ctx.database.db, { now: TEST_SEED_TIME });
    }
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
