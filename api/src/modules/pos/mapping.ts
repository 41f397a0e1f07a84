// Which iikoCloud organization and terminal group is which of our cities and shops, per brand, and
// which iiko payment types our payment types become. A chain writes it once (IIKO_MAPPING, JSON);
// `resolveMapping` checks it against the database and answers the ids the syncs work with.
import { z } from 'zod';
import type { Db } from '../../db/client';
import { brandIdByAlias, citiesByAlias, shopsOfCity } from './repo';

export const posMappingSchema = z.object({
  brands: z
    .array(
      z.object({
        brand: z.string().min(1),
        /** The organization whose nomenclature is the brand's menu (one menu per brand). */
        menuOrganizationId: z.string().min(1),
        organizations: z
          .array(
            z.object({
              id: z.string().min(1),
              city: z.string().min(1),
              /** iiko terminal group id → our shop alias in that city. */
              terminalGroups: z.record(z.string().min(1), z.string().min(1)),
            }),
          )
          .min(1),
        /** iiko payment type ids: cash, a card at the door or counter, and anything paid online. */
        paymentTypes: z.object({
          cash: z.string().min(1),
          card: z.string().min(1),
          online: z.string().min(1),
        }),
      }),
    )
    .min(1),
});
export type PosMapping = z.infer<typeof posMappingSchema>;

export interface MappedShop {
  shopId: number;
  cityId: number;
  organizationId: string;
  terminalGroupId: string;
}

export interface MappedBrand {
  alias: string;
  brandId: number;
  menuOrganizationId: string;
  organizationIds: string[];
  shops: MappedShop[];
  paymentTypes: PosMapping['brands'][number]['paymentTypes'];
}

/** Reads IIKO_MAPPING: a clear message naming the first wrong field, never a half-read mapping. */
export function parseMapping(json: string): PosMapping {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('IIKO_MAPPING is not JSON.');
  }
  const parsed = posMappingSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`IIKO_MAPPING: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The mapping with our ids; an unknown brand, city or shop is an error (a typo must not sync nothing). */
export async function resolveMapping(db: Db, mapping: PosMapping): Promise<MappedBrand[]> {
  const resolved: MappedBrand[] = [];
  for (const entry of mapping.brands) {
    const brandId = await brandIdByAlias(db, entry.brand);
    if (brandId === undefined)
      throw new Error(`IIKO_MAPPING names brand ${entry.brand}, which does not exist.`);
    const cityRows = await citiesByAlias(
      db,
      brandId,
      entry.organizations.map((org) => org.city),
    );
    const shopsOut: MappedShop[] = [];
    for (const org of entry.organizations) {
      const city = cityRows.find((row) => row.alias === org.city);
      if (!city)
        throw new Error(`IIKO_MAPPING names city ${org.city} of ${entry.brand}, which does not exist.`);
      const shopRows = await shopsOfCity(db, city.id);
      for (const [terminalGroupId, shopAlias] of Object.entries(org.terminalGroups)) {
        const shop = shopRows.find((row) => row.alias === shopAlias);
        if (!shop)
          throw new Error(`IIKO_MAPPING names shop ${shopAlias} in ${org.city}, which does not exist.`);
        shopsOut.push({ shopId: shop.id, cityId: city.id, organizationId: org.id, terminalGroupId });
      }
    }
    resolved.push({
      alias: entry.brand,
      brandId,
      menuOrganizationId: entry.menuOrganizationId,
      organizationIds: entry.organizations.map((org) => org.id),
      shops: shopsOut,
      paymentTypes: entry.paymentTypes,
    });
  }
  return resolved;
}
