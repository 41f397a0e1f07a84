// Idempotent seed: every row is upserted on its natural key (country code, brand alias,
// brand + city alias, city + zone alias), so running it again rewrites the same values and ids
// stay put. Safe on every start and on a database other instances are already serving.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, cities, countries, deliveryZones } from '../db/schema';
import { BRANDS, type BrandSeed } from './data/brands';
import { type BrandInCity, CITIES, type CitySeed } from './data/cities';
import { COUNTRIES } from './data/countries';
import { bboxAround, zoneRing } from './geometry';

export type SeedMode = 'always' | 'if-empty' | 'never';

export interface SeedSummary {
  countries: number;
  brands: number;
  cities: number;
  zones: number;
}

export async function seed(db: Db): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const countryIds = await upsertCountries(tx);
    const summary: SeedSummary = { countries: countryIds.size, brands: 0, cities: 0, zones: 0 };
    for (const brand of BRANDS) {
      const brandId = await upsertBrand(tx, brand);
      summary.brands++;
      let sort = 0;
      for (const city of CITIES) {
        const inCity = city.brands[brand.alias];
        if (!inCity) continue;
        const countryId = countryIds.get(city.countryCode);
        if (countryId === undefined) throw new Error(`Seed: unknown country ${city.countryCode}`);
        const cityId = await upsertCity(tx, { brand, brandId, city, inCity, countryId, sort: sort++ });
        summary.cities++;
        summary.zones += await upsertZones(tx, cityId, city);
      }
    }
    return summary;
  });
}

/** Seeds according to `mode`; returns null when it did nothing. */
export async function seedIfNeeded(db: Db, mode: SeedMode): Promise<SeedSummary | null> {
  if (mode === 'never') return null;
  if (mode === 'if-empty') {
    const [row] = await db.select({ n: count() }).from(brands);
    if ((row?.n ?? 0) > 0) return null;
  }
  return seed(db);
}

async function upsertCountries(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const country of COUNTRIES) {
    const [row] = await db
      .insert(countries)
      .values(country)
      .onConflictDoUpdate({ target: countries.code, set: country })
      .returning({ id: countries.id });
    ids.set(country.code, row!.id);
  }
  return ids;
}

async function upsertBrand(db: Db, brand: BrandSeed): Promise<number> {
  const values = {
    alias: brand.alias,
    name: brand.name,
    hasBonusProgram: brand.hasBonusProgram,
    settings: brand.settings,
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

async function upsertCity(db: Db, { brand, brandId, city, inCity, countryId, sort }: CityRowInput) {
  const outerKm = Math.max(...city.zones.map((zone) => zone.radiusKm));
  const values = {
    brandId,
    countryId,
    alias: city.alias,
    name: city.name,
    seoName: city.seoName,
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
    bbox: bboxAround(city.latitude, city.longitude, outerKm * 1.25),
    schedule: city.schedule,
    extraPhoneCountries: city.extraPhoneCountries ?? [],
    companyName: inCity.companyName ?? null,
    isBig: city.isBig ?? false,
    // The loyalty system only matters where the brand has a bonus program at all.
    hasLoyaltyProgram: brand.hasBonusProgram && (city.hasLoyaltyProgram ?? false),
    sort,
  };
  const [row] = await db
    .insert(cities)
    .values(values)
    .onConflictDoUpdate({ target: [cities.brandId, cities.alias], set: values })
    .returning({ id: cities.id });
  return row!.id;
}

async function upsertZones(db: Db, cityId: number, city: CitySeed): Promise<number> {
  for (const [sort, zone] of city.zones.entries()) {
    const values = {
      cityId,
      alias: zone.alias,
      name: zone.name,
      deliveryPrice: zone.deliveryPrice,
      minimumOrderAmount: zone.minimumOrderAmount,
      hasFreeDelivery: zone.hasFreeDelivery,
      area: zoneRing(city.latitude, city.longitude, zone.radiusKm, `${city.alias}:${zone.alias}`),
      backgroundColor: zone.backgroundColor,
      sort,
    };
    await db
      .insert(deliveryZones)
      .values(values)
      .onConflictDoUpdate({ target: [deliveryZones.cityId, deliveryZones.alias], set: values });
  }
  return city.zones.length;
}
