// The five brands, one deployment each. Pizza and lavash are fully seeded; rolls, wok and shawarma
// have lighter menus. Only pizza runs the bonus program (spec §1).
import type { BrandSettingsData } from '../../db/schema/json-types';

export type BrandAlias = 'pizza' | 'lavash' | 'rolls' | 'wok' | 'shawarma';

export interface BrandSeed {
  alias: BrandAlias;
  name: string;
  hasBonusProgram: boolean;
  /**
   * Spec §1: bonuses can be spent until a deadline (inclusive). The spec's 21 May 2025 has passed, so
   * the demo's programme runs this many days from the day of the seed (every start seeds again, so
   * `npm start` always shows a working write-off); null: no deadline.
   */
  bonusSpendDays: number | null;
  /** Mail domain for city addresses (reserved `.example` TLD). */
  domain: string;
  settings: BrandSettingsData;
}

/** The demo programme's spend window after the seed: a year, as the spec's was. */
export const BONUS_SPEND_DAYS = 365;

const ALL_LOCALES: BrandSettingsData['languages'] = ['ru', 'en', 'tr', 'uz', 'de', 'uk'];

export const BRANDS: BrandSeed[] = [
  {
    alias: 'pizza',
    name: 'Pizza Point',
    hasBonusProgram: true,
    bonusSpendDays: BONUS_SPEND_DAYS,
    domain: 'pizzapoint.example',
    settings: {
      company_name: 'ООО «Пицца Поинт»',
      links: {
        job: 'https://job.pizzapoint.example/',
        franchise: 'https://franchise.pizzapoint.example/',
        partners: 'https://pizzapoint.example/partners',
        arenda: 'https://pizzapoint.example/rent',
        mobileApplications: 'https://pizzapoint.example/app',
        apple: 'https://apps.apple.com/app/id1000000001',
        android: 'https://play.google.com/store/apps/details?id=example.pizzapoint',
        huawei: 'https://appgallery.huawei.com/app/C100000001',
        // Spec §1/§2: the return/exchange form runs for one brand in two cities only.
        returnForm: { url: 'https://pizzapoint.example/returns', cities: ['moscow', 'saint-petersburg'] },
      },
      emails: { feedback: 'feedback@pizzapoint.example' },
      default_phone: '+78003014455',
      languages: ALL_LOCALES,
      language: 'ru',
      show_lang_button: true,
      country_code: 'RU',
      enable_fractional_prices: false,
      customers: { is_auth_enabled: true },
      product_groups: { show_popular_product_groups: true },
      banknotes: [500, 1000, 2000, 5000],
      order_types: { default: 'delivery', show_switch_in_cart: false },
    },
  },
  {
    alias: 'lavash',
    name: 'Lavash Bro',
    hasBonusProgram: false,
    bonusSpendDays: null,
    domain: 'lavashbro.example',
    settings: {
      company_name: 'ООО «Лаваш Бро»',
      links: {
        job: 'https://lavashbro.example/job',
        franchise: null,
        partners: 'https://lavashbro.example/partners',
        arenda: 'https://lavashbro.example/rent',
        mobileApplications: null,
        apple: null,
        android: null,
        huawei: null,
        returnForm: null,
      },
      emails: { feedback: 'hello@lavashbro.example' },
      default_phone: '+74951207788',
      languages: ['ru', 'en'],
      language: 'ru',
      show_lang_button: false,
      country_code: 'RU',
      enable_fractional_prices: false,
      // Guests order without signing in: the phone is typed at checkout (spec §6).
      customers: { is_auth_enabled: false },
      product_groups: { show_popular_product_groups: false },
      banknotes: [100, 500, 1000, 2000, 5000],
      order_types: { default: 'takeaway', show_switch_in_cart: true },
    },
  },
  ...(
    [
      ['rolls', 'Roll Master', 'rollmaster.example', '+78002007711', 'ООО «Ролл Мастер»'],
      ['wok', 'Wok Street', 'wokstreet.example', '+78002007722', 'ООО «Вок Стрит»'],
      ['shawarma', 'Shawarma Bar', 'shawarmabar.example', '+78002007733', 'ООО «Шаурма Бар»'],
    ] as const
  ).map(
    ([alias, name, domain, phone, company]): BrandSeed => ({
      alias,
      name,
      hasBonusProgram: false,
      bonusSpendDays: null,
      domain,
      settings: {
        company_name: company,
        links: {
          job: `https://${domain}/job`,
          franchise: `https://${domain}/franchise`,
          partners: `https://${domain}/partners`,
          arenda: `https://${domain}/rent`,
          mobileApplications: null,
          apple: null,
          android: null,
          huawei: null,
          returnForm: null,
        },
        emails: { feedback: `hello@${domain}` },
        default_phone: phone,
        languages: ['ru', 'en'],
        language: 'ru',
        show_lang_button: true,
        country_code: 'RU',
        enable_fractional_prices: false,
        customers: { is_auth_enabled: alias !== 'shawarma' },
        product_groups: { show_popular_product_groups: true },
        banknotes: [500, 1000, 2000, 5000],
        order_types: { default: 'delivery', show_switch_in_cart: true },
      },
    }),
  ),
];
