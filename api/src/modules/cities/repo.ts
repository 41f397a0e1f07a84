// Reads of cities with their country, zones and phone-mask countries. No business rules here.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, countries, deliveryZones } from '../../db/schema';

export type CityRow = typeof cities.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export interface CityWithCountry {
  city: CityRow;
  country: CountryRow;
}

export function listCities(db: Db, brandId: number): Promise<CityWithCountry[]> {
  return db
    .select({ city: cities, country: countries })
    .from(cities)
    .innerJoin(countries, eq(cities.countryId, countries.id))
    .where(eq(cities.brandId, brandId))
    .orderBy(asc(cities.sort), asc(cities.id));
}

export async function findCity(db: Db, brandId: number, alias: string): Promise<CityWithCountry | undefined> {
  const [row] = await db
    .select({ city: cities, country: countries })
    .from(cities)
    .innerJoin(countries, eq(cities.countryId, countries.id))
    .where(and(eq(cities.brandId, brandId), eq(cities.alias, alias)))
    .limit(1);
  return row;
}

export function listZones(db: Db, cityId: number): Promise<DeliveryZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.cityId, cityId))
    .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id));
}

export async function findCountriesByCode(db: Db, codes: string[]): Promise<CountryRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(countries).where(inArray(countries.code, codes));
}
