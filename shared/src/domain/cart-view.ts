// Cart rules two deployables apply (spec §2 "Cart, step 1", "Checkout"): a cart line's shape, which
// lines can be ordered, and the related carousel under the cart and on checkout. The rest of cart
// step 1 is mf-cart's (its src/domain/cart-rules.ts). Types are structural, so the contract's
// CartProduct fits without this file importing it.
import { PIZZA_BRAND } from './brand-rules';
import { SKELETON_RELATED_CARDS_DESKTOP, SKELETON_RELATED_CARDS_MOBILE } from './constants';

export type CartLineType = 'default' | 'related' | 'unavailable' | 'stop';

export interface CartLineLike {
  key: string;
  id: number;
  type: CartLineType;
  count: number;
  sale_multiplicity: number;
  added_at: string;
}

/** Whether a line can still be ordered (and so has a counter rather than a remove button). */
export function isOrderableLine(line: Pick<CartLineLike, 'type'>): boolean {
  return line.type === 'default' || line.type === 'related';
}

// ── Packages ─────────────────────────────────────────────────────────────────────────────────────

// ── Order type, related carousel ─────────────────────────────────────────────────────────────────

export type RelatedCarouselTitle = 'addToOrder' | 'withProductChoose';

/** Spec §2: the related carousel reads 'add to order' for the pizza brand, 'with product choose' otherwise. */
export function relatedCarouselTitle(brand: string): RelatedCarouselTitle {
  return brand === PIZZA_BRAND ? 'addToOrder' : 'withProductChoose';
}

/** Spec §2/§9: the related carousel's skeleton has 5 cards, 3 on desktop. */
export function relatedSkeletonCount(isMobile: boolean): number {
  return isMobile ? SKELETON_RELATED_CARDS_MOBILE : SKELETON_RELATED_CARDS_DESKTOP;
}

/**
 * The carousel's products: the cart's related ids in the server's order, found among the fetched
 * suggestions, leaving out what the cart already holds.
 */
export function relatedCarouselItems<T extends { id: number }>(
  relatedIds: readonly number[],
  suggestions: readonly T[],
  inCartIds: Iterable<number>,
): T[] {
  const inCart = new Set(inCartIds);
  const byId = new Map(suggestions.map((product) => [product.id, product]));
  return relatedIds.flatMap((id) => {
    const product = byId.get(id);
    return product && !inCart.has(id) ? [product] : [];
  });
}

// ── Gifts ────────────────────────────────────────────────────────────────────────────────────────

// ── Messages ─────────────────────────────────────────────────────────────────────────────────────

// ── Step ─────────────────────────────────────────────────────────────────────────────────────────
