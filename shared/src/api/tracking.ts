// Order-tracking calls (spec §7): status, read, cancel, repeat, the customer's order list, status
// lookup by phone and order number, and the courier's position. A lookup's grant is also kept by
// the API in an httpOnly cookie, so the tracking page may call status and courier with the id only.
import type { OrderLookupRequest, OrderStatusRequest } from '@storefront/shared/contract';
import { TRACKING_PATHS } from '../contract/paths';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

export function getOrderStatus(request: OrderStatusRequest, options: CallOptions = {}) {
  return apiRequest('orderStatusResponseSchema', TRACKING_PATHS.status, {
    method: 'POST',
    body: request,
    ...options,
  });
}

export function getOrder(orderId: number, trackingToken?: string, options: CallOptions = {}) {
  return apiRequest('orderReadSchema', TRACKING_PATHS.order(orderId), {
    query: { tracking_token: trackingToken },
    ...options,
  });
}

export function cancelOrder(orderId: number, options: CallOptions = {}) {
  return apiRequest('orderCancelResponseSchema', TRACKING_PATHS.cancel, {
    method: 'POST',
    body: { order_id: orderId },
    ...options,
  });
}

/** Rebuilds the cart from the order; the client then goes to /cart (spec §7). */
export function repeatOrder(orderId: number, options: CallOptions = {}) {
  return apiRequest('orderRepeatResponseSchema', TRACKING_PATHS.repeat, {
    method: 'POST',
    body: { order_id: orderId },
    ...options,
  });
}

export function getUserOrders(page = 1, options: CallOptions = {}) {
  return apiRequest('userOrdersResponseSchema', TRACKING_PATHS.userOrders, { query: { page }, ...options });
}

export function lookupOrder(request: OrderLookupRequest, options: CallOptions = {}) {
  return apiRequest('orderLookupResponseSchema', TRACKING_PATHS.lookup, {
    method: 'POST',
    body: request,
    ...options,
  });
}

/** Any failure means "no courier to show" (spec §7): callers usually pass `silent: true`. */
export function getCourierLocation(orderId: number, trackingToken?: string, options: CallOptions = {}) {
  return apiRequest('courierLocationResponseSchema', TRACKING_PATHS.courierLocation, {
    query: { order_id: orderId, tracking_token: trackingToken },
    ...options,
  });
}
