// A repeated order becomes the session's cart in the order's type and shop or address (POST
// /order/repeat): the location store follows, and the answered cart is written under the new
// context's key so the cart page shows it at once.
import type { OrderRepeatResponse } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { queryKeys } from '@storefront/shared/query';
import { locationStore } from '@storefront/shared/stores';
import type { QueryClient } from '@tanstack/react-query';

export function applyRepeat(client: QueryClient, answer: OrderRepeatResponse): void {
  const location = locationStore.getState();
  const address = answer.delivery_address;
  if (answer.order_type === 'delivery' && address) {
    location.setDeliveryAddress(
      {
        id: address.id,
        address: address.address,
        full_address: address.full_address,
        room: address.room,
        coordinates: address.map.coordinates,
      },
      address.delivery_zone_id,
    );
  } else if (answer.order_type === 'takeaway' && answer.shop) {
    location.selectShop(answer.shop.id);
  }
  const state = locationStore.getState();
  if (state.city) {
    client.setQueryData(
      queryKeys.cart.current({
        city_id: state.city.id,
        order_type: state.orderType,
        shop_id: state.orderType === 'takeaway' ? state.shopId : null,
        delivery_zone_id: state.orderType === 'delivery' ? state.deliveryZoneId : null,
      }),
      answer.cart,
    );
  }
  bus.emit('cart:changed', { count: answer.cart.count });
}
