// Contract of checkout and payment (spec §3 Order as sent, Payment type; §4 Checkout and payment; §5;
// §7; §8): payment types and settings, the order cache, order creation, pay and post3ds, the sandbox
// acquirer's card widget, test cards and signed notifications. The API validates with these schemas
// and the client parses answers with them.
//
// Create and pay take an `Idempotency-Key` header: repeating a request with the same key and body
// never makes a second order or charge; the same key with another body is a 422.
import { z } from 'zod';
import { idSchema, moneySchema, orderTypeSchema } from './common';
import { idInputSchema, optionalIdInputSchema } from './context';
import { VALIDATION_KEYS } from './feedback';
import { latitudeSchema, longitudeSchema } from './geo';

/** The (sandbox) acquirer service's surface, on its own origin (never the storefront's). */
export const ACQUIRER_PATHS = {
  /** The card widget page the payment page frames. */
  widget: '/widget',
  acs: '/acs',
  threeDsMethod: '/3ds-method',
  bank: '/bank',
} as const;

/** The merchant's 3-D Secure return (TermUrl) on the storefront's public origin: the ACS posts MD + PaRes or cres here. */
export const THREE_DS_RETURN_PATH = '/payments/3ds-return';

/** Keys are opaque to the server: 8–100 characters of letters, digits, `-`, `_`, `.`, `:`. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);

// ── Payment types (spec §3 "Payment type", POST /user/payment-types) ─────────────────────────────

/**
 * cash and card_courier are paid on receipt (offline); the rest are online. `aggregator` is a
 * third-party payment service (installments, split).
 */
const PAYMENT_TYPE_ALIASES = [
  'cash',
  'card_courier',
  'card',
  'sbp',
  'sberpay',
  'apple_pay',
  'google_pay',
  'aggregator',
] as const;
const paymentTypeAliasSchema = z.enum(PAYMENT_TYPE_ALIASES, { error: 'payment_type_unknown' });
export type PaymentTypeAlias = z.infer<typeof paymentTypeAliasSchema>;

const OFFLINE_PAYMENT_TYPES: readonly PaymentTypeAlias[] = ['cash', 'card_courier'];
export const isOnlinePaymentType = (alias: PaymentTypeAlias) => !OFFLINE_PAYMENT_TYPES.includes(alias);

