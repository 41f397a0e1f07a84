// Order-tracking calls two or more deployables make (spec §7): status (checkout's bank wait and the
// tracking page), read, cancel and repeat (tracking and the account's orders). The lookup and the
// courier's position are mf-tracking's own calls, the order list mf-account's.
import type { OrderStatusRequest } from '@storefront/shared/contract';
import { TRACKING_PATHS } from '../contract/paths';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

export function getOrderStatus(request: OrderStatusRequest, options: CallOptions = {}) {
  return apiRequest((contract) => contract.orderStatusResponseSchema, TRACKING_PATHS.status, {
    method: 'POST',
    body: request,
    ...options,
  });
}

export function getOrder(orderId: number, trackingToken?: string, options: CallOptions = {}) {
  return apiRequest((contract) => contract.orderReadSchema, TRACKING_PATHS.order(orderId), {
    query: { tracking_token: trackingToken },
    ...options,
  });
}

export function cancelOrder(orderId: number, options: CallOptions = {}) {
  return apiRequest((contract) => contract.orderCancelResponseSchema, TRACKING_PATHS.cancel, {
    method: 'POST',
    body: { order_id: orderId },
    ...options,
  });
}

/** Rebuilds the cart from the order; the client then goes to /cart (spec §7). */
export function repeatOrder(orderId: number, options: CallOptions = {}) {
  return apiRequest((contract) => contract.orderRepeatResponseSchema, TRACKING_PATHS.repeat, {
    method: 'POST',
    body: { order_id: orderId },
    ...options,
  });
}
