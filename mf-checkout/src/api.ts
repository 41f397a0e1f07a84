// The checkout calls mf-checkout makes, on the shared client (shared/src/api/order.ts). Checkout
// shows its own errors (spec §8: the default checkout message, field errors), so they are silent.
import {
  createOrder,
  createOrderCache,
  getPaymentSettings,
  getPaymentTypes,
  newIdempotencyKey,
  payOrder,
  post3ds,
} from '@storefront/shared/api';
import type {
  PaymentSettingsRequest,
  PaymentTypesRequest,
  PayRequest,
  PlaceOrderRequest,
  Post3dsRequest,
} from '@storefront/shared/contract';

const silent = [404, 429, 500] as const;

export const checkoutApi = {
  paymentTypes: (request: PaymentTypesRequest) => getPaymentTypes(request),
  paymentSettings: (request: PaymentSettingsRequest) => getPaymentSettings(request, { silent }),
  createOrderCache: (order: PlaceOrderRequest) => createOrderCache(order, { silent }),
  create: (order: PlaceOrderRequest, idempotencyKey: string) =>
    createOrder(order, { idempotencyKey, silent }),
  pay: (request: PayRequest, idempotencyKey: string) => payOrder(request, { idempotencyKey, silent }),
  post3ds: (request: Post3dsRequest) => post3ds(request, { silent: true }),
};

export const idempotencyKey = newIdempotencyKey;
