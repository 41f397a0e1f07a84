// The checkout calls (spec §4, §7): payment types and settings, the order cache, create, pay and
// post3ds (card data goes to the acquirer's widget on its own origin, never here). mf-checkout alone
// makes them, so they are its own, on the shared client (its error catalogue, cookies, base URL) and
// the contract's paths. Checkout shows its own errors (spec §8: the default checkout message, field
// errors), so they are silent.
//
// Create and pay send an Idempotency-Key: the same key when retrying the same attempt (a network
// error, a reload), a new one for a new attempt (e.g. the re-pay after the 3-D Secure v2 method step).
import { apiRequest, CHECKOUT_PATHS, IDEMPOTENCY_HEADER } from '@storefront/shared/api';
import type {
  PaymentSettingsRequest,
  PaymentTypesRequest,
  PayRequest,
  PlaceOrderRequest,
  Post3dsRequest,
} from '@storefront/shared/contract';

const silent = [404, 429, 500] as const;
const post = (body: unknown) => ({ method: 'POST' as const, body });
const idempotent = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

export const checkoutApi = {
  paymentTypes: (request: PaymentTypesRequest) =>
    apiRequest(
      (contract) => contract.paymentTypesResponseSchema,
      CHECKOUT_PATHS.paymentTypes,
      post(request),
    ).then((answer) => answer.payment_types),
  paymentSettings: (request: PaymentSettingsRequest) =>
    apiRequest((contract) => contract.paymentSettingsResponseSchema, CHECKOUT_PATHS.paymentSettings, {
      ...post(request),
      silent,
    }),
  createOrderCache: (order: PlaceOrderRequest) =>
    apiRequest((contract) => contract.orderCacheResponseSchema, CHECKOUT_PATHS.createOrderCache, {
      ...post(order),
      silent,
    }),
  create: (order: PlaceOrderRequest, idempotencyKey: string) =>
    apiRequest((contract) => contract.placeOrderResponseSchema, CHECKOUT_PATHS.createOrder, {
      ...post(order),
      ...idempotent(idempotencyKey),
      silent,
    }),
  pay: (request: PayRequest, idempotencyKey: string) =>
    apiRequest((contract) => contract.payResponseSchema, CHECKOUT_PATHS.pay, {
      ...post(request),
      ...idempotent(idempotencyKey),
      silent,
    }),
  /** Spec §4 3-D Secure check; a pending check is an ApiError with code `payment_pending` (poll again). */
  post3ds: (request: Post3dsRequest) =>
    apiRequest((contract) => contract.post3dsResponseSchema, CHECKOUT_PATHS.post3ds, {
      ...post(request),
      silent: true,
    }),
};

/** A fresh key for a new attempt (8–100 of `A-Za-z0-9_.:-`). */
export const idempotencyKey = (): string => globalThis.crypto.randomUUID();
