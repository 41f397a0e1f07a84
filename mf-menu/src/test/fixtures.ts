// Catalog, city and cart fixtures in the shape the API answers (contract types), for mf-menu's tests.
import type { Cart, CartProduct, City, Product, ProductGroup, Settings } from '@storefront/shared/contract';

const image = (name: string, size = 400) => ({
  url: `/api/media/emoji/${name}/fff1e6/${size}x${size}.svg`,
  width: size,
  height: size,
});

export function product(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    key: String(overrides.id),
    alias: `product-${overrides.id}`,
    description: 'Томатный соус, моцарелла',
    images: { small: image('pizza'), big: image('pizza', 800) },
    price: 449,
    basic_price: 449,
    discount: 0,
    price_with_modifiers: overrides.price ?? 449,
    accent: null,
    accent_text: null,
    type: 'default',
    alert: null,
    count: 0,
    quantity: 99,
    sale_multiplicity: 1,
    sale_multiplicity_last_hour: null,
    weight: { value: 450, unit: 'g' },
    nutritional_value: { proteins: 45, fats: 40.5, carbohydrates: 126, kilocalories: 1080 },
    allergens: ['молоко'],
    has_related_products: false,
    product_group_id: 1,
    sort: 10,
    modifiers: { available: false, single: [], groups: [] },
    ...overrides,
  };
}

/** Margherita as seeded: a cheese crust, size (pick one, required), dough, toppings up to 5 (2 each). */
export function margherita(overrides: Partial<Product> = {}): Product {
  const modifier = (
    id: number,
    name: string,
    price: number,
    max = 1,
    count = 0,
    type: 'default' | 'stop' = 'default',
  ) => ({
    id,
    name,
    image: null,
    price,
    min: 0,
    max,
    type,
    count,
  });
  return product({
    id: 1,
    name: 'Маргарита',
    accent: 'hit',
    accent_text: 'Хит',
    modifiers: {
      available: true,
      single: [modifier(101, 'Сырный бортик', 129)],
      groups: [
        {
          id: 1,
          name: 'Размер',
          min: 1,
          max: 1,
          modifiers: [modifier(2, '25 см', 0, 1, 1), modifier(3, '30 см', 150), modifier(4, '35 см', 300)],
        },
        {
          id: 3,
          name: 'Добавить по вкусу',
          min: 0,
          max: 3,
          modifiers: [
            modifier(7, 'Моцарелла', 79, 2),
            modifier(8, 'Пепперони', 89, 2),
            modifier(9, 'Халапеньо', 49, 1, 0, 'stop'),
          ],
        },
      ],
    },
    ...overrides,
  });
}

export function group(
  overrides: Partial<ProductGroup> & Pick<ProductGroup, 'id' | 'alias' | 'name'>,
): ProductGroup {
  return {
    sort: overrides.id * 10,
    show_on_main: false,
    images: { big: image('pizza', 800) },
    products: [],
    ...overrides,
  };
}

export function menu(): { product_groups: ProductGroup[]; popular_products: Product[] } {
  const pizzas = [
    margherita(),
    product({ id: 2, name: 'Диабло', accent: 'spicy', accent_text: 'Острое', allergens: ['глютен'] }),
  ];
  const pasta = [
    product({ id: 73, name: 'Паста карбонара', product_group_id: 7, price: 449, allergens: ['яйцо'] }),
    product({
      id: 74,
      name: 'Паста болоньезе',
      product_group_id: 7,
      price: 429,
      discount: 20,
      basic_price: 536,
    }),
  ];
  const drinks = [
    product({
      id: 120,
      name: 'Морс',
      product_group_id: 13,
      allergens: [],
      accent: 'vegan',
      accent_text: 'Вег',
    }),
  ];
  return {
    product_groups: [
      group({ id: 1, alias: 'pizza', name: 'Пиццы', show_on_main: true, products: pizzas }),
      group({ id: 7, alias: 'pasta', name: 'Паста', products: pasta }),
      group({ id: 9, alias: 'empty', name: 'Пусто', products: [] }),
      group({ id: 13, alias: 'drinks', name: 'Напитки', products: drinks }),
    ],
    popular_products: [pizzas[0]!, pasta[0]!],
  };
}

export function city(overrides: Partial<City> = {}): City {
  return {
    id: 1,
    alias: 'moscow',
    name: 'Москва',
    seo_name: 'в Москве',
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
    promotions: [
      {
        alias: 'second-pizza',
        name: 'Вторая пицца −30%',
        subtitle: 'Каждый вторник',
        description: '<p>Скидка <strong>30%</strong></p>',
        images: { big: '/p.svg' },
      },
      {
        alias: 'birthday',
        name: 'Пицца в день рождения',
        subtitle: null,
        description: '<p>Подарок</p>',
        images: { big: '/b.svg' },
      },
    ],
    is_free_call: true,
    has_loyalty_program: false,
    ...overrides,
  };
}

export function settings(overrides: Partial<Settings> = {}): Settings {
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
    customers: { is_auth_enabled: false },
    product_groups: { show_popular_product_groups: true },
    banknotes: [1000, 2000, 5000],
    order_types: { default: 'delivery', show_switch_in_cart: true },
    brand: { alias: 'pizza', name: 'Pizza', has_bonus_program: false },
    ...overrides,
  };
}

export function cartLine(overrides: Partial<CartProduct> & Pick<CartProduct, 'key' | 'id'>): CartProduct {
  return {
    alias: `product-${overrides.id}`,
    name: 'Товар',
    images: null,
    price: 449,
    basic_price: 449,
    discount: 0,
    price_with_modifiers: 449,
    total: 449,
    count: 1,
    quantity: 99,
    sale_multiplicity: 1,
    weight: { value: 450, unit: 'g' },
    accent: null,
    type: 'default',
    modifiers: [],
    product_group_id: 1,
    added_at: '2026-03-06T10:00:00.000Z',
    ...overrides,
  };
}

export function cart(lines: CartProduct[] = []): Cart {
  const count = lines.reduce((sum, line) => sum + line.count, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    count,
    products: Object.fromEntries(lines.map((line) => [line.key, line])),
    packages: [],
    without_bag: false,
    related: [],
    gifts: [],
    promocode: null,
    messages: [],
    selectedDate: null,
    selectedInterval: null,
    prices: {
      subtotal,
      delivery: 0,
      packages: 0,
      discount: 0,
      bonuses: 0,
      upcoming_bonuses: 0,
      total: subtotal,
      full: subtotal,
    },
    delivery_terms: null,
    bonus: { enabled: false, can_spend: false, balance: 0, max_write_off: 0, spend_deadline: null },
    context: { city_id: 1, order_type: 'takeaway', shop_id: 1, delivery_zone_id: null },
  };
}
