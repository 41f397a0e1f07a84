// City entity of spec §3 and the answers of GET /api/cities and GET /api/cities/{alias} (spec §7).
import { z } from 'zod';
import { countryCodeSchema, currencyCodeSchema, idSchema, timeZoneSchema } from './common';
import { deliveryZonesSchema } from './delivery-zone';
import { mapViewSchema } from './geo';
import { bannerSchema, promotionSchema } from './promotion';
import { cityScheduleSchema } from './schedule';

/** The `{alias}` path segment: what a city URL may hold, nothing that could escape the path. */
const cityAliasSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'City alias: lowercase latin letters, digits and hyphens only.');

export const cityAliasParamsSchema = z.object({ alias: cityAliasSchema });
export type CityAliasParams = z.infer<typeof cityAliasParamsSchema>;

const countrySchema = z.object({ id: idSchema, name: z.string(), code: countryCodeSchema });
export type Country = z.infer<typeof countrySchema>;

const phoneMaskSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Dialling prefix with the plus: `+7`, `+90`. */
  code: z.string().regex(/^\+\d{1,4}$/),
  /** `#` stands for one digit: `+7 (###) ###-##-##`. */
  mask: z.string().min(1),
  country_code: countryCodeSchema,
});
export type PhoneMask = z.infer<typeof phoneMaskSchema>;

const cityPricesSchema = z.object({
  /** Symbol shown next to amounts: ₽, Br, ₺, ₸, €, ₴. */
  currency: z.string().min(1),
  currency_code: currencyCodeSchema,
});
export type CityPrices = z.infer<typeof cityPricesSchema>;

const cityOrderTypesSchema = z.object({ delivery: z.boolean(), takeaway: z.boolean() });
export type CityOrderTypes = z.infer<typeof cityOrderTypesSchema>;

export const citySchema = z.object({
  id: idSchema,
  alias: cityAliasSchema,
  name: z.string().min(1),
  /** The name as it reads in a SEO phrase ("в Москве"). */
  seo_name: z.string(),
  timezone: timeZoneSchema,
  /** Kind of locality; the spec names the field without values ("city" for all seeded ones). */
  type: z.string(),
  /** Where choosing the city navigates: a path under the storefront origin (`/moscow`). */
  url: z.string(),
  email: z.email().nullable(),
  franchise: z.boolean(),
  country: countrySchema,
  order_types: cityOrderTypesSchema,
  /** E.164 (`+78002347890`); shown with the city's phone mask. */
  phone: z.string().regex(/^\+\d{6,15}$/),
  phone_masks: z.array(phoneMaskSchema),
  prices: cityPricesSchema,
  schedule: cityScheduleSchema.nullable(),
  alert: z.string().nullable(),
  delivery_zones: deliveryZonesSchema,
  map: mapViewSchema,
  banners: z.array(bannerSchema).default([]),
  /** Product ids; the catalog call (POST /api/products) returns the products themselves. */
  popular_products: z.array(idSchema).default([]),
  promotions: z.array(promotionSchema).default([]),
  /** True when `phone` is toll-free (8-800), so the UI can say the call is free. */
  is_free_call: z.boolean(),
  /** Spec §1: the bonus program runs only in cities flagged as having the loyalty system. */
  has_loyalty_program: z.boolean().default(false),
});
export type City = z.infer<typeof citySchema>;

/** What the city picker needs; the full city comes from GET /api/cities/{alias}. */
export const cityListItemSchema = citySchema.pick({
  id: true,
  alias: true,
  name: true,
  seo_name: true,
  timezone: true,
  type: true,
  url: true,
  franchise: true,
  country: true,
  order_types: true,
  phone: true,
  prices: true,
  map: true,
  is_free_call: true,
});
export type CityListItem = z.infer<typeof cityListItemSchema>;

export const citiesResponseSchema = z.object({
  cities: z.array(cityListItemSchema),
  /** A notice for the city picker, or null. */
  message: z.string().nullable(),
  /** The shortlist shown while the search field is empty (spec §2, City modal). */
  big_cities: z.array(cityListItemSchema),
});
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;

export const cityResponseSchema = z.object({ city: citySchema });
export type CityResponse = z.infer<typeof cityResponseSchema>;
