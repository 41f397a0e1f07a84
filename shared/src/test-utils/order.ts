// Orders as the API answers them: a status, a tracked order's details, the courier's position, the
// account's order list and an order's page, for tests.
import type {
  CourierLocationResponse,
  OrderRead,
  OrderStatusAlias,
  OrderStatusResponse,
  OrderSummary,
  OrderType,
  UserOrdersResponse,
} from '@storefront/shared/contract';

export const ORDER_ID = 1042;

/** GET /order/status: what the kitchen allows follows the status (only an accepted order can be cancelled). */
export function testStatus(
  alias: OrderStatusAlias,
  orderType: OrderType = 'delivery',
  orderId = ORDER_ID,
): OrderStatusResponse {
  return {
    order_id: orderId,
    status: { alias, name: alias, description: null, original_status: alias },
    order_type: orderType,
    can_cancel: alias === 'accepted',
    can_repeat: alias === 'done' || alias === 'canceled',
    is_trackable: alias !== 'done' && alias !== 'canceled',
    has_courier: alias === 'sent' && orderType === 'delivery',
    payment_deadline: null,
    updated_at: '2026-03-01T10:00:00.000Z',
  };
}

/** GET /order/{id} of a tracked order: two Margheritas and a cola from the Tverskaya shop. */
export function testTrackedOrder(alias: OrderStatusAlias, orderType: OrderType = 'delivery'): OrderRead {
  const { updated_at: _updated, payment_deadline: _deadline, ...status } = testStatus(alias, orderType);
  return {
    ...status,
    payment_type: 'cash',
    currency: '₽',
    created_at: '2026-03-01T09:58:00.000Z',
    city_id: 1,
    shop: {
      id: 3,
      name: 'Тверская',
      address: 'Тверская улица, 7',
      coordinates: { latitude: 55.758, longitude: 37.612 },
    },
    delivery_address:
      orderType === 'delivery'
        ? {
            address: 'Тверская улица, 12',
            full_address: 'Москва, Тверская улица, 12',
            room: '15',
            floor: null,
            entrance: null,
            intercom: null,
            description: null,
            coordinates: { latitude: 55.766, longitude: 37.603 },
          }
        : null,
    interval: null,
    cart: {
      products: [
        {
          key: '1',
          id: 1,
          name: 'Маргарита',
          type: 'default',
          count: 2,
          price: 449,
          total: 898,
          images: { small: { url: '/api/media/emoji/pizza/fff1e6/400x400.svg', width: 400, height: 400 } },
          modifiers: [{ id: 7, name: 'Двойной сыр', price: 90, count: 1, total: 90 }],
        },
        {
          key: '113',
          id: 113,
          name: 'Кола',
          type: 'default',
          count: 1,
          price: 120,
          total: 120,
          images: null,
          modifiers: [],
        },
      ],
      prices: { bonuses: 0, delivery: 150, discount: 0, packages: 0, subtotal: 1018, total: 1168 },
    },
  };
}

/** The courier `progress` of the way from the shop to the door. */
export function testCourier(progress = 0.4): CourierLocationResponse {
  return {
    coordinates: { latitude: 55.758 + 0.008 * progress, longitude: 37.612 - 0.009 * progress },
    progress,
    arrives_at: '2026-03-01T10:30:00.000Z',
  };
}

/** An order as the account's order list shows it (done, repeatable). */
export function testOrderSummary(
  overrides: Partial<OrderSummary> & Pick<OrderSummary, 'order_id'>,
): OrderSummary {
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

/** GET /user/orders: one page holding the given days. */
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

/** GET /order/{id} of a done order: two Margheritas (25 cm) delivered for 199. */
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
