// Making an address or a shop the visitor's location together with the cart the API answered for it
// (an address or shop chosen in the shell, a saved address made current, a repeated order): the
// location store follows, the repriced cart is written under the new context's key so nothing is
// fetched twice, and every view of the cart reads it from there. One function for every remote that does it.
import type { Cart, DeliveryAddress, OrderType } from '@storefront/shared/contract';
import { locationStore, selectedAddressOf } from '@storefront/shared/stores';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export interface LocationChange {
  order_type: OrderType;
  /** The shop of a takeaway order. */
  shop?: { id: number } | null;
  /** The address of a delivery order. */
  delivery_address?: DeliveryAddress | null;
}

export function applyLocation(client: QueryClient, change: LocationChange, cart: Cart): void {
  const location = locationStore.getState();
  const address = change.delivery_address;
  if (change.order_type === 'delivery' && address) {
    location.setDeliveryAddress(selectedAddressOf(address), address.delivery_zone_id);
  } else if (change.order_type === 'takeaway' && change.shop) {
    location.selectShop(change.shop.id);
  }
  const next = locationStore.getState();
  if (next.city) {
    client.setQueryData(
      queryKeys.cart.current({
        city_id: next.city.id,
        order_type: next.orderType,
        shop_id: next.orderType === 'takeaway' ? next.shopId : null,
        delivery_zone_id: next.orderType === 'delivery' ? next.deliveryZoneId : null,
      }),
      cart,
    );
  }
}
