// What cart step 1 shows (spec §2 "Cart, step 1", §4 "Cart"), as pure rules: how product lines are
// grouped, which counter limits a line has, when the bag toggle, the order-type switch and a gift's
// counter appear, and which server messages become top alerts. Types are structural, so the
// contract's Package, CartGift and CartMessage fit without this file importing them.
import { type CartLineLike, maxProductCount, PIZZA_BRAND } from '@storefront/shared/domain';

export interface CartLineGroups<T extends CartLineLike> {
  /** Products the visitor chose from the menu. */
  default: T[];
  /** Add-ons (sauces, drinks) listed apart, under the main products. */
  related: T[];
  /** Not sold in this shop or zone, or stopped: shown last, not charged, removable in one tap. */
  unavailable: T[];
}

/**
 * Spec §2: the product list is grouped as default, related and unavailable. A stopped line (out for
 * now, or a modifier that went away) cannot be ordered either, so it joins the unavailable group.
 * Inside a group lines keep the order they were added in.
 */
export function groupCartLines<T extends CartLineLike>(lines: Iterable<T>): CartLineGroups<T> {
  const groups: CartLineGroups<T> = { default: [], related: [], unavailable: [] };
  const sorted = [...lines].sort(
    (a, b) => a.added_at.localeCompare(b.added_at) || a.key.localeCompare(b.key),
  );
  for (const line of sorted) {
    if (line.type === 'default') groups.default.push(line);
    else if (line.type === 'related') groups.related.push(line);
    else groups.unavailable.push(line);
  }
  return groups;
}

/**
 * Spec §5 quantity cap for one line: 100 minus sale_multiplicity per product, shared by every line of
 * that product (the same pizza with other modifiers counts toward the same cap).
 */
export function lineCountCap(line: CartLineLike, lines: Iterable<CartLineLike>): number {
  let others = 0;
  for (const other of lines) if (other.id === line.id && other.key !== line.key) others += other.count;
  return Math.max(0, maxProductCount(line.sale_multiplicity) - others);
}

export interface PackageLike {
  alias: string;
  can_refuse: boolean;
}

const BAG_ALIAS = /packet|paket/i;

/** A bag-type package: its alias contains 'packet' or 'paket'. */
export function isBagPackage(item: Pick<PackageLike, 'alias'>): boolean {
  return BAG_ALIAS.test(item.alias);
}

/** Spec §2: the packages block (with its toggle) shows only if some package alias contains packet/paket. */
export function showsPackages(packages: readonly Pick<PackageLike, 'alias'>[]): boolean {
  return packages.some(isBagPackage);
}

/** The package the bag toggle stands for: the first bag-type one. */
export function bagPackage<T extends PackageLike>(packages: readonly T[]): T | null {
  return packages.find(isBagPackage) ?? null;
}

/** Spec §4: the package toggle is disabled if the bag cannot be refused. */
export function bagToggleDisabled(bag: PackageLike | null): boolean {
  return !bag?.can_refuse;
}

/**
 * Spec §2: the cart's order-type switch shows only if the city supports both types and the brand is
 * not the pizza brand.
 */
export function showsOrderTypeSwitch(
  cityOrderTypes: { delivery: boolean; takeaway: boolean },
  brand: string,
): boolean {
  return cityOrderTypes.delivery && cityOrderTypes.takeaway && brand !== PIZZA_BRAND;
}

export interface GiftLike {
  count: number;
  max_count: number;
  is_available: boolean;
}

export type GiftControl = 'locked' | 'add' | 'remove' | 'counter';

/**
 * Spec §4: an available gift can be added or removed, with a counter when max_count is over 1; an
 * unavailable gift is not clickable.
 */
export function giftControl(gift: GiftLike): GiftControl {
  if (!gift.is_available) return 'locked';
  if (gift.max_count > 1 && gift.count > 0) return 'counter';
  return gift.count > 0 ? 'remove' : 'add';
}

export interface CartMessageLike {
  position: 'top' | 'bonus_description';
  code: string;
}

/**
 * Message codes the cart shows in their own place rather than as a top alert: the minimum-order
 * message sits by the order button, the free-delivery one by the totals.
 */
const PLACED_MESSAGE_CODES: readonly string[] = ['minimum_order', 'free_delivery'];

/** Spec §2: top-position cart messages appear as notification alerts (bonus ones belong to checkout). */
export function topCartMessages<T extends CartMessageLike>(messages: readonly T[]): T[] {
  return messages.filter(
    (message) => message.position === 'top' && !PLACED_MESSAGE_CODES.includes(message.code),
  );
}

export type CartStep = 1 | 2;

/** Cart step 1 is the cart, step 2 the order form; `?state=checkout` on /cart opens step 2. */
export const CART_CHECKOUT_STATE = 'checkout';

export function cartStepFromState(state: string | null | undefined): CartStep {
  return state === CART_CHECKOUT_STATE ? 2 : 1;
}
