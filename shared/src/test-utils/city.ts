import {
  type City,
  type CityListItem,
  cityListItemSchema,
  type PhoneMask,
} from '@storefront/shared/contract';

export const RU_MASK: PhoneMask = {
  id: 1,
  name: 'Россия',
  code: '+7',
  mask: '+7 (###) ###-##-##',
  country_code: 'RU',
};
export const TR_MASK: PhoneMask = {
  id: 6,
  name: 'Türkiye',
  code: '+90',
  mask: '+90 (###) ###-##-##',
  country_code: 'TR',
};

/** A valid City for store tests; override what the test is about. */
export function testCity(overrides: Partial<City> = {}): City {
  return {
    id: 1,
    alias: 'moscow',
    name: 'Москва',
    seo_name: 'Москве',
    timezone: 'Europe/Moscow',
    type: 'city',
    url: '/moscow',
    email: null,
    franchise: false,
    country: { id: 1, name: 'Россия', code: 'RU' },
    order_types: { delivery: true, takeaway: true },
    phone: '+78002347890',
    phone_masks: [],
    prices: { currency: '₽', currency_code: 'RUB' },
    schedule: null,
    alert: null,
    delivery_zones: {},
    map: {
      bbox: [
        [55.5, 37.3],
        [55.9, 37.9],
      ],
      coordinates: { latitude: 55.75, longitude: 37.62 },
      zoom: 10,
    },
    banners: [],
    popular_products: [],
    promotions: [],
    is_free_call: true,
    has_loyalty_program: false,
    ...overrides,
  };
}

/** The same city as the picker lists it (GET /api/cities). */
export function testCityListItem(overrides: Partial<City> = {}): CityListItem {
  return cityListItemSchema.parse(testCity(overrides));
}

/** Istanbul: a Turkish phone mask first and the Russian one in the dropdown, prices in lira. */
export function testIstanbul(overrides: Partial<City> = {}): City {
  return testCity({
    id: 6,
    alias: 'istanbul',
    name: 'İstanbul',
    country: { id: 3, name: 'Türkiye', code: 'TR' },
    phone_masks: [TR_MASK, RU_MASK],
    prices: { currency: '₺', currency_code: 'TRY' },
    ...overrides,
  });
}
