// Related products of some product groups (spec §7 POST /products/get-related-products): the cart's
// 'add to order' carousel and the product modal. Keyed under `products`, so whatever invalidates the
// menu invalidates these too. A failure is not shown to the visitor (spec §8): the call is silent.
import { getRelatedProducts } from '@storefront/shared/api';
import type { Cart, LocationContextInput, Product } from '@storefront/shared/contract';
import { isOrderableLine, relatedCarouselItems } from '@storefront/shared/domain';
import { useModalStore } from '@storefront/shared/stores';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCartActions } from './cart';
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

/** The context the cart was priced in, as a request context (null before the server resolved one). */
function pricedContext(cart: Cart): LocationContextInput | null {
  const { city_id, order_type, shop_id, delivery_zone_id } = cart.context;
  if (city_id === null || order_type === null) return null;
  return { city_id, order_type, shop_id, delivery_zone_id };
}

/**
 * The query of a cart's suggestions: the related products of its orderable lines' groups, in the
 * context it was priced in. The shell's server prefetches it, so a server-rendered cart shows them.
 */
export function cartSuggestionsQueryOptions(cart: Cart) {
  const groupIds = [
    ...new Set(
      Object.values(cart.products)
        .filter(isOrderableLine)
        .map((line) => line.product_group_id),
    ),
  ];
  return relatedProductsQueryOptions(pricedContext(cart), groupIds);
}

export interface CartSuggestions {
  /** What to offer: the related products of the cart's groups that are not in the cart yet. */
  items: Product[];
  loading: boolean;
  /** Nothing to show: no related products, or the call failed (spec §8: a failure is not shown). */
  hidden: boolean;
  /** Adds one of `product`, or opens its options first when it has any (spec §2). */
  add(product: Product): void;
}

/**
 * Spec §2: the 'add to order' suggestions of a cart — the related products of its orderable lines'
 * groups, in the priced cart's context and in the order of the cart's `related`. The cart's carousel
 * (mf-cart) and checkout's step 2 (mf-checkout) offer the same list.
 */
export function useCartSuggestions(cart: Cart, onAddFailure: (error: unknown) => void): CartSuggestions {
  const actions = useCartActions();
  const openModal = useModalStore((state) => state.open);
  const lines = Object.values(cart.products);
  const query = useQuery(useMemo(() => cartSuggestionsQueryOptions(cart), [cart]));
  const items = relatedCarouselItems(
    cart.related,
    query.data ?? [],
    lines.map((line) => line.id),
  );
  const loading = query.isPending && query.fetchStatus !== 'idle';
  const hidden = cart.related.length === 0 || query.isError || (!loading && items.length === 0);
  const add = (product: Product) => {
    if (product.modifiers.available) {
      openModal('ProductInfoModal', { productId: product.id, alias: product.alias });
      return;
    }
    actions.add({ product_key: product.key, count: 1 }).catch(onAddFailure);
  };
  return { items, loading, hidden, add };
}
