// The location context most calls carry (spec §7): city, order type, and the shop (takeaway) or the
// delivery zone (delivery). The API checks each id belongs to the brand and the city.
import { z } from 'zod';
import { idSchema, orderTypeSchema } from './common';

/** JSON bodies send ids as numbers; forms and query strings may send digit strings. */
export const idInputSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  idSchema,
);

/** An optional id: absent, null or an empty string all mean "none". */
export const optionalIdInputSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  idInputSchema.nullable(),
);

export const locationContextSchema = z.object({
  city_id: idInputSchema,
  order_type: orderTypeSchema,
  shop_id: optionalIdInputSchema.optional(),
  delivery_zone_id: optionalIdInputSchema.optional(),
});
export type LocationContextInput = z.input<typeof locationContextSchema>;
export type LocationContext = z.output<typeof locationContextSchema>;

/** Cart calls may leave the context out: the session's stored context applies. */
export const partialLocationContextSchema = z.object({
  city_id: idInputSchema.optional(),
  order_type: orderTypeSchema.optional(),
  shop_id: optionalIdInputSchema.optional(),
  delivery_zone_id: optionalIdInputSchema.optional(),
});
export type PartialLocationContext = z.output<typeof partialLocationContextSchema>;

/**
 * The session's current delivery address as a cart carries it: what an order placed now would be
 * delivered to. A device that lost its own memory of the address shows it again from here.
 */
const contextAddressSchema = z.object({
  address: z.string(),
  full_address: z.string(),
  room: z.string().nullable(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type ContextAddress = z.infer<typeof contextAddressSchema>;

/** The context a cart was priced in, as the API answers it. */
export const resolvedContextSchema = z.object({
  city_id: idSchema.nullable(),
  order_type: orderTypeSchema.nullable(),
  shop_id: idSchema.nullable(),
  delivery_zone_id: idSchema.nullable(),
  /** Delivery in a zone of this city only; absent or null otherwise. */
  delivery_address: contextAddressSchema.nullable().optional(),
});
export type ResolvedContext = z.infer<typeof resolvedContextSchema>;
