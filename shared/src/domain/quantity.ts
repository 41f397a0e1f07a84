// Spec §5 and §4: a product's count is capped at 100 minus its sale_multiplicity; the plus button is
// disabled once the count reaches that cap, and minus never goes below 0.
import { QUANTITY_CAP } from './constants';

/** The most units of one product a cart may hold. */
export function maxProductCount(saleMultiplicity: number): number {
  return Math.max(0, QUANTITY_CAP - Math.max(0, Math.trunc(saleMultiplicity)));
}
