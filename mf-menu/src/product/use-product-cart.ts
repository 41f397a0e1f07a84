// A product's place in the cart, for its card and its modal: the units over all its lines, the line
// plus and minus act on, and the §4 counter (add at once, removal debounced, every button off while
// the cart is fetching or processing, plus off at the §5 cap).
import type { Product } from '@storefront/shared/contract';
import { maxProductCount } from '@storefront/shared/domain';
import { handleCartFailure, type PendingCartAdd } from '@storefront/shared/query';
import { counterPress, latestProductLine, productCountInCart } from '../domain/menu-rules';
import {
  useCartBusy,
  useEarlyAdd,
  useMenuCartActions,
  useProductLines,
  useProductProcessing,
} from './menu-cart';
import { openProduct } from './open-product';
import { cancelOneRemoval, hasWaitingRemovals, queueRemoval, usePendingRemovals } from './removal-queue';

/**
 * Reports a failed cart call the §8 way; anything that is not an API answer is a bug to log. A failed
 * add hands its request on, so it is made once the visitor has chosen an address.
 */
export function reportCartFailure(error: unknown, action: 'add' | 'remove', request?: PendingCartAdd): void {
  try {
    handleCartFailure(error, action, request);
  } catch (unexpected) {
    console.error('[mf-menu] cart call failed', unexpected);
  }
}

export function useProductCart(product: Product) {
  const actions = useMenuCartActions();
  const lines = useProductLines(product.id);
  const busy = useCartBusy();
  const processing = useProductProcessing(product.key, lines);
  const removals = usePendingRemovals(product.id);
  const count = Math.max(0, productCountInCart(lines, product.id) - removals);
  const latest = latestProductLine(lines, product.id);
  const hasOptions = product.modifiers.available;
  const earlyAdd = useEarlyAdd(product.key, hasOptions);

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
    const request = { product_key: productKey, count: 1 };
    try {
      await actions.add(request);
    } catch (error) {
      reportCartFailure(error, 'add', request);
    }
  };

  return {
    count,
    max: maxProductCount(product.sale_multiplicity),
    disabled: busy,
    busy: processing,
    hasOptions,
    /** The request a tap on the add button sends before the page has hydrated (menu-cart.tsx). */
    earlyAdd,
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
