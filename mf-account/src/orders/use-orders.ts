import { apiRequest, getOrder, TRACKING_PATHS } from '@storefront/shared/api';
import { queryKeys } from '@storefront/shared/query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_LIST_POLL_MS } from '../domain/constants';

export const userOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.user.orders(page),
    // Spec §7 GET /user/orders: mf-account's own call.
    queryFn: ({ signal }) =>
      apiRequest((contract) => contract.userOrdersResponseSchema, TRACKING_PATHS.userOrders, {
        query: { page },
        signal,
      }),
  });

/** One page of the customer's orders, refreshed every 120 s (spec §4 Order status). */
export function useUserOrders(page: number) {
  return useQuery({
    ...userOrdersQueryOptions(page),
    placeholderData: keepPreviousData,
    refetchInterval: ORDER_LIST_POLL_MS,
  });
}

export const orderDetailQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.user.order(orderId),
    // Spec §8: failing to load an order's detail is not shown to the user.
    queryFn: ({ signal }) => getOrder(orderId, undefined, { signal, silent: true }),
    staleTime: 60_000,
  });

/** An order's composition, loaded when its toggle first opens. */
export function useOrderDetail(orderId: number, enabled: boolean) {
  return useQuery({ ...orderDetailQueryOptions(orderId), enabled });
}
