import type { City, Shop } from '@storefront/shared/contract';
import type { MapShop, MapZone } from '@storefront/shared/maps';

/** The city's delivery zones as the map draws them. */
export function zonesOf(city: City): MapZone[] {
  return Object.values(city.delivery_zones ?? {}).map((zone) => ({
    id: zone.id,
    name: zone.name ?? undefined,
    area: zone.map.area,
    color: zone.background_color ?? '#16a34a',
  }));
}

export function shopsOf(shops: readonly Shop[]): MapShop[] {
  return shops.map((shop) => ({
    id: shop.id,
    name: shop.name,
    coordinates: shop.map.coordinates,
    type: shop.type,
  }));
}
