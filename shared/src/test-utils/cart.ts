// A cart as the API answers it (PUT /api/cart/add of two Margheritas, Moscow takeaway), for tests.
import type { Cart } from '@storefront/shared/contract';

export function testCart(overrides: Partial<Cart> = {}): Cart {
  return { ...structuredClone(CART), ...overrides };
}

const CART: Cart = {
  count: 2,
  products: {
    '1:2x1.5x1': {
      key: '1:2x1.5x1',
      id: 1,
      alias: 'margherita',
      name: 'Маргарита',
      images: {
        small: {
          url: '/api/media/emoji/pizza/fff1e6/400x400.svg',
          width: 400,
          height: 400,
        },
      },
      price: 449,
      basic_price: 449,
      discount: 0,
      price_with_modifiers: 449,
      total: 898,
      count: 2,
      quantity: 99,
      sale_multiplicity: 1,
      weight: {
        value: 450,
        unit: 'g',
      },
      accent: 'hit',
      type: 'default',
      modifiers: [
        {
          id: 2,
          name: '25 см',
          price: 0,
          count: 1,
          group_id: 1,
        },
        {
          id: 5,
          name: 'Традиционное',
          price: 0,
          count: 1,
          group_id: 2,
        },
      ],
      product_group_id: 1,
      added_at: '2026-11-22T13:43:06.358Z',
    },
  },
  packages: [
    {
      id: 1,
      alias: 'packet',
      name: 'Пакет',
      price: 19,
      count: 1,
      can_refuse: true,
      images: null,
    },
    {
      id: 2,
      alias: 'cutlery',
      name: 'Салфетки и приборы',
      price: 0,
      count: 1,
      can_refuse: false,
      images: {
        small: {
          url: '/api/media/emoji/chopsticks/fff1e6/96x96.svg',
          width: 96,
          height: 96,
        },
      },
    },
  ],
  without_bag: false,
  related: [125, 126, 127, 128, 129, 130, 113, 114, 115, 116],
  gifts: [
    {
      id: 1,
      name: 'Кола 0,5 л в подарок',
      images: {
        small: {
          url: '/api/media/emoji/cup-with-straw/fff1e6/400x400.svg',
          width: 400,
          height: 400,
        },
      },
      price: 0,
      count: 0,
      max_count: 1,
      is_available: false,
      conditions: [
        {
          message: 'Закажите от 1 500 ₽',
          validated: false,
          code: 'min_subtotal',
        },
      ],
      description: 'К заказу от 1 500 ₽',
    },
    {
      id: 2,
      name: 'Десерт за 1 ₽',
      images: {
        small: {
          url: '/api/media/emoji/shortcake/fff1e6/400x400.svg',
          width: 400,
          height: 400,
        },
      },
      price: 1,
      count: 0,
      max_count: 2,
      is_available: false,
      conditions: [
        {
          message: 'Закажите от 2 500 ₽',
          validated: false,
          code: 'min_subtotal',
        },
        {
          message: 'Только для доставки',
          validated: false,
          code: 'order_type',
        },
      ],
      description: 'Чизкейк к доставке от 2 500 ₽',
    },
    {
      id: 3,
      name: 'Имбирь и васаби к роллам',
      images: {
        small: {
          url: '/api/media/emoji/ginger-root/fff1e6/400x400.svg',
          width: 400,
          height: 400,
        },
      },
      price: 0,
      count: 0,
      max_count: 3,
      is_available: false,
      conditions: [
        {
          message: 'Добавьте в заказ: Роллы',
          validated: false,
          code: 'group_in_cart',
        },
      ],
      description: 'Если в заказе есть роллы',
    },
    {
      id: 4,
      name: 'Маргарита 25 см по промокоду',
      images: {
        small: {
          url: '/api/media/emoji/pizza/fff1e6/400x400.svg',
          width: 400,
          height: 400,
        },
      },
      price: 0,
      count: 0,
      max_count: 1,
      is_available: false,
      conditions: [
        {
          message: 'Примените промокод GIFT',
          validated: false,
          code: 'promocode',
        },
        {
          message: 'Закажите от 1 000 ₽',
          validated: false,
          code: 'min_subtotal',
        },
      ],
      description: 'С промокодом GIFT',
    },
  ],
  promocode: null,
  messages: [],
  selectedDate: null,
  selectedInterval: null,
  prices: {
    subtotal: 898,
    delivery: 0,
    packages: 19,
    discount: 0,
    bonuses: 0,
    upcoming_bonuses: 0,
    total: 917,
    full: 917,
  },
  delivery_terms: null,
  bonus: {
    enabled: false,
    can_spend: false,
    balance: 0,
    max_write_off: 0,
    spend_deadline: '2025-05-21',
  },
  context: {
    city_id: 1,
    order_type: 'takeaway',
    shop_id: 1,
    delivery_zone_id: null,
  },
};
