// Every catalog write moves the brand's catalog version — not only the seed's — so every API
// instance's cached snapshot reloads: a product renamed, or a stop-list row a POS pushed, is seen.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { brands, catalogVersions, productShopStates, products, shops } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { SnapshotCache } from './snapshot';

describeEachDatabase('catalog version on every write', (ctx) => {
  const version = async () =>
    (await ctx.database.db.select({ version: catalogVersions.version }).from(catalogVersions))
      .map((row) => row.version)
      .join(',');

  it('moves when a product is changed outside the seed, and a cache reloads it', async () => {
    const db = ctx.database.db;
    const [brand] = await db.select().from(brands).where(eq(brands.alias, 'pizza'));
    const cache = new SnapshotCache(db, { checkEveryMs: 0 });
    const before = await version();
    const [product] = await db.select().from(products).where(eq(products.brandId, brand!.id)).limit(1);
    expect((await cache.get(brand!)).products.get(product!.id)?.name).toBe(product!.name);

    await db.update(products).set({ name: 'Переименованная' }).where(eq(products.id, product!.id));
    const renamed = await version();
    expect(renamed).not.toBe(before);
    expect((await cache.get(brand!)).products.get(product!.id)?.name).toBe('Переименованная');

    // A POS's stop-list write is a catalog write too.
    const [shop] = await db.select({ id: shops.id }).from(shops).limit(1);
    await db.insert(productShopStates).values({ productId: product!.id, shopId: shop!.id, state: 'stop' });
    expect(await version()).not.toBe(renamed);
  });
});
