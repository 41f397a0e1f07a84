// The visitor's cart (spec §4 "Cart"): one query per location context (the server reprices on a
// context change), and actions — TanStack mutations — that write the answered cart into the cache;
// the processing flags are the mutations in flight (cart-calls.ts); the §8 failure rules.
import { ApiError, cartApi } from '@storefront/shared/api';
import type { Cart, CartAddRequest, LocationContextInput } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { modalStore } from '@storefront/shared/stores';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CART_CALLS, type CartCallTag } from './cart-calls';
import { useLocationContext } from './location-context';
import { queryKeys } from './query-keys';

export function cartQueryOptions(context: LocationContextInput | null) {
  return queryOptions({
    queryKey: queryKeys.cart.current(context),
    queryFn: ({ signal }) => cartApi.get(context ?? {}, { signal }),
    enabled: context !== null,
    staleTime: 30_000,
    // A tab brought back to the front shows the session's cart as it is now: another tab may have
    // placed the order meanwhile (cart-sync.ts).
    refetchOnWindowFocus: 'always',
  });
}

export function useCart() {
  return useQuery(cartQueryOptions(useLocationContext()));
}

/** A product the visitor tried to add before choosing an address: the order-types modal adds it once one is chosen. */
export type PendingCartAdd = Omit<CartAddRequest, keyof LocationContextInput>;

/**
 * Spec §8: a delivery_address error opens the order-types modal; a product error is shown. The add that
 * failed for want of an address travels with the modal (`pendingAdd`), so the product — with the
 * modifiers chosen — lands in the cart once the address is chosen (spec §4 address flow).
 */
export function handleCartFailure(
  error: unknown,
  action: 'add' | 'remove' | 'other',
  request?: PendingCartAdd,
): void {
  if (!(error instanceof ApiError)) throw error;
  if ((action === 'add' || action === 'remove') && error.has('delivery_address')) {
    modalStore
      .getState()
      .open('OrderTypesModal', action === 'add' && request ? { pendingAdd: request } : undefined);
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

/** One cart call: the request, and the key its processing flag names. */
interface CartCall extends CartCallTag {
  /** Sends it; a call that answers no cart (clearing) resolves to null and the cart is refetched. */
  send(): Promise<Cart | null>;
}

/**
 * The cart calls of spec §4 as one TanStack mutation (key CART_CALLS; the processing flags are read
 * from the mutation cache, cart-calls.ts). They run one after another (one scope), so the cart the
 * server answered last is the one written into the query cache; a failed call writes nothing and
 * rejects for the caller's §8 handling (handleCartFailure).
 */
export function useCartActions() {
  const client = useQueryClient();
  const context = useLocationContext();
  const { mutateAsync } = useMutation({
    mutationKey: CART_CALLS,
    scope: { id: 'cart' },
    // A cart call goes out (and fails) as before when the browser thinks it is offline.
    networkMode: 'always',
    mutationFn: (call: CartCall) => call.send(),
    onSuccess: (cart) =>
      cart
        ? client.setQueryData(queryKeys.cart.current(context), cart)
        : client.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
  return useMemo(() => {
    const ctx = context ?? {};
    const go = (key: string | undefined, send: () => Promise<Cart>) =>
      mutateAsync({ key, send }) as Promise<Cart>;
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
      clear: async (): Promise<void> => {
        await mutateAsync({
          send: async () => {
            await cartApi.clear();
            return null;
          },
        });
      },
    };
  }, [mutateAsync, context]);
}
