// Products of the current context (spec §7 POST /products): fetcher → options → hook.
import { getProducts } from '@storefront/shared/api';
import type { LocationContextInput } from '@storefront/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocationContext } from './location-context';
import { queryKeys } from './query-keys';

const MENU_STALE_TIME_MS = 5 * 60_000;

export function productsQueryOptions(context: LocationContextInput | null) {
  return queryOptions({
    queryKey: queryKeys.products.list(context),
    queryFn: ({ signal }) => getProducts(context as LocationContextInput, { signal }),
    enabled: context !== null,
    staleTime: MENU_STALE_TIME_MS,
  });
}

/** The menu of the current context; switching city, order type, shop or zone loads it anew (spec §4). */
export function useProducts() {
  return useQuery(productsQueryOptions(useLocationContext()));
}
