// The product a visitor tried to add before choosing an address (spec §4 address flow: "a preselected
// product, if any, is added to the cart"). The order-types modal carries the failed add's request; once
// an address or shop is chosen it is sent again in the new location context, modifiers and all.
import { cartApi } from '@storefront/shared/api';
import { handleCartFailure, type PendingCartAdd, queryKeys } from '@storefront/shared/query';
import { locationStore } from '@storefront/shared/stores';
import type { QueryClient } from '@tanstack/react-query';

/** The modal's `pendingAdd` prop, when it is one. */
export function pendingAddOf(value: unknown): PendingCartAdd | null {
  if (typeof value !== 'object' || value === null) return null;
  const key = (value as { product_key?: unknown }).product_key;
  return typeof key === 'string' && key !== '' ? (value as PendingCartAdd) : null;
}

/** Adds the pending product in the location just chosen; its cart is written under that context's key. */
export async function addPendingProduct(client: QueryClient, request: PendingCartAdd): Promise<void> {
  const location = locationStore.getState();
  if (!location.city) return;
  const context = {
    city_id: location.city.id,
    order_type: location.orderType,
    shop_id: location.orderType === 'takeaway' ? location.shopId : null,
    delivery_zone_id: location.orderType === 'delivery' ? location.deliveryZoneId : null,
  };
  try {
    const cart = await cartApi.add({ ...context, ...request });
    client.setQueryData(queryKeys.cart.current(context), cart);
  } catch (error) {
    // Shown the §8 way; no request is handed on, so a second refusal cannot open the modal in a loop.
    handleCartFailure(error, 'other');
  }
}
