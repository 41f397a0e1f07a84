// The tracking calls as this remote makes them (spec §7), over the shared client; the lookup and the
// courier's position are its own, the others shared with checkout and the account. Reads are silent:
// the page shows a missing order itself, and a poll that fails every 30 s must never stack up
// server-error modals. Cancel and repeat keep the client's default (§8: their failures are shown).
import {
  apiRequest,
  type CallOptions,
  cancelOrder,
  getOrder,
  getOrderStatus,
  repeatOrder,
  TRACKING_PATHS,
} from '@storefront/shared/api';
import type { OrderLookupRequest } from '@storefront/shared/contract';

type Signal = Pick<CallOptions, 'signal'>;

export const trackingCalls = {
  status: (orderId: number, { signal }: Signal = {}) =>
    getOrderStatus({ order_id: orderId }, { signal, silent: true }),
  order: (orderId: number, { signal }: Signal = {}) => getOrder(orderId, undefined, { signal, silent: true }),
  /** Any failure hides the courier (spec §7), never a modal. */
  courier: (orderId: number, { signal }: Signal = {}) =>
    apiRequest((contract) => contract.courierLocationResponseSchema, TRACKING_PATHS.courierLocation, {
      query: { order_id: orderId },
      signal,
      silent: true,
    }),
  cancel: (orderId: number) => cancelOrder(orderId),
  repeat: (orderId: number) => repeatOrder(orderId),
  /** The lookup modal shows 'info not found' and 'too many attempts' at its form. */
  // 404 is 'info not found' at the form; 429 opens the server-error modal like every call outside the
  // login (spec §8).
  lookup: (request: OrderLookupRequest) =>
    apiRequest((contract) => contract.orderLookupResponseSchema, TRACKING_PATHS.lookup, {
      method: 'POST',
      body: request,
      silent: [404],
    }),
};
