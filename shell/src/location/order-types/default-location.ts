// Spec §4: closing the order-types modal with nothing chosen falls back to a default — for delivery,
// the city centre with the first zone; for takeaway, the remembered shop, else the first shop that
// accepts orders.
import { readCookie } from '@storefront/shared/domain';
import type { LocationStoreState } from '@storefront/shared/stores';

export const SHOP_COOKIE = 'shop_id';

export function defaultLocation(
  state: Pick<LocationStoreState, 'city' | 'orderType' | 'shopId' | 'deliveryZoneId' | 'deliveryAddress'>,
  shops: { id: number; type: string }[] = [],
  cookieShop: string | null = null,
) {
  const city = state.city;
  if (!city) return null;
  if (state.orderType === 'delivery') {
    if (state.deliveryAddress || state.deliveryZoneId) return null;
    const first = Object.values(city.delivery_zones)[0];
    return first ? ({ kind: 'zone', zoneId: first.id } as const) : null;
  }
  if (state.shopId) return null;
  const open = shops.filter((shop) => shop.type !== 'stop');
  const remembered = open.find((shop) => String(shop.id) === cookieShop);
  const shop = remembered ?? open[0];
  return shop ? ({ kind: 'shop', shopId: shop.id } as const) : null;
}

export async function applyDefaultLocation(
  state: LocationStoreState,
  shops: { id: number; type: string }[] = [],
) {
  const fallback = defaultLocation(state, shops, readCookie(SHOP_COOKIE));
  if (fallback?.kind === 'zone') state.setDefaultZone(fallback.zoneId);
  if (fallback?.kind === 'shop') state.selectShop(fallback.shopId);
}
