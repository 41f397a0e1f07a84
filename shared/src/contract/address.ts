// Delivery address and suggested address of spec §3, the geocoder calls and the address suggest call
// (spec §7 note), and the guest address calls POST /api/user/addresses/set-by-coordinates and
// set-by-address. Address text follows the §5 field rule.
import { z } from 'zod';
import { cartSchema } from './cart';
import { productGroupSchema } from './catalog';
import { idSchema, moneySchema } from './common';
import { idInputSchema } from './context';
import { coordinatesSchema, latitudeSchema, longitudeSchema } from './geo';

// The same numbers and pattern as shared/domain (spec §5, §9); the contract stays free of the
// browser-only parts of domain, and address.test.ts keeps the two in step.
const ADDRESS_SUGGEST_MIN_CHARS = 2;
/** Spec §9: at most this many suggestions per answer (the API's geocoder asks for this many). */
export const ADDRESS_SUGGEST_LIMIT = 7;
export const ADDRESS_TEXT_PATTERN = /^[\p{Script=Latin}\p{Script=Cyrillic}0-9\-/., ]*$/u;

const ADDRESS_CHARACTERS_MESSAGE =
  'Only letters, digits, hyphen, slash, period, comma and space are allowed.';

/** Text typed in the address field (spec §5). */
export const addressTextSchema = z
  .string()
  .trim()
  .min(ADDRESS_SUGGEST_MIN_CHARS, `Type at least ${ADDRESS_SUGGEST_MIN_CHARS} characters.`)
  .max(200, 'The address is too long.')
  .regex(ADDRESS_TEXT_PATTERN, ADDRESS_CHARACTERS_MESSAGE);

const addressKindSchema = z.enum(['house', 'street']);

export const suggestRequestSchema = z.object({ text: addressTextSchema, city_id: idInputSchema });
export type SuggestRequest = z.input<typeof suggestRequestSchema>;

const suggestedAddressSchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  type: addressKindSchema,
  /** Street and house, what goes into the field. */
  address: z.string(),
  full_address: z.string(),
  /** Pass to set-by-address to resolve exactly this place. */
  place_id: z.string(),
});
export type SuggestedAddress = z.infer<typeof suggestedAddressSchema>;

export const suggestResponseSchema = z.object({
  suggestions: z.array(suggestedAddressSchema).max(ADDRESS_SUGGEST_LIMIT),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

/** One geocoder answer: a house (or a street without a house number). */
const geocoderItemSchema = z.object({
  place_id: z.string(),
  type: addressKindSchema,
  locality: z.string(),
  district: z.string().nullable(),
  street: z.string(),
  house: z.string().nullable(),
  address: z.string(),
  full_address: z.string(),
  coordinates: coordinatesSchema,
  /** The brand's city this point lies in, if any. */
  city_id: idSchema.nullable(),
});
export type GeocoderItem = z.infer<typeof geocoderItemSchema>;

export const searchByAddressRequestSchema = z.object({ address: addressTextSchema, city_id: idInputSchema });
export type SearchByAddressRequest = z.input<typeof searchByAddressRequestSchema>;

/** Not found is a 422 with `errors.address` and code `addressNotFound` (spec §8). */
export const searchByAddressResponseSchema = z.object({
  point: coordinatesSchema,
  address: geocoderItemSchema,
});
export type SearchByAddressResponse = z.infer<typeof searchByAddressResponseSchema>;

export const searchByCoordinatesRequestSchema = z.object({
  /** Longitude first, then latitude (spec §7). */
  coordinates: z.tuple([longitudeSchema, latitudeSchema]),
  city_id: idInputSchema.optional(),
});
export type SearchByCoordinatesRequest = z.input<typeof searchByCoordinatesRequestSchema>;

/** Nearest houses first; empty when nothing is close enough. */
export const searchByCoordinatesResponseSchema = z.object({ collection: z.array(geocoderItemSchema) });
export type SearchByCoordinatesResponse = z.infer<typeof searchByCoordinatesResponseSchema>;

const detail = (max: number) => z.string().trim().max(max).nullable().optional();

/** What the visitor adds to a found house (spec §2 delivery form). */
const addressDetailsSchema = z.object({
  room: detail(20),
  floor: detail(10),
  entrance: detail(10),
  intercom: detail(20),
  description: detail(500),
});

export const deliveryAddressSchema = z.object({
  /** Saved addresses of signed-in customers have an id; a guest's current address has none. */
  id: idSchema.nullable(),
  city_id: idSchema,
  city: z.object({ id: idSchema, name: z.string() }),
  address: z.string(),
  full_address: z.string(),
  locality: z.string(),
  district: z.string().nullable(),
  street: z.string(),
  house: z.string().nullable(),
  type: addressKindSchema,
  room: z.string().nullable(),
  floor: z.string().nullable(),
  entrance: z.string().nullable(),
  intercom: z.string().nullable(),
  description: z.string().nullable(),
  map: z.object({ coordinates: coordinatesSchema }),
  found: z.boolean(),
  /** Inside a delivery zone of the city. */
  delivery_possible: z.boolean(),
  delivery_zone_id: idSchema.nullable(),
  delivery_prices: z
    .object({
      delivery: moneySchema,
      minimum_order_amount: moneySchema,
      has_free_delivery: z.boolean(),
      free_delivery_from: moneySchema.nullable(),
    })
    .nullable(),
  /** The shop that cooks for this zone, and its legal data for the footer (spec §2). */
  shop_address: z.string().nullable(),
  company_name: z.string().nullable(),
  inn: z.string().nullable(),
  ogrn: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const setByCoordinatesRequestSchema = addressDetailsSchema.extend({
  city_id: idInputSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type SetByCoordinatesRequest = z.input<typeof setByCoordinatesRequestSchema>;

export const setByAddressRequestSchema = addressDetailsSchema
  .extend({
    city_id: idInputSchema,
    /** Typed text; the geocoder picks the best match. */
    address: addressTextSchema.optional(),
    /** A suggestion's place_id: resolves exactly that place. */
    place_id: z.string().max(100).optional(),
  })
  .refine((body) => body.address !== undefined || body.place_id !== undefined, {
    message: 'Enter an address.',
    path: ['address'],
  });
export type SetByAddressRequest = z.input<typeof setByAddressRequestSchema>;

/**
 * Answer of set-by-coordinates and set-by-address. Inside a zone, the address becomes the session's
 * delivery address and the cart is repriced for it; outside every zone, `delivery_possible` is false,
 * nothing changes and the UI offers the not-delivered form. An address the geocoder cannot find is a
 * 422 with `errors.delivery_address` and code `addressNotFound`.
 */
export const addressSetResponseSchema = z.object({
  /** Saved addresses (signed-in customers only; empty for guests). */
  delivery_addresses: z.array(deliveryAddressSchema),
  delivery_address: deliveryAddressSchema,
  cart: cartSchema,
  product_groups: z.array(productGroupSchema),
});
export type AddressSetResponse = z.infer<typeof addressSetResponseSchema>;
