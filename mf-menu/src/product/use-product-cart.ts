// A product's place in the cart, for its card and its modal: the units over all its lines, the line
// plus and minus act on, and the §4 counter (add at once, removal debounced, every button off while
// the cart is fetching or processing, plus off at the §5 cap).
import type { CartProduct, Product } from '@storefront/shared/contract';
import {
  counterPress,
  latestProductLine,
  maxProductCount,
  productCountInCart,
} from '@storefront/shared/domain';
import {
  handleCartFailure,
  useCart,
  useCartActions,
  useCartPending,
  useCartProcessingKeys,
} from '@storefront/shared/query';
import { useMemo } from 'react';
import { openProduct } from './open-product';
import { cancelOneRemoval, hasWaitingRemovals, queueRemoval, usePendingRemovals } from './removal-queue';

/** Reports a failed cart call the §8 way; anything that is not an API answer is a bug to log. */
export function reportCartFailure(error: unknown, action: 'add' | 'remove'): void {
  try {
    handleCartFailure(error, action);
  } catch (unexpected) {
    console.error('[mf-menu] cart call failed', unexpected);
  }
}

/**
 * The cart is being fetched again or a cart call runs. Its first fetch does not count: the shell's
 * server renders a visitor without a session without their cart (it never fetches it), so it would
 * render every button off — and hydration keeps a server attribute it disagrees with, so the buttons
 * stayed shown off (`aria-disabled`, faded) once the browser had the cart. An add sent before the cart
 * has loaded answers with the cart.
 */
export function useCartBusy(): boolean {
  const { isFetching, isPending } = useCart();
  const pending = useCartPending();
  return (isFetching && !isPending) || pending;
}

export function useProductLines(productId: number): CartProduct[] {
  const { data: cart } = useCart();
  return useMemo(
    () => (cart ? Object.values(cart.products).filter((line) => line.id === productId) : []),
    [cart, productId],
  );
}

export function useProductCart(product: Product) {
  const actions = useCartActions();
  const lines = useProductLines(product.id);
  const busy = useCartBusy();
  const processingKeys = useCartProcessingKeys();
  const processing = processingKeys.some(
    (key) => key === product.key || lines.some((line) => line.key === key),
  );
  const removals = usePendingRemovals(product.id);
  const count = Math.max(0, productCountInCart(lines, product.id) - removals);
  const latest = latestProductLine(lines, product.id);
  const hasOptions = product.modifiers.available;

  const sendRemovals = async (units: number) => {
    // Newest lines first, each down by as many units as it holds.
    const ordered = [...lines].sort((a, b) => b.added_at.localeCompare(a.added_at));
    let left = units;
    try {
      for (const line of ordered) {
        if (left <= 0) break;
        const take = Math.min(left, line.count);
        left -= take;
        await actions.remove(line.key, take);
      }
    } catch (error) {
      reportCartFailure(error, 'remove');
    }
  };

  const add = async (productKey: string) => {
    try {
      await actions.add({ product_key: productKey, count: 1 });
    } catch (error) {
      reportCartFailure(error, 'add');
    }
  };

  return {
    count,
    max: maxProductCount(product.sale_multiplicity),
    disabled: busy,
    busy: processing,
    hasOptions,
    /** The add button: a product with modifiers opens its modal instead (spec §4). */
    onAdd() {
      if (hasOptions) {
        openProduct(product.id);
        return;
      }
      if (!counterPress(hasWaitingRemovals(product.id) ? 1 : 0, 'plus').addNow) {
        cancelOneRemoval(product.id);
        return;
      }
      void add(product.key);
    },
    onIncrease() {
      if (!counterPress(hasWaitingRemovals(product.id) ? 1 : 0, 'plus').addNow) {
        cancelOneRemoval(product.id);
        return;
      }
      // One more of the line last added, modifiers and all (the key carries them).
      void add(latest?.key ?? product.key);
    },
    onDecrease() {
      if (count <= 0) return;
      queueRemoval(product.id, sendRemovals);
    },
  };
}
