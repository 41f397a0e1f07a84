import type { City, DeliveryZone, Shop } from '@storefront/shared/contract';
import type { MapShop, MapZone } from '@storefront/shared/maps';

/**
 * The city's delivery zones as the map draws them; `price` words a zone's delivery price, written
 * with its name on the offline map ("Центр · 199 ₽").
 */
export function zonesOf(city: City, price?: (zone: DeliveryZone) => string): MapZone[] {
  return Object.values(city.delivery_zones ?? {}).map((zone) => ({
    id: zone.id,
    name: zone.name ?? undefined,
    label: zone.name && price ? `${zone.name} · ${price(zone)}` : undefined,
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
