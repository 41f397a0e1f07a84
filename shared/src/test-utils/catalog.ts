// The catalog as the API answers it (GET /products/get-menu): products, Margherita with its
// modifiers as seeded, groups and a small menu, plus a city's promotions, for tests.
import type { City, Product, ProductGroup } from '@storefront/shared/contract';
import type { ModifierGroupRule } from '@storefront/shared/domain';

const image = (name: string, size = 400) => ({
  url: `/api/media/emoji/${name}/fff1e6/${size}x${size}.svg`,
  width: size,
  height: size,
});

export function testProduct(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
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
export function testMargherita(overrides: Partial<Product> = {}): Product {
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
  return testProduct({
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

export function testGroup(
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

export function testMenu(): { product_groups: ProductGroup[]; popular_products: Product[] } {
  const pizzas = [
    testMargherita(),
    testProduct({ id: 2, name: 'Диабло', accent: 'spicy', accent_text: 'Острое', allergens: ['глютен'] }),
  ];
  const pasta = [
    testProduct({ id: 73, name: 'Паста карбонара', product_group_id: 7, price: 449, allergens: ['яйцо'] }),
    testProduct({
      id: 74,
      name: 'Паста болоньезе',
      product_group_id: 7,
      price: 429,
      discount: 20,
      basic_price: 536,
    }),
  ];
  const drinks = [
    testProduct({
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
      testGroup({ id: 1, alias: 'pizza', name: 'Пиццы', show_on_main: true, products: pizzas }),
      testGroup({ id: 7, alias: 'pasta', name: 'Паста', products: pasta }),
      testGroup({ id: 9, alias: 'empty', name: 'Пусто', products: [] }),
      testGroup({ id: 13, alias: 'drinks', name: 'Напитки', products: drinks }),
    ],
    popular_products: [pizzas[0]!, pasta[0]!],
  };
}

/** Two promotions as a city lists them (one with a subtitle, one without). */
export function testPromotions(): City['promotions'] {
  return [
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
  ];
}

/** Modifier groups as the rules see them: a size to pick (exactly one) and toppings (up to 3, 2 each, one stopped). */
export function testModifierGroups(): { size: ModifierGroupRule; toppings: ModifierGroupRule } {
  return {
    size: {
      id: 1,
      min: 1,
      max: 1,
      modifiers: [
        { id: 11, min: 0, max: 1 },
        { id: 12, min: 0, max: 1 },
      ],
    },
    toppings: {
      id: 2,
      min: 0,
      max: 3,
      modifiers: [
        { id: 21, min: 0, max: 2 },
        { id: 22, min: 0, max: 2 },
        { id: 23, min: 0, max: 2, type: 'stop' },
      ],
    },
  };
}
