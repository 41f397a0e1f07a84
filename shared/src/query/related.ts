// Related products of some product groups (spec §7 POST /products/get-related-products): the cart's
// 'add to order' carousel and the product modal. Keyed under `products`, so whatever invalidates the
// menu invalidates these too. A failure is not shown to the visitor (spec §8): the call is silent.
import { getRelatedProducts } from '@storefront/shared/api';
import type { LocationContextInput } from '@storefront/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLocationContext } from './location-context';

const RELATED_STALE_TIME_MS = 5 * 60_000;

/** The groups, deduplicated and sorted, so the same set is one cache entry whatever its order. */
function groupKey(groupIds: readonly number[]): number[] {
  return [...new Set(groupIds)].sort((a, b) => a - b);
}

function relatedProductsQueryOptions(context: LocationContextInput | null, groupIds: readonly number[]) {
  const ids = groupKey(groupIds);
  return queryOptions({
    queryKey: ['products', 'related', context, ids] as const,
    queryFn: ({ signal }) =>
      getRelatedProducts(
        { ...(context as LocationContextInput), product_groups_ids: ids },
        { signal, silent: true },
      ),
    enabled: context !== null && ids.length > 0,
    staleTime: RELATED_STALE_TIME_MS,
    // A cart change that adds a group keeps the carousel on screen while the new list loads.
    placeholderData: keepPreviousData,
  });
}

/** Related products of `groupIds` in `context` (the current location context by default). */
export function useRelatedProducts(groupIds: readonly number[], context?: LocationContextInput | null) {
  const current = useLocationContext();
  return useQuery(relatedProductsQueryOptions(context === undefined ? current : context, groupIds));
}
