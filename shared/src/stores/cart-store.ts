// Cart processing flags (spec §4 "Cart") in the shape remotes built before the cart calls became
// TanStack mutations read them: `useCartStore(state => state.pending)`. A remote released earlier
// (shared ^1.0.0) still runs against this shared, so the hook stays, read from the mutation cache.
// New code reads useCartPending / useCartProcessing from `@storefront/shared/query`.
import { useCartPending, useCartProcessingKeys } from '../query/cart-calls';

export interface CartStoreState {
  /** Cart calls in flight (or queued), page-wide; 1 stands for "one or more". */
  pending: number;
  /** Product keys (or `gift:<id>`, `promocode`…) with a call in flight. */
  processingKeys: readonly string[];
}

/** @deprecated for remotes built before shared's cart mutations; use `@storefront/shared/query`'s hooks. */
export function useCartStore<T>(selector: (state: CartStoreState) => T): T {
  const pending = useCartPending();
  const processingKeys = useCartProcessingKeys();
  return selector({ pending: pending ? Math.max(1, processingKeys.length) : 0, processingKeys });
}
