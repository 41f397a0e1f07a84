import type { Settings } from '@storefront/shared/contract';

/** Valid site settings for tests; override what the test is about. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    company_names: { default: 'ООО «Тест»' },
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
    emails: { feedback: 'feedback@example.test' },
    default_phone: '+78002347890',
    languages: ['ru', 'en'],
    language: 'ru',
    show_lang_button: true,
    country_code: 'RU',
    enable_fractional_prices: false,
    customers: { is_auth_enabled: true },
    product_groups: { show_popular_product_groups: true },
    banknotes: [1000, 2000, 5000],
    order_types: { default: 'delivery', show_switch_in_cart: true },
    brand: { alias: 'pizza', name: 'Pizza', has_bonus_program: false },
    ...overrides,
  };
}
