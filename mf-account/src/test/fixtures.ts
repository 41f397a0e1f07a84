// Test data in the contract's shapes: Moscow (one RU mask) and Istanbul (a Turkish mask plus a Russian
// one in the dropdown), a signed-in customer, saved addresses and a page of orders.

import type {
  Cart,
  CartProduct,
  City,
  DeliveryAddress,
  OrderRead,
  OrderStatusResponse,
  OrderSummary,
  PhoneMask,
  Settings,
  User,
  UserOrdersResponse,
} from '@storefront/shared/contract';
import {
  testCity as sharedTestCity,
  testSettings as sharedTestSettings,
} from '@storefront/shared/test-utils';

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

/** The shared test city with the Russian phone mask the sign-in form needs. */
export function testCity(overrides: Partial<City> = {}): City {
  return sharedTestCity({ seo_name: 'в Москве', phone_masks: [RU_MASK], ...overrides });
}

export function istanbul(): City {
  return testCity({
    id: 6,
    alias: 'istanbul',
    name: 'İstanbul',
    country: { id: 3, name: 'Türkiye', code: 'TR' },
    phone_masks: [TR_MASK, RU_MASK],
    prices: { currency: '₺', currency_code: 'TRY' },
  });
}

/** The shared test settings, with the pizza brand's cart order-type switch hidden. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return sharedTestSettings({
    order_types: { default: 'delivery', show_switch_in_cart: false },
    ...overrides,
  });
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    phone: '79161234567',
    name: 'Анна',
    sex: 'female',
    email: 'anna@example.test',
    birthday: '14.02.1990',
    is_subscribed: true,
    is_print_fiscal_receipt: false,
    balance: null,
    ...overrides,
  };
}

export function testAddress(
  overrides: Partial<DeliveryAddress> & Pick<DeliveryAddress, 'id'>,
): DeliveryAddress {
  return {
    city_id: 1,
    city: { id: 1, name: 'Москва' },
    address: 'Тверская улица, 3',
    full_address: 'Россия, Москва, Тверская улица, 3',
    locality: 'Москва',
    district: null,
    street: 'Тверская улица',
    house: '3',
    type: 'house',
    room: '12',
    floor: null,
    entrance: null,
    intercom: null,
    description: null,
    map: { coordinates: { latitude: 55.757, longitude: 37.613 } },
    found: true,
    delivery_possible: true,
    delivery_zone_id: 1,
    delivery_prices: {
      delivery: 0,
      minimum_order_amount: 0,
      has_free_delivery: true,
      free_delivery_from: null,
    },
    shop_address: null,
    company_name: null,
    inn: null,
    ogrn: null,
    ...overrides,
  };
}

export function testOrder(overrides: Partial<OrderSummary> & Pick<OrderSummary, 'order_id'>): OrderSummary {
  return {
    status: { alias: 'done', name: 'Выполнен', description: null, original_status: 'done' },
    order_type: 'delivery',
    payment_type: 'cash',
    currency: 'RUB',
    created_at: '2026-03-02T12:00:00+03:00',
    receiving: 'Тверская улица, 3, кв. 12',
    count: 2,
    prices: { bonuses: 0, delivery: 0, discount: 0, packages: 0, subtotal: 898, total: 898 },
    can_cancel: false,
    can_repeat: true,
    is_trackable: false,
    has_courier: false,
    ...overrides,
  };
}

export function ordersPage(
  groups: UserOrdersResponse['orders'],
  overrides: Partial<UserOrdersResponse> = {},
): UserOrdersResponse {
  return {
    orders: groups,
    page: 1,
    per_page: 10,
    total: groups.reduce((sum, group) => sum + group.orders.length, 0),
    has_more: false,
    ...overrides,
  };
}

export function testLine(
  overrides: Partial<CartProduct> & Pick<CartProduct, 'key' | 'id' | 'name'>,
): CartProduct {
  return {
    alias: overrides.name.toLowerCase(),
    images: null,
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
  } as CartProduct;
}

/** A cart as the API answers it, with the given lines. */
export function testCart(lines: CartProduct[] = []): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    count: lines.reduce((sum, line) => sum + line.count, 0),
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
    context: { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: 1 },
  } as Cart;
}

/** GET /order/{id}: two Margheritas (25 cm) delivered for 199. */
export function testOrderRead(orderId: number, overrides: Partial<OrderRead> = {}): OrderRead {
  return {
    order_id: orderId,
    status: { alias: 'done', name: 'Выполнен', description: null, original_status: 'done' },
    order_type: 'delivery',
    payment_type: 'cash',
    currency: 'RUB',
    created_at: '2026-03-02T12:00:00+03:00',
    city_id: 1,
    shop: null,
    delivery_address: null,
    interval: null,
    can_cancel: false,
    can_repeat: true,
    is_trackable: false,
    has_courier: false,
    cart: {
      products: [
        {
          key: '1:2x1',
          id: 1,
          name: 'Маргарита',
          type: 'default',
          count: 2,
          price: 449,
          total: 898,
          images: null,
          modifiers: [{ id: 2, name: '25 см', price: 0, count: 1, total: 0 }],
        },
      ],
      prices: { bonuses: 0, delivery: 199, discount: 0, packages: 0, subtotal: 898, total: 1097 },
    },
    ...overrides,
  };
}

export function testStatus(
  orderId: number,
  alias: OrderStatusResponse['status']['alias'],
): OrderStatusResponse {
  return {
    order_id: orderId,
    status: { alias, name: alias, description: null, original_status: alias },
    order_type: 'delivery',
    payment_deadline: null,
    updated_at: '2026-03-03T09:31:00+03:00',
    can_cancel: false,
    can_repeat: alias === 'done' || alias === 'canceled',
    is_trackable: alias !== 'done' && alias !== 'canceled',
    has_courier: false,
  };
}
