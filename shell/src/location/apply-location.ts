// Making an address or a shop the current location: the location store, and the repriced cart the API
// answered, written under the new context's key so nothing is fetched twice.
import type { Cart, DeliveryAddress } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { queryKeys } from '@storefront/shared/query';
import { locationStore } from '@storefront/shared/stores';
import type { QueryClient } from '@tanstack/react-query';

export function applyDeliveryAddress(client: QueryClient, address: DeliveryAddress, cart: Cart): void {
  locationStore.getState().setDeliveryAddress(
    {
      id: address.id,
      address: address.address,
      full_address: address.full_address,
      room: address.room,
      coordinates: address.map.coordinates,
    },
    address.delivery_zone_id,
  );
  client.setQueryData(
    queryKeys.cart.current({
      city_id: address.city_id,
      order_type: 'delivery',
      shop_id: null,
      delivery_zone_id: address.delivery_zone_id,
    }),
    cart,
  );
  bus.emit('cart:changed', { count: cart.count });
}

export function applyShop(client: QueryClient, cityId: number, shopId: number, cart: Cart): void {
  locationStore.getState().selectShop(shopId);
  client.setQueryData(
    queryKeys.cart.current({
      city_id: cityId,
      order_type: 'takeaway',
      shop_id: shopId,
      delivery_zone_id: null,
    }),
    cart,
  );
  bus.emit('cart:changed', { count: cart.count });
}
