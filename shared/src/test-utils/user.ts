// A signed-in customer and a saved address as the account API answers them, for tests.
import type { DeliveryAddress, User } from '@storefront/shared/contract';

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
