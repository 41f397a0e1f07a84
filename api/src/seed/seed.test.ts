import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../db/client';
import { brands, cities, countries, deliveryZones } from '../db/schema';
import { describeEachDatabase } from '../test/describe-each-database';
import { seed, seedIfNeeded } from '.';

async function snapshot(db: Db) {
  return {
    brands: await db.select().from(brands).orderBy(asc(brands.id)),
    countries: await db.select().from(countries).orderBy(asc(countries.id)),
    cities: await db.select().from(cities).orderBy(asc(cities.id)),
    zones: await db.select().from(deliveryZones).orderBy(asc(deliveryZones.id)),
  };
}

describeEachDatabase('seed', (ctx) => {
  it('changes nothing when it runs again', async () => {
    const before = await snapshot(ctx.database.db);
    const summary = await seed(ctx.database.db);
    const after = await snapshot(ctx.database.db);
    expect(after).toEqual(before);
    expect(summary).toEqual({
      countries: before.countries.length,
      brands: before.brands.length,
      cities: before.cities.length,
      zones: before.zones.length,
    });
  });

  it('has at least the pizza brand with a bonus program and the lavash brand', async () => {
    const rows = await ctx.database.db.select().from(brands);
    expect(rows.find((row) => row.alias === 'pizza')?.hasBonusProgram).toBe(true);
    expect(rows.find((row) => row.alias === 'lavash')).toBeDefined();
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
      const summary = await seedIfNeeded(ctx.database.db, 'if-empty');
      expect(summary?.brands).toBeGreaterThanOrEqual(2);
      expect((await ctx.app.inject('/api/cities/moscow')).statusCode).toBe(200);
    });
  },
  { seeded: false },
);
