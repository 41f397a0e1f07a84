// From a geocoder place to the Delivery address entity of spec §3: which of the brand's cities it
// lies in, which delivery zone contains it (point in polygon), and who cooks for that zone.
import type { DeliveryAddress, GeocoderItem } from '@storefront/shared/contract';
import type { DeliveryAddressData } from '../../db/schema/json-types';
import { addressLine, fullAddress, type GeoArea, type GeoPlace } from '../../providers/geocoder/types';
import { type BrandSnapshot, type CitySnap, type ZoneSnap, zoneAt } from '../catalog/snapshot';

export function areaOf(city: CitySnap): GeoArea {
  return {
    alias: city.row.alias,
    name: city.row.name,
    latitude: city.row.latitude,
    longitude: city.row.longitude,
    bbox: city.row.bbox,
    countryCode: city.country.code,
  };
}

function inBox(city: CitySnap, latitude: number, longitude: number): boolean {
  const [[south, west], [north, east]] = city.row.bbox;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}

/** The brand city a place lies in: by locality when the geocoder knows it, else by map box. */
export function cityOfPlace(
  snapshot: BrandSnapshot,
  place: GeoPlace,
  preferred: CitySnap | null,
): CitySnap | null {
  const cities = [...snapshot.cities.values()];
  if (place.cityAlias) return cities.find((city) => city.row.alias === place.cityAlias) ?? null;
  if (preferred && inBox(preferred, place.latitude, place.longitude)) return preferred;
  return cities.find((city) => inBox(city, place.latitude, place.longitude)) ?? null;
}

export interface AddressDetails {
  room?: string | null | undefined;
  floor?: string | null | undefined;
  entrance?: string | null | undefined;
  intercom?: string | null | undefined;
  description?: string | null | undefined;
}

const blank = (value: string | null | undefined) => (value ? value : null);

export function addressData(city: CitySnap, place: GeoPlace, details: AddressDetails): DeliveryAddressData {
  return {
    city_id: city.row.id,
    place_id: place.placeId,
    address: addressLine(place),
    full_address: fullAddress(place),
    locality: place.locality,
    district: place.district,
    street: place.street,
    house: place.house,
    type: place.type,
    room: blank(details.room),
    floor: blank(details.floor),
    entrance: blank(details.entrance),
    intercom: blank(details.intercom),
    description: blank(details.description),
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

export function deliveryAddressView(
  snapshot: BrandSnapshot,
  city: CitySnap,
  data: DeliveryAddressData,
  zone: ZoneSnap | null,
): DeliveryAddress {
  const possible = zone !== null && city.row.hasDelivery;
  const kitchen = zone?.row.shopId ? (snapshot.shops.get(zone.row.shopId) ?? null) : null;
  const { latitude, longitude, place_id: _place, city_id: _city, ...rest } = data;
  return {
    ...rest,
    id: null,
    city_id: city.row.id,
    city: { id: city.row.id, name: city.row.name },
    map: { coordinates: { latitude, longitude } },
    found: true,
    delivery_possible: possible,
    delivery_zone_id: possible ? zone.row.id : null,
    delivery_prices: possible
      ? {
          delivery: zone.row.deliveryPrice,
          minimum_order_amount: zone.row.minimumOrderAmount,
          has_free_delivery: zone.row.hasFreeDelivery,
          free_delivery_from: zone.row.freeDeliveryFrom,
        }
      : null,
    shop_address: kitchen?.street ?? null,
    company_name: kitchen?.companyName ?? null,
    inn: kitchen?.inn ?? null,
    ogrn: kitchen?.ogrn ?? null,
  };
}

export function resolveZone(city: CitySnap, place: GeoPlace): ZoneSnap | null {
  return zoneAt(city, place.latitude, place.longitude);
}

export function geocoderItem(
  snapshot: BrandSnapshot,
  place: GeoPlace,
  preferred: CitySnap | null,
): GeocoderItem {
  const city = cityOfPlace(snapshot, place, preferred);
  return {
    place_id: place.placeId,
    type: place.type,
    locality: place.locality,
    district: place.district,
    street: place.street,
    house: place.house,
    address: addressLine(place),
    full_address: fullAddress(place),
    coordinates: { latitude: place.latitude, longitude: place.longitude },
    city_id: city?.row.id ?? null,
  };
}
