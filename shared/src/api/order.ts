// Checkout and payment calls (spec §4, §7): payment types and settings, the order cache, create,
// pay and post3ds (card data goes to the acquirer's widget on its own origin, never here). Create and pay send an Idempotency-Key:
// pass the same key when retrying the same attempt (a network error, a reload), a new one for a new
// attempt (e.g. the re-pay after the 3-D Secure v2 method step).
import type * as Contract from '@storefront/shared/contract';
import { CHECKOUT_PATHS, IDEMPOTENCY_HEADER } from '../contract/paths';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

export interface IdempotentOptions extends CallOptions {
  /** The attempt's key (8–100 of `A-Za-z0-9_.:-`); see newIdempotencyKey. */
  idempotencyKey?: string;
}

/** A fresh key for a new attempt. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

const post = (path: string, body: unknown) => ({ method: 'POST' as const, body, path });

export function getPaymentTypes(request: Contract.PaymentTypesRequest, options: CallOptions = {}) {
  const call = post(CHECKOUT_PATHS.paymentTypes, request);
  return apiRequest('paymentTypesResponseSchema', call.path, { ...call, ...options }).then(
    (answer) => answer.payment_types,
  );
}

export function getPaymentSettings(request: Contract.PaymentSettingsRequest, options: CallOptions = {}) {
  const call = post(CHECKOUT_PATHS.paymentSettings, request);
  return apiRequest('paymentSettingsResponseSchema', call.path, { ...call, ...options });
}

export function createOrderCache(request: Contract.PlaceOrderRequest, options: CallOptions = {}) {
  const call = post(CHECKOUT_PATHS.createOrderCache, request);
  return apiRequest('orderCacheResponseSchema', call.path, { ...call, ...options });
}

export function createOrder(
  request: Contract.PlaceOrderRequest,
  { idempotencyKey, ...options }: IdempotentOptions = {},
) {
  const call = post(CHECKOUT_PATHS.createOrder, request);
  return apiRequest('placeOrderResponseSchema', call.path, {
    ...call,
    ...options,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
  });
}

export function payOrder(
  request: Contract.PayRequest,
  { idempotencyKey, ...options }: IdempotentOptions = {},
) {
  const call = post(CHECKOUT_PATHS.pay, request);
  return apiRequest('payResponseSchema', call.path, {
    ...call,
    ...options,
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
  });
}

/** Spec §4 3-D Secure check; a pending check is an ApiError with code `payment_pending` (poll again). */
export function post3ds(request: Contract.Post3dsRequest, options: CallOptions = {}) {
  const call = post(CHECKOUT_PATHS.post3ds, request);
  return apiRequest('post3dsResponseSchema', call.path, { ...call, ...options });
}
