// A cart as the API answers it (PUT /api/cart/add of two Margheritas, Moscow takeaway), for tests.
import type { Cart, CartProduct } from '@storefront/shared/contract';

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
      description: 'Подарок к заказу',
    },
    {
      id: 2,
      name: 'Десерт по символической цене',
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
      description: 'Чизкейк к доставке',
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

const image = (icon: string) => ({
  url: `/api/media/emoji/${icon}/fff1e6/400x400.svg`,
  width: 400,
  height: 400,
});

/** One cart line (a Margherita-priced product unless said); `total` follows price × count. */
export function testLine(overrides: Partial<CartProduct> & Pick<CartProduct, 'key' | 'id'>): CartProduct {
  const price = overrides.price ?? 449;
  return {
    alias: `product-${overrides.id}`,
    name: 'Товар',
    images: null,
    price,
    basic_price: price,
    discount: 0,
    price_with_modifiers: price,
    total: price * (overrides.count ?? 1),
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

/** A cart of the given lines (Moscow takeaway, nothing else in it); count and prices follow the lines. */
export function cartOf(lines: CartProduct[] = [], overrides: Partial<Cart> = {}): Cart {
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
    context: { city_id: 1, order_type: 'takeaway', shop_id: 1, delivery_zone_id: null },
    ...overrides,
  };
}

/**
 * Two Margheritas and a cola to a district zone (minimum 1 000 ₽, delivery 199 ₽), plus a line that
 * is out of stock, two packages and two gifts (one reachable): a cart with something in every block.
 */
export function testDeliveryCart(overrides: Partial<Cart> = {}): Cart {
  const lines = [
    testLine({
      key: '1:2x1',
      id: 1,
      name: 'Маргарита',
      images: { small: image('pizza') },
      count: 2,
      modifiers: [{ id: 2, name: '25 см', price: 0, count: 1, group_id: 1 }],
    }),
    testLine({
      key: '113',
      id: 113,
      name: 'Кола 0,5 л',
      images: { small: image('pizza') },
      type: 'related',
      price: 149,
      weight: { value: 500, unit: 'ml' },
      product_group_id: 12,
      added_at: '2026-03-01T10:01:00.000Z',
    }),
    testLine({
      key: '40',
      id: 40,
      name: 'Сет Самурай',
      images: { small: image('pizza') },
      type: 'unavailable',
      total: 0,
      product_group_id: 3,
      added_at: '2026-03-01T10:02:00.000Z',
    }),
  ];
  return cartOf(lines, {
    count: 3,
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
    messages: [
      {
        position: 'top',
        icon: 'warning',
        title: null,
        text: 'Некоторых товаров нет: Сет Самурай.',
        code: 'products_unavailable',
      },
    ],
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
    context: { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: 2 },
    ...overrides,
  });
}
