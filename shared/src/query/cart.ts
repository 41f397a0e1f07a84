// The visitor's cart (spec §4 "Cart"): one query per location context (the server reprices on a
// context change), and actions that write the answered cart into the cache, keep the processing flags
// and apply the §8 failure rules.
import { ApiError, cartApi } from '@storefront/shared/api';
import type { Cart, CartAddRequest, LocationContextInput } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { cartStore, modalStore } from '@storefront/shared/stores';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocationContext } from './location-context';
import { queryKeys } from './query-keys';

export function cartQueryOptions(context: LocationContextInput | null) {
  return queryOptions({
    queryKey: queryKeys.cart.current(context),
    queryFn: ({ signal }) => cartApi.get(context ?? {}, { signal }),
    enabled: context !== null,
    staleTime: 30_000,
  });
}

export function useCart() {
  return useQuery(cartQueryOptions(useLocationContext()));
}

function publish(client: QueryClient, context: LocationContextInput | null, cart: Cart): Cart {
  client.setQueryData(queryKeys.cart.current(context), cart);
  return cart;
}

/** Spec §8: a delivery_address error opens the order-types modal; a product error is shown. */
export function handleCartFailure(error: unknown, action: 'add' | 'remove' | 'other'): void {
  if (!(error instanceof ApiError)) throw error;
  if ((action === 'add' || action === 'remove') && error.has('delivery_address')) {
    modalStore.getState().open('OrderTypesModal');
    return;
  }
  if (action === 'add' && error.has('product')) {
    bus.emit('shell:server-error', {
      status: error.status,
      message: error.field('product') ?? error.message,
    });
    return;
  }
  console.warn('[cart]', error.status, error.message, error.fieldErrors);
}

/** Runs one cart call with the processing flags set, then writes the answered cart. */
async function run(
  client: QueryClient,
  context: LocationContextInput | null,
  key: string | undefined,
  call: () => Promise<Cart>,
): Promise<Cart> {
  cartStore.getState().begin(key);
  try {
    return publish(client, context, await call());
  } finally {
    cartStore.getState().end(key);
  }
}

export function useCartActions() {
  const client = useQueryClient();
  const context = useLocationContext();
  return useMemo(() => {
    const ctx = context ?? {};
    const go = (key: string | undefined, call: () => Promise<Cart>) => run(client, context, key, call);
    return {
      add: (request: Omit<CartAddRequest, keyof LocationContextInput>) =>
        go(request.product_key, () => cartApi.add({ ...ctx, ...request })),
      remove: (productKey: string, count = 1) =>
        go(productKey, () => cartApi.remove({ ...ctx, product_key: productKey, count })),
      forget: (productKey: string) =>
        go(productKey, () => cartApi.forget({ ...ctx, product_key: productKey })),
      addGift: (giftId: number) => go(`gift:${giftId}`, () => cartApi.addGift({ ...ctx, gift_id: giftId })),
      removeGift: (giftId: number) =>
        go(`gift:${giftId}`, () => cartApi.removeGift({ ...ctx, gift_id: giftId })),
      forgetGift: (giftId: number) =>
        go(`gift:${giftId}`, () => cartApi.forgetGift({ ...ctx, gift_id: giftId })),
      applyPromocode: (promocode: string) =>
        go('promocode', () => cartApi.applyPromocode({ ...ctx, promocode })),
      forgetPromocode: () => go('promocode', () => cartApi.forgetPromocode(ctx)),
      setBag: (withoutBag: boolean) => go('bag', () => cartApi.setBag({ ...ctx, without_bag: withoutBag })),
      applyBonuses: (bonuses: number) => go('bonuses', () => cartApi.applyBonuses({ ...ctx, bonuses })),
      setInterval: (interval: string | null) => go('interval', () => cartApi.setInterval({ interval })),
      clear: async () => {
        cartStore.getState().begin();
        try {
          await cartApi.clear();
          await client.invalidateQueries({ queryKey: queryKeys.cart.all });
        } finally {
          cartStore.getState().end();
        }
      },
    };
  }, [client, context]);
}
