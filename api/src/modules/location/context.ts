// Resolves the location context of a request (spec §7: city_id, order_type, shop_id,
// delivery_zone_id) against the brand snapshot. Ids that do not belong to the brand or the city are
// the client's mistake: 422 with the field named, never a 500 or another brand's data.
import {
  ERROR_CODES,
  type FieldErrors,
  type OrderType,
  VALIDATION_MESSAGE,
} from '@storefront/shared/contract';
import { HttpError } from '../../http/http-error';
import type { BrandSnapshot, CitySnap, ShopRow, ZoneSnap } from '../catalog/snapshot';

export interface ContextInput {
  city_id: number;
  order_type: OrderType;
  shop_id?: number | null | undefined;
  delivery_zone_id?: number | null | undefined;
}

export interface ResolvedContext {
  city: CitySnap;
  orderType: OrderType;
  /** The takeaway shop (takeaway only). */
  shop: ShopRow | null;
  /** The delivery zone (delivery only). */
  zone: ZoneSnap | null;
  /** Whose menu availability applies: the takeaway shop, or the kitchen of the zone. */
  kitchen: ShopRow | null;
}

export function invalid(errors: FieldErrors, code: string = ERROR_CODES.validation): HttpError {
  return new HttpError(422, VALIDATION_MESSAGE, code, errors);
}

export function resolveCity(snapshot: BrandSnapshot, cityId: number): CitySnap {
  const city = snapshot.cities.get(cityId);
  if (!city) throw invalid({ city_id: ['Unknown city.'] });
  return city;
}

export function resolveContext(snapshot: BrandSnapshot, input: ContextInput): ResolvedContext {
  const city = resolveCity(snapshot, input.city_id);
  const orderType = input.order_type;
  if (orderType === 'delivery' && !city.row.hasDelivery)
    throw invalid({ order_type: ['This city has no delivery.'] });
  if (orderType === 'takeaway' && !city.row.hasTakeaway)
    throw invalid({ order_type: ['This city has no takeaway.'] });
  if (orderType === 'takeaway') {
    const shopId = input.shop_id ?? null;
    if (shopId === null) return { city, orderType, shop: null, zone: null, kitchen: null };
    const shop = snapshot.shops.get(shopId);
    if (!shop || shop.cityId !== city.row.id) throw invalid({ shop_id: ['Unknown shop.'] });
    return { city, orderType, shop, zone: null, kitchen: shop };
  }
  const zoneId = input.delivery_zone_id ?? null;
  if (zoneId === null) return { city, orderType, shop: null, zone: null, kitchen: null };
  const zone = snapshot.zones.get(zoneId);
  if (!zone || zone.row.cityId !== city.row.id)
    throw invalid({ delivery_zone_id: ['Unknown delivery zone.'] });
  const kitchen = zone.row.shopId !== null ? (snapshot.shops.get(zone.row.shopId) ?? null) : null;
  return { city, orderType, shop: null, zone, kitchen };
}
