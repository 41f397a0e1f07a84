// The checkout calls (spec §7) on the shared client, parsed with the contract. Create and pay carry
// an Idempotency-Key: a retried submission never makes a second order or charge.
import { apiRequest } from '@storefront/shared/api';
import {
  CHECKOUT_PATHS,
  cardCryptogramResponseSchema,
  errorBodySchema,
  IDEMPOTENCY_HEADER,
  orderCacheResponseSchema,
  type PaymentSettingsRequest,
  type PaymentTypesRequest,
  type PayRequest,
  type PlaceOrderRequest,
  type Post3dsRequest,
  paymentSettingsResponseSchema,
  paymentTypesResponseSchema,
  payResponseSchema,
  placeOrderResponseSchema,
  post3dsResponseSchema,
} from '@storefront/shared/contract';

const post = { method: 'POST' as const };
/** Checkout shows its own errors (spec §8: default checkout message, field errors). */
const silent = [404, 429, 500] as const;

export const checkoutApi = {
  paymentTypes: (request: PaymentTypesRequest) =>
    apiRequest(paymentTypesResponseSchema, CHECKOUT_PATHS.paymentTypes, { ...post, body: request }),
  paymentSettings: (request: PaymentSettingsRequest) =>
    apiRequest(paymentSettingsResponseSchema, CHECKOUT_PATHS.paymentSettings, {
      ...post,
      body: request,
      silent,
    }),
  createOrderCache: (order: PlaceOrderRequest, key: string) =>
    apiRequest(orderCacheResponseSchema, CHECKOUT_PATHS.createOrderCache, {
      ...post,
      body: order,
      headers: { [IDEMPOTENCY_HEADER]: key },
      silent,
    }),
  create: (order: PlaceOrderRequest, key: string) =>
    apiRequest(placeOrderResponseSchema, CHECKOUT_PATHS.createOrder, {
      ...post,
      body: order,
      headers: { [IDEMPOTENCY_HEADER]: key },
      silent,
    }),
  pay: (request: PayRequest, key: string) =>
    apiRequest(payResponseSchema, CHECKOUT_PATHS.pay, {
      ...post,
      body: request,
      headers: { [IDEMPOTENCY_HEADER]: key },
      silent,
    }),
  post3ds: (request: Post3dsRequest) =>
    apiRequest(post3dsResponseSchema, CHECKOUT_PATHS.post3ds, { ...post, body: request, silent: true }),
};

export class CardFieldErrors extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('card fields');
  }
}

/**
 * The acquirer's card widget: card data goes to the acquirer (widget_url), never to /api; what comes
 * back is a cryptogram for pay.
 */
export async function cardCryptogram(
  widgetUrl: string,
  card: { number: string; expiry: string; cvv: string; public_id: string | null },
): Promise<string> {
  const response = await fetch(widgetUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(card),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return cardCryptogramResponseSchema.parse(body).cryptogram;
  const parsed = errorBodySchema.safeParse(body);
  throw new CardFieldErrors(
    parsed.success ? parsed.data.errors : { number: ['payments.undefinedPaymentError'] },
  );
}

export function idempotencyKey(): string {
  return `co-${crypto.randomUUID()}`;
}
