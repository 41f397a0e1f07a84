// Test data in the contract's shapes: an order's status, its details and the courier's position, as
// the tracking API answers them.
import type {
  CourierLocationResponse,
  OrderRead,
  OrderStatusAlias,
  OrderStatusResponse,
  OrderType,
} from '@storefront/shared/contract';

export const ORDER_ID = 1042;

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

const image = (icon: string) => ({
  url: `/api/media/emoji/${icon}/fff1e6/400x400.svg`,
  width: 400,
  height: 400,
});

export function testOrder(alias: OrderStatusAlias, orderType: OrderType = 'delivery'): OrderRead {
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
          images: { small: image('pizza') },
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

export function testCourier(progress = 0.4): CourierLocationResponse {
  return {
    coordinates: { latitude: 55.758 + 0.008 * progress, longitude: 37.612 - 0.009 * progress },
    progress,
    arrives_at: '2026-03-01T10:30:00.000Z',
  };
}
