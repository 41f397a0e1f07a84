// Spec §4 Order status and §9: tracking polls the status every 30 s and the courier every 30 s;
// done and canceled are terminal, with no tracking; the courier exists only while a delivery order
// is sent. These rules decide the refetch intervals of the page's queries.
import { isApiError } from '@storefront/shared/api';
import type { OrderStatusAlias, OrderStatusResponse, OrderType } from '@storefront/shared/contract';
import { COURIER_POLL_MS, ORDER_STATUS_POLL_MS } from '../domain/constants';

export function isTerminalStatus(alias: OrderStatusAlias): boolean {
  return alias === 'done' || alias === 'canceled';
}

/** The courier is on the map only while a delivery order is sent (takeaway is never sent). */
export function hasCourier(alias: OrderStatusAlias, orderType: OrderType): boolean {
  return alias === 'sent' && orderType === 'delivery';
}

/**
 * The next status poll: every 30 s while the order is trackable; never once it is done or canceled,
 * or when the order is not there for this visitor (404: polling would not change that).
 */
export function statusPollMs(status: OrderStatusResponse | undefined, error: unknown): number | false {
  if (status && isTerminalStatus(status.status.alias)) return false;
  if (isApiError(error) && error.status === 404) return false;
  return ORDER_STATUS_POLL_MS;
}

/** The next courier poll: every 30 s while the courier rides; otherwise none. */
export function courierPollMs(status: OrderStatusResponse | undefined): number | false {
  return status && hasCourier(status.status.alias, status.order_type) ? COURIER_POLL_MS : false;
}

/**
 * A courier poll that got no answer at all (a network blip) is tried again at once, up to twice; any
 * answer that is not 200 hides the courier until the next poll (spec §7), with no retry.
 */
export function retryCourier(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isApiError(error) && error.isNetworkError;
}
