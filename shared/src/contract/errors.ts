// The error shape of spec §8, shared by the API (which answers with it) and the client (which parses it).
// Every 4xx/5xx body is `{ message, errors }`; `errors` maps a field name to its messages, and the
// client keeps the first message per field.
import { z } from 'zod';

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  errors: fieldErrorsSchema.default({}),
  /** Machine-readable reason, e.g. `validation`, `not_found`, `rate_limited`, `typeError`. */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `code` values the API sends, so clients can branch without matching message text. */
export const ERROR_CODES = {
  validation: 'validation',
  badRequest: 'bad_request',
  notFound: 'not_found',
  unknownBrand: 'unknown_brand',
  rateLimited: 'rate_limited',
  unavailable: 'unavailable',
  internal: 'internal',
  /** Spec §8 address outcomes; the values are the UI's message keys. */
  addressNotFound: 'addressNotFound',
  addressNotAvailable: 'checkYourAddressNotAvailable',
  shopNotSelected: 'shopNotSelected',
  /** Delivery without an address or zone: the UI opens the order-types modal. */
  deliveryAddressRequired: 'delivery_address_required',
  productUnavailable: 'product_unavailable',
  quantityCap: 'quantity_cap',
  invalidModifiers: 'invalid_modifiers',
  giftUnavailable: 'gift_unavailable',
  promocodeInvalid: 'promocode_invalid',
  bonusesUnavailable: 'bonuses_unavailable',
  intervalUnavailable: 'interval_unavailable',
  /** 'As soon as possible' while the shop or delivery is closed: choose the next possible time. */
  asapUnavailable: 'asap_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Message of every 422 answer (Laravel wording, which the storefront client already expects). */
export const VALIDATION_MESSAGE = 'The given data was invalid.';
