// Which confirm modal (spec §2 confirm type) guards a takeaway shop choice: leaving delivery for
// takeaway, or moving to another shop, reprices the cart and may mark products unavailable there —
// with products in the cart the customer confirms first. An empty cart changes without asking.
import type { OrderType } from '@storefront/shared/contract';

export interface LocationChange {
  cartCount: number;
  orderType: OrderType;
  /** The current takeaway shop, if any. */
  shopId: number | null;
  /** True when delivery has a real address (not only the default zone). */
  hasDeliveryAddress: boolean;
  chosenShopId: number;
}

export type LocationChangeConfirm = 'ConfirmChangeTakeaway' | 'ConfirmShopModal' | null;

export function takeawayChangeConfirm(change: LocationChange): LocationChangeConfirm {
  if (change.cartCount <= 0) return null;
  if (change.orderType === 'delivery') return change.hasDeliveryAddress ? 'ConfirmChangeTakeaway' : null;
  if (change.shopId !== null && change.shopId !== change.chosenShopId) return 'ConfirmShopModal';
  return null;
}
