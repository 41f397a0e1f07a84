// Remembers the visitor's order type, shop and address on this device (the spec keeps "the stored
// takeaway address"; a city switch clears local storage), and restores them on the next visit. Without
// a memory for this city, the session's cart context (the server remembers the shop, the zone and the
// delivery address) is used.
import { cartApi } from '@storefront/shared/api';
import type { Cart, DeliveryAddress } from '@storefront/shared/contract';
import { COOKIE_DAYS, readCookie, writeCookie } from '@storefront/shared/domain';
import { queryKeys } from '@storefront/shared/query';
import { type LocationState, locationStore, selectedAddressOf } from '@storefront/shared/stores';
import type { QueryClient } from '@tanstack/react-query';
import { LOCATION_COOKIE, locationCookieValue, parseLocationCookie } from './location-cookie';

const KEY = 'storefront:location';

type Remembered = Pick<LocationState, 'orderType' | 'shopId' | 'deliveryAddress' | 'deliveryZoneId'> & {
  cityId: number;
};

export function recallLocation(cityId: number): Remembered | null {
  // The cookie first (the server renders from it), then this device's storage (written before the
  // cookie existed).
  const fromCookie = parseLocationCookie(readCookie(LOCATION_COOKIE));
  if (fromCookie) return fromCookie.cityId === cityId ? fromCookie : null;
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Remembered | null;
    return value && value.cityId === cityId ? value : null;
  } catch {
    return null;
  }
}

function store(value: Remembered): void {
  window.localStorage.setItem(KEY, JSON.stringify(value));
  writeCookie(LOCATION_COOKIE, locationCookieValue(value), COOKIE_DAYS);
}

/** Writes every change of the ready location to local storage. Returns the unsubscribe. */
export function rememberLocation(): () => void {
  return locationStore.subscribe((state) => {
    if (!state.ready || !state.city) return;
    const value: Remembered = {
      cityId: state.city.id,
      orderType: state.orderType,
      shopId: state.shopId,
      deliveryAddress: state.deliveryAddress,
      deliveryZoneId: state.deliveryZoneId,
    };
    store(value);
  });
}

/** Remembers a delivery address found in another city, so that city opens with it after the switch. */
export function rememberElsewhere(
  cityId: number,
  deliveryAddress: NonNullable<LocationState['deliveryAddress']>,
  deliveryZoneId: number | null,
): void {
  const value: Remembered = { cityId, orderType: 'delivery', shopId: null, deliveryAddress, deliveryZoneId };
  store(value);
}

/**
 * Remembers an address the API found in another of the brand's cities (typed or saved), so that city
 * opens delivering to it once the visitor is sent there.
 */
export function rememberAddressElsewhere(address: DeliveryAddress): void {
  rememberElsewhere(address.city_id, selectedAddressOf(address), address.delivery_zone_id);
}

/** Restores the location of `cityId`: from this device, else from the session's cart context. */
export async function restoreLocation(cityId: number, client: QueryClient): Promise<void> {
  const remembered = recallLocation(cityId);
  if (remembered) {
    const { cityId: _city, ...choice } = remembered;
    locationStore.getState().hydrate(choice);
    return;
  }
  let cart: Cart | null = null;
  try {
    // No context in the body: the session's stored context applies and comes back in `cart.context`.
    cart = await cartApi.get({}, { silent: true });
  } catch {
    // Defaults will do; the first cart call reports any real problem.
  }
  const context = cart?.context;
  if (!cart || !context || context.city_id !== cityId || !context.order_type) {
    locationStore.getState().hydrate({});
    return;
  }
  const address = context.order_type === 'delivery' ? context.delivery_address : null;
  locationStore.getState().hydrate({
    orderType: context.order_type,
    shopId: context.shop_id,
    deliveryZoneId: context.delivery_zone_id,
    // What an order would be delivered to: shown again rather than "no address chosen".
    ...(address
      ? {
          deliveryAddress: {
            id: null,
            address: address.address,
            full_address: address.full_address,
            room: address.room,
            coordinates: address.coordinates,
          },
        }
      : {}),
  });
  // The answer is the cart of exactly this context: keep it, instead of asking again.
  client.setQueryData(
    queryKeys.cart.current({
      city_id: cityId,
      order_type: context.order_type,
      shop_id: context.order_type === 'takeaway' ? context.shop_id : null,
      delivery_zone_id: context.order_type === 'delivery' ? context.delivery_zone_id : null,
    }),
    cart,
  );
}
