// Test data in the contract's shapes: a Moscow delivery cart as the API answers it, the city and the
// site settings the cart reads.

import type { Cart, CartProduct, City, Settings } from '@storefront/shared/contract';
import { testSettings as sharedTestSettings } from '@storefront/shared/test-utils';

const image = (icon: string) => ({
  url: `/api/media/emoji/${icon}/fff1e6/400x400.svg`,
  width: 400,
  height: 400,
});

export function testLine(
  overrides: Partial<CartProduct> & Pick<CartProduct, 'key' | 'id' | 'name'>,
): CartProduct {
  return {
    alias: overrides.name.toLowerCase(),
    images: { small: image('pizza') },
    price: 449,
    basic_price: 449,
    discount: 0,
    price_with_modifiers: 449,
    total: 449 * (overrides.count ?? 1),
    count: 1,
    quantity: 99,
    sale_multiplicity: 1,
    weight: { value: 450, unit: 'g' },
    accent: null,
    type: 'default',
    modifiers: [],
    product_group_id: 1,
    added_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Two Margheritas and a cola to a district zone (minimum 1 000 ₽, delivery 199 ₽), plus a stopped line. */
export function testCart(overrides: Partial<Cart> = {}): Cart {
  const lines = [
    testLine({
      key: '1:2x1',
      id: 1,
      name: 'Маргарита',
      count: 2,
      total: 898,
      modifiers: [{ id: 2, name: '25 см', price: 0, count: 1, group_id: 1 }],
    }),
    testLine({
      key: '113',
      id: 113,
      name: 'Кола 0,5 л',
      type: 'related',
      price: 149,
      basic_price: 149,
      price_with_modifiers: 149,
      total: 149,
      weight: { value: 500, unit: 'ml' },
      product_group_id: 12,
      added_at: '2026-03-01T10:01:00.000Z',
    }),
    testLine({
      key: '40',
      id: 40,
      name: 'Сет Самурай',
      type: 'unavailable',
      total: 0,
      product_group_id: 3,
      added_at: '2026-03-01T10:02:00.000Z',
    }),
  ];
  return {
    count: 3,
    products: Object.fromEntries(lines.map((line) => [line.key, line])),
    packages: [
      { id: 1, alias: 'packet', name: 'Пакет', price: 19, count: 1, can_refuse: true, images: null },
      {
        id: 2,
        alias: 'cutlery',
        name: 'Салфетки и приборы',
        price: 0,
        count: 1,
        can_refuse: false,
        images: null,
      },
    ],
    without_bag: false,
    related: [],
    gifts: [
      {
        id: 3,
        name: 'Имбирь и васаби',
        images: null,
        price: 0,
        count: 0,
        max_count: 3,
        is_available: true,
        conditions: [{ message: 'Добавьте в заказ: Роллы', validated: true, code: 'group_in_cart' }],
        description: null,
      },
      {
        id: 1,
        name: 'Кола в подарок',
        images: null,
        price: 0,
        count: 0,
        max_count: 1,
        is_available: false,
        conditions: [{ message: 'Закажите от 1 500 ₽', validated: false, code: 'min_subtotal' }],
        description: null,
      },
    ],
    promocode: null,
    messages: [
      {
        position: 'top',
        icon: 'warning',
        title: null,
        text: 'Некоторых товаров нет: Сет Самурай.',
        code: 'products_unavailable',
      },
    ],
    selectedDate: null,
    selectedInterval: null,
    prices: {
      subtotal: 1047,
      delivery: 199,
      packages: 19,
      discount: 0,
      bonuses: 0,
      upcoming_bonuses: 0,
      total: 1265,
      full: 1265,
    },
    delivery_terms: {
      delivery_price: 199,
      minimum_order_amount: 1000,
      has_free_delivery: false,
      free_delivery_from: 2500,
      remaining_for_minimum: 0,
      remaining_for_free_delivery: 1434,
    },
    bonus: { enabled: false, can_spend: false, balance: 0, max_write_off: 0, spend_deadline: null },
    context: { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: 2 },
    ...overrides,
  };
}

export function testCity(): City {
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
    promotions: [],
    is_free_call: true,
    has_loyalty_program: false,
  };
}

/** The shared test settings as the cart's tests start: no sign-in, no order-type switch in the cart. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return sharedTestSettings({
    customers: { is_auth_enabled: false },
    order_types: { default: 'delivery', show_switch_in_cart: false },
    ...overrides,
  });
}
