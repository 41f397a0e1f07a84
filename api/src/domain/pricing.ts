// How the API prices a cart (spec §3–§5; house rule 6: the server is the source of truth):
//   full  = subtotal + packages + delivery
//   total = subtotal + packages + delivery − discount − bonuses
// Rounding, line sums and the bonus write-off limit, which the browser also shows, are in
// @storefront/shared/domain.
import {
  BONUS_MIN_PAYABLE_PER_ITEM,
  floorMoney,
  maxBonusWriteOff,
  type PricedLine,
  roundMoney,
  sumLines,
} from '@storefront/shared/domain';

export interface ModifierPrice {
  price: number;
  count: number;
}

/** One unit of a product with the modifiers chosen for it. */
export function unitPriceWithModifiers(basePrice: number, modifiers: readonly ModifierPrice[]): number {
  return roundMoney(modifiers.reduce((sum, modifier) => sum + modifier.price * modifier.count, basePrice));
}

/** A discounted price from a basic price and a discount percent, to whole currency units. */
export function discountedPrice(basicPrice: number, discountPercent: number): number {
  if (discountPercent <= 0) return basicPrice;
  return Math.max(BONUS_MIN_PAYABLE_PER_ITEM, Math.round((basicPrice * (100 - discountPercent)) / 100));
}

/** A delivery zone's terms (spec §3 delivery zone prices), plus the optional free-delivery threshold. */
export interface DeliveryTerms {
  price: number;
  minimumOrderAmount: number;
  /** The zone delivers for free whatever the amount. */
  hasFreeDelivery: boolean;
  /** Delivery becomes free from this order amount (subtotal + packages); null: never. */
  freeDeliveryFrom: number | null;
}

/** What delivery costs for an order of `orderAmount` (subtotal + packages). */
export function deliveryPrice(terms: DeliveryTerms | null, orderAmount: number): number {
  if (!terms || terms.hasFreeDelivery) return 0;
  if (terms.freeDeliveryFrom !== null && orderAmount >= terms.freeDeliveryFrom) return 0;
  return terms.price;
}

/**
 * Spec §5 order button: for delivery, an order below the zone minimum (and no free delivery) cannot be
 * placed; this is the amount still missing, 0 when the order may go.
 */
export function minimumOrderShortfall(terms: DeliveryTerms | null, orderAmount: number): number {
  if (!terms || terms.hasFreeDelivery) return 0;
  return roundMoney(Math.max(0, terms.minimumOrderAmount - orderAmount));
}

/** How much more makes delivery free; null when no threshold applies. */
export function freeDeliveryShortfall(terms: DeliveryTerms | null, orderAmount: number): number | null {
  if (!terms || terms.hasFreeDelivery || terms.freeDeliveryFrom === null) return null;
  return roundMoney(Math.max(0, terms.freeDeliveryFrom - orderAmount));
}

export type PromocodeKind = 'percent' | 'fixed';

export interface PromocodeRule {
  type: PromocodeKind;
  /** Percent (0–100) or an amount in the city currency. */
  value: number;
  /** The subtotal the code needs; 0 for none. */
  minimumOrder: number;
}

export function promocodeApplies(rule: PromocodeRule, subtotal: number): boolean {
  return subtotal > 0 && subtotal >= rule.minimumOrder;
}

/**
 * The discount a promocode gives on the products subtotal. It never takes an item below 1 currency
 * unit (the same floor as bonuses), so the total never goes negative.
 */
export function promocodeDiscount(rule: PromocodeRule | null, lines: readonly PricedLine[]): number {
  if (!rule) return 0;
  const subtotal = sumLines(lines);
  if (!promocodeApplies(rule, subtotal)) return 0;
  const raw =
    rule.type === 'percent' ? (subtotal * Math.min(100, Math.max(0, rule.value))) / 100 : rule.value;
  const ceiling = Math.max(0, subtotal - countUnits(lines) * BONUS_MIN_PAYABLE_PER_ITEM);
  return floorMoney(Math.min(Math.max(0, raw), ceiling));
}

export interface CartPrices {
  subtotal: number;
  packages: number;
  delivery: number;
  discount: number;
  bonuses: number;
  total: number;
  /** subtotal + packages + delivery */
  full: number;
}

export interface CartPricingInput {
  /** Products (and priced gifts) that count: unavailable and stopped items are left out by the caller. */
  lines: readonly PricedLine[];
  packages: readonly PricedLine[];
  /** null for takeaway, or a delivery address without a zone. */
  delivery: DeliveryTerms | null;
  promocode: PromocodeRule | null;
  /** Bonuses the visitor asked to spend. */
  bonuses: number;
  /** What may be spent at all: 0 when the program is off for this visitor. */
  bonusBalance: number;
}

/**
 * Prices a cart. Bonuses and a promocode discount do not combine (spec §4: the bonus toggle is
 * disabled while a discount is above 0), so a discount wins and bonuses drop to 0.
 */
export function priceCart(input: CartPricingInput): CartPrices {
  const subtotal = sumLines(input.lines);
  const packages = sumLines(input.packages);
  const delivery = deliveryPrice(input.delivery, roundMoney(subtotal + packages));
  const discount = promocodeDiscount(input.promocode, input.lines);
  const bonuses =
    discount > 0
      ? 0
      : Math.min(
          floorMoney(Math.max(0, input.bonuses)),
          maxBonusWriteOff(input.bonusBalance, input.lines, input.packages, delivery),
        );
  const full = roundMoney(subtotal + packages + delivery);
  const total = roundMoney(Math.max(0, full - discount - bonuses));
  return { subtotal, packages, delivery, discount, bonuses, total, full };
}

function countUnits(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}