const paymentTypeSchema = z.object({
  alias: paymentTypeAliasSchema,
  name: z.string(),
  is_online: z.boolean(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const paymentTypesRequestSchema = z.object({
  city_id: idInputSchema,
  order_type: orderTypeSchema,
  shop_id: optionalIdInputSchema.optional(),
});
export type PaymentTypesRequest = z.input<typeof paymentTypesRequestSchema>;

/** The types the city allows for this order type, in display order (the first is the default, spec §4). */
export const paymentTypesResponseSchema = z.object({ payment_types: z.array(paymentTypeSchema) });
export type PaymentTypesResponse = z.infer<typeof paymentTypesResponseSchema>;

// ── Payment settings (POST /order/payment-settings) ──────────────────────────────────────────────

/**
 * `sandbox_old`: the older flow — create-order-cache, then the payment page calls pay with the cache
 * key. `sandbox_new`: create the order, then pay directly. null: nothing to pay online.
 */
const ACQUIRING_FLOWS = ['sandbox_old', 'sandbox_new'] as const;
const acquiringSchema = z.enum(ACQUIRING_FLOWS);
export type Acquiring = z.infer<typeof acquiringSchema>;

export const paymentSettingsRequestSchema = z.object({
  payment_type: paymentTypeAliasSchema,
  is_delivery: z.boolean().optional(),
  city_id: idInputSchema,
  shop_id: optionalIdInputSchema.optional(),
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
});
export type PaymentSettingsRequest = z.input<typeof paymentSettingsRequestSchema>;

export const paymentSettingsResponseSchema = z.object({
  acquiring: acquiringSchema.nullable(),
  /** The acquirer's public id for the card widget; card payment without it is an error (spec §8). */
  verify_param: z.string().nullable(),
  is_online: z.boolean(),
  /** The card widget's endpoint (POST card data there, never to /api). Null unless paying by card. */
  widget_url: z.string().nullable(),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

// ── The order (spec §3 "Order (as sent)") ────────────────────────────────────────────────────────

const detail = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION_KEYS.tooLong)
    .nullish()
    .transform((value) => value || null);

/** What the checkout form adds to the session's resolved delivery address (spec §2 delivery form). */
const orderDeliveryDetailsSchema = z.object({
  /** Apartment: required for delivery (checked by the server, spec §5). */
  room: detail(20),
  entrance: detail(10),
  floor: detail(10),
  intercom: detail(20),
  /** Comment to the courier. */
  description: detail(500),
});
export type OrderDeliveryDetails = z.output<typeof orderDeliveryDetailsSchema>;

/** Spec §5/§9: the change-from-cash amount is digits only, 0 to 5000; empty means no change. */
const CASH_LIMITS = { min: 0, max: 5000 } as const;
const cashSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .union([
      z.number().int(VALIDATION_KEYS.number),
      z
        .string()
        .regex(/^\d{1,7}$/, VALIDATION_KEYS.number)
        .transform(Number),
    ])
    .pipe(
      z.number().min(CASH_LIMITS.min, VALIDATION_KEYS.number).max(CASH_LIMITS.max, VALIDATION_KEYS.number),
    )
    .nullable(),
);

const phoneInputSchema = z
  .string()
  .max(40, VALIDATION_KEYS.phone)
  .nullish()
  .transform((value) => (value ? value.replace(/\D/g, '') : ''));

export const placeOrderRequestSchema = z.object({
  city_id: idInputSchema,
  order_type: orderTypeSchema,
  shop_id: optionalIdInputSchema.optional(),
  /** Digits only; required for guests (the signed-in customer's phone is used otherwise). */
  phone: phoneInputSchema,
  username: z
    .string(VALIDATION_KEYS.required)
    .trim()
    .min(1, VALIDATION_KEYS.required)
    .max(100, VALIDATION_KEYS.tooLong),
  payment_type: paymentTypeAliasSchema,
  cash: cashSchema.optional(),
  order_comment: detail(500),
  delivery_address: orderDeliveryDetailsSchema.nullish(),
  /** Null or absent: as soon as possible (or the interval chosen in the cart). */
  interval_id: z
    .string()
    .max(40)
    .regex(/^\d{4}-\d{2}-\d{2}_\d{1,4}$/, 'Unknown interval.')
    .nullish(),
  /** Where the fiscal receipt goes (optional). */
  email: z
    .union([z.literal(''), z.email(VALIDATION_KEYS.email).max(254, VALIDATION_KEYS.tooLong)])
    .nullish()
    .transform((value) => value || null),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

const checkoutOrderStatusSchema = z.enum(['waiting_for_payment', 'accepted', 'canceled']);

export const placeOrderResponseSchema = z.object({
  order_id: idSchema,
  payment_type: paymentTypeAliasSchema,
  /** accepted for cash and card on receipt; waiting_for_payment for online types. */
  status: checkoutOrderStatusSchema,
  total: moneySchema,
  currency: z.string(),
  /** Online payment must complete before this (ISO time), or the order is canceled. */
  payment_deadline: z.string().nullable(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const orderCacheResponseSchema = z.object({
  order_cache_key: z.string(),
  created_at: z.string(),
  /** The cache (and the payment page's countdown) ends here: 10 minutes (spec §9). */
  expires_at: z.string(),
  total: moneySchema,
  currency: z.string(),
});
export type OrderCacheResponse = z.infer<typeof orderCacheResponseSchema>;

// ── Pay and post3ds ──────────────────────────────────────────────────────────────────────────────

const orderCacheKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Unknown order cache key.');

export const payRequestSchema = z
  .object({
    order_id: optionalIdInputSchema.optional(),
    order_cache_key: orderCacheKeySchema.nullish(),
    payment_type: paymentTypeAliasSchema.optional(),
    is_new_acquiring: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
    acquiring: acquiringSchema.nullish(),
    verify_param: z.string().max(200).nullish(),
    /** The card widget's answer (card payments only); never card data itself. */
    cryptogram: z.string().max(4096).nullish(),
  })
  .refine((body) => body.order_id || body.order_cache_key, {
    message: VALIDATION_KEYS.required,
    path: ['order_id'],
  });
export type PayRequest = z.input<typeof payRequestSchema>;

/**
 * What the client does next (spec §4): approved → complete_link; approved-new → form_url;
 * 3ds-v2 → load threeDSMethodURL in a hidden iframe, wait, pay again; 3ds → auto-submit a form to
 * AcsUrl (PaReq, MD, TermUrl for v1; creq for a v2 challenge); sbp → show qr_code / payment_link
 * and poll the order status; sberpay → a push went to the phone (payment_link is the bank page).
 */
const PAY_REASONS = ['approved', 'approved-new', '3ds', '3ds-v2', 'sbp', 'sberpay'] as const;
const payReasonSchema = z.enum(PAY_REASONS);
export type PayReason = z.infer<typeof payReasonSchema>;

export const payResponseSchema = z.object({
  reason: payReasonSchema,
  order_id: idSchema,
  /** The acquirer's transaction: pass it to post3ds as TransactionId. */
  transaction_id: z.string().nullable(),
  form_url: z.string().nullable(),
  complete_link: z.string().nullable(),
  qr_code: z.string().nullable(),
  payment_link: z.string().nullable(),
  verify_param: z.string().nullable(),
  message: z.string().nullable(),
  payment_deadline: z.string().nullable(),
  threeDSMethodURLServer: z.string().nullable(),
  threeDSMethodURL: z.string().nullable(),
  threeDSMethodDataPacked: z.string().nullable(),
  threeDSServerTransId: z.string().nullable(),
  MD: z.string().nullable(),
  PaReq: z.string().nullable(),
  cReq: z.string().nullable(),
  TermUrl: z.string().nullable(),
  AcsUrl: z.string().nullable(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

export const post3dsRequestSchema = z
  .object({
    TransactionId: z.string().max(100).nullish(),
    PaRes: z.string().max(2000).nullish(),
    cres: z.string().max(4000).nullish(),
    order_id: optionalIdInputSchema.optional(),
    order_cache_key: orderCacheKeySchema.nullish(),
    /** Spec §4: the final poll; a check still pending then fails the payment. */
    last_attempt: z.boolean().optional(),
  })
  .refine((body) => body.TransactionId || body.cres || body.order_id || body.order_cache_key, {
    message: VALIDATION_KEYS.required,
    path: ['TransactionId'],
  });
export type Post3dsRequest = z.input<typeof post3dsRequestSchema>;

export const post3dsResponseSchema = z.object({
  success: z.literal(true),
  order_id: idSchema,
  complete_link: z.string(),
});
export type Post3dsResponse = z.infer<typeof post3dsResponseSchema>;

/** `code` of payment failures (besides the common ones). */
export const PAYMENT_ERROR_CODES = {
  declined: 'payment_declined',
  insufficientFunds: 'insufficient_funds',
  /** 3-D Secure or the bank has not confirmed yet: poll again (spec §4). */
  pending: 'payment_pending',
  /** The 10-minute payment deadline passed. */
  expired: 'payment_expired',
  alreadyPaid: 'already_paid',
  notPayable: 'order_not_payable',
  /** Same Idempotency-Key, different body. */
  idempotencyMismatch: 'idempotency_key_reused',
  /** The first request with this key is still running. */
  idempotencyInFlight: 'idempotency_in_flight',
  /** Spec §8: cash below the total, errors.typeError = 'change'. */
  change: 'change',
  cartEmpty: 'cart_empty',
  minimumOrder: 'minimum_order',
  authRequired: 'auth_required',
  orderCacheExpired: 'order_cache_expired',
  cardInvalid: 'card_invalid',
} as const;

// ── The sandbox acquirer: card widget, test cards, notifications ─────────────────────────────────

/** Spec §8 card field errors: payments.cardErrors.cloudPayments.{field}.{code}. */
export const CARD_ERROR_KEYS = {
  numberEmpty: 'payments.cardErrors.cloudPayments.number.empty',
  numberInvalid: 'payments.cardErrors.cloudPayments.number.invalid',
  cvvEmpty: 'payments.cardErrors.cloudPayments.cvv.empty',
  cvvInvalid: 'payments.cardErrors.cloudPayments.cvv.invalid',
  expiryEmpty: 'payments.cardErrors.cloudPayments.expiry.empty',
  expiryInvalid: 'payments.cardErrors.cloudPayments.expiry.invalid',
  expiryExpired: 'payments.cardErrors.cloudPayments.expiry.expired',
} as const;

export const cardCryptogramRequestSchema = z.object({
  number: z.string().max(40).nullish(),
  /** `MM / YY` (spec §5), spaces optional. */
  expiry: z.string().max(10).nullish(),
  cvv: z.string().max(10).nullish(),
  /** verify_param from payment-settings. */
  public_id: z.string().max(200).nullish(),
});
export type CardCryptogramRequest = z.input<typeof cardCryptogramRequestSchema>;

export const cardCryptogramResponseSchema = z.object({ cryptogram: z.string() });
export type CardCryptogramResponse = z.infer<typeof cardCryptogramResponseSchema>;

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardFields {
  number: string;
  expiry: { month: number; year: number };
  cvv: string;
}

/**
 * The widget's field checks (spec §5 card form, §8 keys): number 13–19 digits passing Luhn, expiry
 * `MM / YY` not in the past (by `today`), CVV 3–4 digits. Errors by field, or the parsed card.
 */
export function checkCardFields(
  input: { number?: string | null; expiry?: string | null; cvv?: string | null },
  today: Date,
): { ok: true; card: CardFields } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  if (!number) errors.number = [CARD_ERROR_KEYS.numberEmpty];
  else if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) errors.number = [CARD_ERROR_KEYS.numberInvalid];
  const cvv = (input.cvv ?? '').trim();
  if (!cvv) errors.cvv = [CARD_ERROR_KEYS.cvvEmpty];
  else if (!/^\d{3,4}$/.test(cvv)) errors.cvv = [CARD_ERROR_KEYS.cvvInvalid];
  const expiryText = (input.expiry ?? '').replace(/\s/g, '');
  const match = /^(\d{2})\/(\d{2})$/.exec(expiryText);
  let expiry = { month: 0, year: 0 };
  if (!expiryText) errors.expiry = [CARD_ERROR_KEYS.expiryEmpty];
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    errors.expiry = [CARD_ERROR_KEYS.expiryInvalid];
  else {
    expiry = { month: Number(match[1]), year: 2000 + Number(match[2]) };
    const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
    if (expiry.year * 12 + expiry.month - 1 < current) errors.expiry = [CARD_ERROR_KEYS.expiryExpired];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, expiry, cvv } };
}

/** What a test card does (the sandbox behaves like a real acquirer's test mode). */
const SANDBOX_CARD_OUTCOMES = [
  'approved',
  'approved-new',
  '3ds',
  '3ds-v2',
  'insufficient_funds',
  'declined',
] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];

/**
 * Test cards of the sandbox acquirer (any future expiry, any 3-digit CVV). Any other Luhn-valid
 * number is approved without 3-D Secure.
 */
export const SANDBOX_TEST_CARDS: Record<
  SandboxCardOutcome,
  { number: string; expiry: string; cvv: string; description: string }
> = {
  approved: {
    number: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvv: '123',
    description: 'Approved at once (reason approved).',
  },
  'approved-new': {
    number: '5555 5555 5555 4444',
    expiry: '12 / 34',
    cvv: '123',
    description: 'Approved on the acquirer payment page (reason approved-new, form_url).',
  },
  '3ds': {
    number: '4000 0000 0000 3063',
    expiry: '12 / 34',
    cvv: '123',
    description: '3-D Secure v1: ACS page (AcsUrl, PaReq, MD, TermUrl), then post3ds.',
  },
  '3ds-v2': {
    number: '4000 0000 0000 3220',
    expiry: '12 / 34',
    cvv: '123',
    description: '3-D Secure v2: method URL, pay again, challenge (cReq), then post3ds.',
  },
  insufficient_funds: {
    number: '4000 0000 0000 9995',
    expiry: '12 / 34',
    cvv: '123',
    description: 'Declined: insufficient funds.',
  },
  declined: {
    number: '4000 0000 0000 0002',
    expiry: '12 / 34',
    cvv: '123',
    description: 'Declined by the issuer.',
  },
};

/** The acquirer's notifications are signed as @storefront/server-shared/acquirer-signing says (timestamped HMAC). */
export const acquirerNotificationSchema = z.object({
  /** Unique per notification: a replay with the same id changes nothing. */
  id: z.string().min(1).max(100),
  transaction_id: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  status: z.enum(['approved', 'declined', 'expired', 'refunded']),
  reason: z.string().max(100).nullable(),
  amount: moneySchema,
  currency: z.string().max(3),
  method: z.string().max(30),
  /** Safe display data of a card payment (never more than the last four digits). */
  card_last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .optional(),
  created_at: z.string().max(40),
});
export type AcquirerNotification = z.infer<typeof acquirerNotificationSchema>;

export const acquirerNotifyResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
export type AcquirerNotifyResponse = z.infer<typeof acquirerNotifyResponseSchema>;
