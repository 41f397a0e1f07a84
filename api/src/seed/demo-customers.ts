// A demo customer for the front end and local sign-in: the pizza brand's bonus program needs a
// signed-in customer with points (spec §1). Sign in with the phone and the code from the API log or
// GET /api/dev/last-code?phone=79990000001. Inserted once: a later seed leaves the account (and what
// the demo did to it) alone.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, cities, customers } from '../db/schema';

export interface DemoCustomerSeed {
  brand: string;
  city: string;
  phone: string;
  name: string;
  bonusBalance: number;
}

export const DEMO_CUSTOMERS: DemoCustomerSeed[] = [
  { brand: 'pizza', city: 'moscow', phone: '79990000001', name: 'Демо Покупатель', bonusBalance: 500 },
];

export async function seedDemoCustomers(db: Db): Promise<number> {
  let inserted = 0;
  for (const demo of DEMO_CUSTOMERS) {
    const [place] = await db
      .select({ brandId: brands.id, cityId: cities.id })
      .from(brands)
      .innerJoin(cities, and(eq(cities.brandId, brands.id), eq(cities.alias, demo.city)))
      .where(eq(brands.alias, demo.brand));
    if (!place) throw new Error(`Seed: no city ${demo.city} for brand ${demo.brand}`);
    const rows = await db
      .insert(customers)
      .values({
        brandId: place.brandId,
        cityId: place.cityId,
        phone: demo.phone,
        name: demo.name,
        bonusBalance: demo.bonusBalance,
      })
      .onConflictDoNothing({ target: [customers.brandId, customers.phone] })
      .returning({ id: customers.id });
    inserted += rows.length;
  }
  return inserted;
}
