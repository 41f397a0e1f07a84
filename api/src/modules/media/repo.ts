// The media module's query: what every product's drawn picture is made from, in one read.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productGroups, products } from '../../db/schema';

/** Every product with the alias of its group. */
export async function listPictureSources(db: Db) {
  return await db
    .select({
      id: products.id,
      alias: products.alias,
      name: products.name,
      description: products.description,
      picture: products.picture,
      groupAlias: productGroups.alias,
    })
    .from(products)
    .innerJoin(productGroups, eq(products.groupId, productGroups.id));
}
