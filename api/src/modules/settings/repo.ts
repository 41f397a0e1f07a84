import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema';

/** Cities of the brand run by a legal entity other than the brand's default one. */
export function listCityCompanyNames(db: Db, brandId: number) {
  return db
    .select({ cityId: cities.id, companyName: cities.companyName })
    .from(cities)
    .where(and(eq(cities.brandId, brandId), isNotNull(cities.companyName)))
    .orderBy(asc(cities.id));
}
