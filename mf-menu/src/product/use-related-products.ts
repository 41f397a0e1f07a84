// Related products of a product's group (spec §7 POST /products/get-related-products), for the
// product modal. A failure is not shown (spec §8): the carousel just stays away.
import { getRelatedProducts } from '@storefront/shared/api';
import { queryKeys, useLocationContext } from '@storefront/shared/query';
import { useQuery } from '@tanstack/react-query';

const RELATED_STALE_TIME_MS = 5 * 60_000;

export function useRelatedProducts(groupId: number, enabled: boolean) {
  const context = useLocationContext();
  return useQuery({
    // Under `products`, so whatever reloads the menu reloads these too.
    queryKey: [...queryKeys.products.all, 'related', context, [groupId]] as const,
    queryFn: ({ signal }) =>
      getRelatedProducts({ ...context!, product_groups_ids: [groupId] }, { signal, silent: true }),
    enabled: enabled && context !== null,
    staleTime: RELATED_STALE_TIME_MS,
  });
}
