// Products of a context (spec §7 POST /products): the query the shell's server prefetches and mf-menu
// reads (its useProducts).
import { getProducts } from '@storefront/shared/api';
import type { LocationContextInput } from '@storefront/shared/contract';
import { queryOptions } from '@tanstack/react-query';
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
