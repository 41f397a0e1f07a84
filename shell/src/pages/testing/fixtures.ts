// Test data for the content pages: settings and a city as the API would answer them.
import type { City, Settings } from '@storefront/shared/contract';

export function pageSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    company_names: { default: 'ООО «Пицца Поинт»', '2': 'ООО «Пицца Поинт Казань»' },
    links: {
      job: null,
      franchise: null,
      partners: null,
      arenda: null,
      mobileApplications: null,
      apple: null,
      android: null,
      huawei: null,
      returnForm: null,
    },
    emails: { feedback: 'feedback@pizzapoint.example' },
    default_phone: '+78003014455',
    languages: ['ru', 'en', 'tr', 'uz', 'de', 'uk'],
    language: 'ru',
    show_lang_button: true,
    country_code: 'RU',
    enable_fractional_prices: false,
    customers: { is_auth_enabled: true },
    product_groups: { show_popular_product_groups: true },
    banknotes: [500, 1000, 2000, 5000],
    order_types: { default: 'delivery', show_switch_in_cart: false },
    brand: { alias: 'pizza', name: 'Pizza Point', has_bonus_program: true },
    ...overrides,
  };
}

export function pageCity(overrides: Partial<City> = {}): City {
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
    phone: '+74951234567',
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
    is_free_call: false,
    has_loyalty_program: true,
    ...overrides,
  };
}
