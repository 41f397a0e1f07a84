// The spec's cart processing flags (§4 "Cart"), read from TanStack Query's mutation cache: every cart
// call is a mutation under CART_CALLS, its variables naming the product (or gift, promocode…) it
// works on, so any counter or button on the page can wait while one runs.
import { type Mutation, useIsMutating, useMutationState } from '@tanstack/react-query';

/** The mutation key of every cart call. */
export const CART_CALLS = ['cart', 'call'] as const;

/** What a cart call's variables carry besides the request. */
export interface CartCallTag {
  /** The product key (`gift:<id>`, `promocode`, `bag`…) the call works on; none for clearing. */
  key?: string;
}

const tagOf = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  (mutation.state.variables as CartCallTag | undefined)?.key;

/** A cart call is running (or queued behind one) anywhere on the page. */
export function useCartPending(): boolean {
  return useIsMutating({ mutationKey: CART_CALLS }) > 0;
}

/** The keys of the cart calls running or queued, in the order they were sent. */
export function useCartProcessingKeys(): readonly string[] {
  const keys = useMutationState({
    filters: { mutationKey: CART_CALLS, status: 'pending' },
    select: tagOf,
  });
  return keys.filter((key): key is string => key !== undefined);
}
