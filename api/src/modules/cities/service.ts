// Shapes database rows into the contract's City and city-list answers.
import type {
  CitiesResponse,
  City,
  CityListItem,
  DeliveryZones,
  PhoneMask,
} from '@storefront/shared/contract';
import type { Db } from '../../db/client';
import type { ContentLang } from '../../db/schema/json-types';
import { notFound } from '../../http/http-error';
import { localizeRow } from '../catalog/localize';
import {
  type CityWithCountry,
  type CountryRow,
  type DeliveryZoneRow,
  findCity,
  findCountriesByCode,
  listCities,
  listZones,
} from './repo';
import { expandSchedule } from './schedule';

function localized({ city, country }: CityWithCountry, lang: ContentLang): CityWithCountry {
  return { city: localizeRow(city, lang), country: localizeRow(country, lang) };
}

function toListItem({ city, country }: CityWithCountry): CityListItem {
  return {
    id: city.id,
    alias: city.alias,
    name: city.name,
    seo_name: city.seoName,
    timezone: city.timezone,
    type: city.type,
    url: `/${city.alias}`,
    franchise: city.franchise,
    country: { id: country.id, name: country.name, code: country.code },
    order_types: { delivery: city.hasDelivery, takeaway: city.hasTakeaway },
    phone: city.phone,
    prices: { currency: country.currencySymbol, currency_code: country.currencyCode },
    map: {
      bbox: city.bbox,
      coordinates: { latitude: city.latitude, longitude: city.longitude },
      zoom: city.zoom,
    },
    is_free_call: city.isFreeCall,
  };
}

function toZones(rows: DeliveryZoneRow[]): DeliveryZones {
  return Object.fromEntries(
    rows.map((zone) => [
      String(zone.id),
      {
        id: zone.id,
        name: zone.name,
        prices: {
          delivery: zone.deliveryPrice,
          minimum_order_amount: zone.minimumOrderAmount,
          has_free_delivery: zone.hasFreeDelivery,
          free_delivery_from: zone.freeDeliveryFrom,
        },
        map: { area: zone.area },
        background_color: zone.backgroundColor,
      },
    ]),
  );
}

function toPhoneMask(country: CountryRow): PhoneMask {
  return {
    id: country.id,
    name: country.name,
    code: country.phoneCode,
    mask: country.phoneMask,
    country_code: country.code,
  };
}

/** The city's own country first, then the extra dropdown options in their configured order. */
async function phoneMasks(
  db: Db,
  { city, country }: CityWithCountry,
  lang: ContentLang,
): Promise<PhoneMask[]> {
  const extras = (await findCountriesByCode(db, city.extraPhoneCountries)).map((row) =>
    localizeRow(row, lang),
  );
  const byCode = new Map(extras.map((row) => [row.code, row]));
  const ordered = city.extraPhoneCountries.flatMap((code) => byCode.get(code) ?? []);
  return [country, ...ordered.filter((row) => row.id !== country.id)].map(toPhoneMask);
}

export async function getCities(db: Db, brandId: number, lang: ContentLang): Promise<CitiesResponse> {
  const rows = (await listCities(db, brandId)).map((row) => localized(row, lang));
  return {
    cities: rows.map(toListItem),
    message: null,
    big_cities: rows.filter((row) => row.city.isBig).map(toListItem),
  };
}

export async function getCity(
  db: Db,
  brandId: number,
  alias: string,
  now: Date,
  lang: ContentLang,
): Promise<City> {
  const found = await findCity(db, brandId, alias);
  if (!found) throw notFound('City not found.');
  const row = localized(found, lang);
  const { city } = row;
  const [zoneRows, masks] = await Promise.all([listZones(db, city.id), phoneMasks(db, row, lang)]);
  const zones = zoneRows.map((zone) => localizeRow(zone, lang));
  return {
    ...toListItem(row),
    email: city.email,
    phone_masks: masks,
    schedule: city.schedule ? expandSchedule(city.schedule, city.timezone, now) : null,
    alert: city.alert,
    delivery_zones: toZones(zones),
    // Filled by the catalog and marketing modules once they exist.
    banners: [],
    popular_products: [],
    promotions: [],
    has_loyalty_program: city.hasLoyaltyProgram,
  };
}
