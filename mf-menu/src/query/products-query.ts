// Products of a context (spec §7 POST /products): what the home page reads (useProducts) and declares
// for the shell's server to fetch before it renders (exposes/home-page.tsx `prefetch`).
import { getProducts } from '@storefront/shared/api';
import type { LocationContextInput } from '@storefront/shared/contract';
import { queryKeys } from '@storefront/shared/query';
import { queryOptions } from '@tanstack/react-query';

const MENU_STALE_TIME_MS = 5 * 60_000;

export function productsQueryOptions(context: LocationContextInput | null) {
  return queryOptions({
    queryKey: queryKeys.products.list(context),
    queryFn: ({ signal }) => getProducts(context as LocationContextInput, { signal }),
    enabled: context !== null,
    staleTime: MENU_STALE_TIME_MS,
  });
}
