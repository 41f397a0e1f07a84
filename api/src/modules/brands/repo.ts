import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;

export async function findBrandByAlias(db: Db, alias: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.alias, alias)).limit(1);
  return row;
}
