// Data access of the tracking page, one triplet per call (options + hook): the polled status, the
// order's lines (read once), and the courier's position (polled while the courier rides).
import { shouldRetry } from '@storefront/shared/query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courierPollMs, hasCourier, retryCourier, statusPollMs } from '../status/polling';
import { trackingCalls } from './tracking-calls';

export const trackingKeys = {
  all: ['tracking'] as const,
  status: (orderId: number) => ['tracking', 'status', orderId] as const,
  order: (orderId: number) => ['tracking', 'order', orderId] as const,
  courier: (orderId: number) => ['tracking', 'courier', orderId] as const,
};

export function orderStatusQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: trackingKeys.status(orderId),
    queryFn: ({ signal }) => trackingCalls.status(orderId, { signal }),
    refetchInterval: (query) => statusPollMs(query.state.data, query.state.error),
    retry: shouldRetry,
    staleTime: 0,
  });
}

/** POST /order/status, polled every 30 s until the order is done or canceled. */
export function useOrderStatus(orderId: number) {
  return useQuery(orderStatusQueryOptions(orderId));
}

export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: trackingKeys.order(orderId),
    queryFn: ({ signal }) => trackingCalls.order(orderId, { signal }),
    // The lines of a placed order do not change; the status has its own poll.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /order/{id}: products, prices, shop and address. */
export function useOrderDetails(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}

/**
 * GET /order-tracking/get-courier-location while the status says the courier rides. Spec §7: any
 * non-200 hides the courier, so a failed poll answers null (not the last known position).
 */
export function useCourierLocation(orderId: number, status: Parameters<typeof courierPollMs>[0]) {
  const active = Boolean(status && hasCourier(status.status.alias, status.order_type));
  const query = useQuery({
    queryKey: trackingKeys.courier(orderId),
    queryFn: ({ signal }) => trackingCalls.courier(orderId, { signal }),
    enabled: active,
    refetchInterval: () => courierPollMs(status),
    retry: retryCourier,
    staleTime: 0,
  });
  return active && !query.isError ? (query.data ?? null) : null;
}
