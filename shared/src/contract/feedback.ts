// The site forms of spec §5/§7: call-me-back, a question (feedback), supplier and landlord partner
// requests, and "tell me when you deliver here". One schema per form serves the form (react-hook-form
// resolver) and the API (request validation). Messages are i18n keys under `common:validation`, so the
// client shows them in the visitor's language; any other server message is shown as it is.
import { z } from 'zod';
import { coordinatesSchema } from './geo';

/** Message keys the client translates (common:validation.<key>). */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  number: 'validation.number',
  tooLong: 'validation.tooLong',
  privacy: 'validation.privacy',
} as const;

const required = (max = 200) =>
  z
    .string(VALIDATION_KEYS.required)
    .trim()
    .min(1, VALIDATION_KEYS.required)
    .max(max, VALIDATION_KEYS.tooLong);

/**
 * Spec §5: a phone is sent with all non-digits removed; a usable number has 10 to 15 digits. A lone
 * country code (what a mask shows before typing, `+7 (`) counts as empty.
 */
export const phoneDigitsSchema = z
  .string(VALIDATION_KEYS.required)
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(4, { message: VALIDATION_KEYS.required, abort: true })
      .regex(/^\d{10,15}$/, VALIDATION_KEYS.phone),
  );

const email = z.email(VALIDATION_KEYS.email).max(254, VALIDATION_KEYS.tooLong);
const optionalEmail = z
  .union([z.literal(''), email])
  .optional()
  .transform((value) => value || undefined);

export const callMeBackRequestSchema = z.object({ name: required(), phone: phoneDigitsSchema });
export type CallMeBackRequest = z.input<typeof callMeBackRequestSchema>;

export const feedbackQuestionRequestSchema = z.object({
  name: required(),
  phone: phoneDigitsSchema,
  email: z.string(VALIDATION_KEYS.required).trim().min(1, VALIDATION_KEYS.required).pipe(email),
  message: required(2000),
});
export type FeedbackQuestionRequest = z.input<typeof feedbackQuestionRequestSchema>;

export const supplierRequestSchema = z.object({
  name: required(),
  phone: phoneDigitsSchema,
  email: optionalEmail,
  city_name: required(),
  company: required(),
  product_category: required(),
});
export type SupplierRequest = z.input<typeof supplierRequestSchema>;

export const landlordRequestSchema = z.object({
  name: required(),
  phone: phoneDigitsSchema,
  email: optionalEmail,
  city_name: required(),
  shop: required(),
  /** Area in m², spec §3. Empty reads as required; anything else must be a positive number. */
  square: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z
      .number({
        error: (issue) => (issue.input === undefined ? VALIDATION_KEYS.required : VALIDATION_KEYS.number),
      })
      .positive(VALIDATION_KEYS.number)
      .max(100_000, VALIDATION_KEYS.number),
  ),
});
export type LandlordRequest = z.input<typeof landlordRequestSchema>;

export const unavailableDeliveryAddressRequestSchema = z.object({
  phone: phoneDigitsSchema,
  city_id: z.number().int().positive(),
  coordinates: coordinatesSchema,
  address: z.string().trim().max(300).optional(),
});
export type UnavailableDeliveryAddressRequest = z.input<typeof unavailableDeliveryAddressRequestSchema>;

/** Spec §7: only status 200 counts as success; the body confirms what was received. */
export const feedbackResponseSchema = z.object({ status: z.literal('received'), id: z.number().int() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

export const FEEDBACK_PATHS = {
  callMeBack: '/feedback/call-me-back',
  question: '/feedback/questions',
  supplier: '/feedback/supplier-request',
  landlord: '/feedback/landlord-request',
  unavailableDeliveryAddress: '/feedback/unavailable-delivery-address',
} as const;
