// The three lighter brands: rolls and sushi, wok, and shawarma. Each sells a focused menu built from
// the same product rows as the full brands (so names and pictures stay consistent), plus the shared
// drinks and sauces; enough for the shell and remotes to run as those brands.
import { group, type ProductRow } from './build';
import { LAVASH_MODIFIERS, lavash, plates } from './lavash';
import { bakedRolls, hotRolls, ROLL_MODIFIERS, rolls, WOK_MODIFIERS, wok } from './pizza';
import { desserts, drinks, salads, sauces, snacks, soups } from './shared-groups';
import type { CatalogSeed, PackageSeed } from './types';

const bag = (alias: string): PackageSeed[] => [
  { alias, name: 'Пакет', price: 15, canRefuse: true, icon: null },
  { alias: 'napkins', name: 'Салфетки', price: 0, canRefuse: false, icon: null },
];

const shawarmaRows: ProductRow[] = lavash.map(([alias, name, description, price, weight, extras]) => [
  alias.replace('lavash', 'shawarma'),
  name
    .replace('Лаваш', 'Шаурма')
    .replace('лаваш', 'шаурма')
    .replace(/(ый|ой|ий) шаурма/, 'ая шаурма'),
  description,
  price,
  weight,
  extras,
]);

const ROLLS_BG = '#fdecec';
const WOK_BG = '#fff4dc';
const SHAWARMA_BG = '#e9f6ee';

export const ROLLS_CATALOG: CatalogSeed = {
  background: ROLLS_BG,
  groups: [
    group(
      {
        alias: 'rolls',
        name: 'Роллы',
        icon: 'sushi',
        unit: 'g',
        nutrition: [7, 6, 25, 180],
        showOnMain: true,
        relatedGroups: ['sauces', 'drinks'],
        modifiers: ROLL_MODIFIERS,
      },
      rolls,
      ROLLS_BG,
    ),
    group(
      {
        alias: 'baked-rolls',
        name: 'Запечённые роллы',
        icon: 'rice-ball',
        unit: 'g',
        nutrition: [8, 11, 24, 230],
        showOnMain: true,
        requiresTag: 'baked-rolls',
        relatedGroups: ['sauces'],
        modifiers: ROLL_MODIFIERS,
      },
      bakedRolls,
      ROLLS_BG,
    ),
    group(
      {
        alias: 'hot-rolls',
        name: 'Горячие роллы',
        icon: 'fried-shrimp',
        unit: 'g',
        nutrition: [8, 12, 26, 250],
        requiresTag: 'hot-rolls',
        relatedGroups: ['sauces'],
        modifiers: ROLL_MODIFIERS,
      },
      hotRolls,
      ROLLS_BG,
    ),
    group(
      { alias: 'soups', name: 'Супы', icon: 'steaming-bowl', unit: 'g', nutrition: [4, 4, 6, 75] },
      soups(1),
      ROLLS_BG,
    ),
    group(
      {
        alias: 'drinks',
        name: 'Напитки',
        icon: 'cup-with-straw',
        unit: 'ml',
        nutrition: [0, 0, 9, 38],
        isRelated: true,
      },
      drinks(1),
      ROLLS_BG,
    ),
    group(
      { alias: 'sauces', name: 'Соусы', icon: 'jar', unit: 'g', nutrition: [1, 30, 8, 310], isRelated: true },
      sauces(1),
      ROLLS_BG,
    ),
  ],
  gifts: [
    {
      alias: 'ginger-gift',
      name: 'Имбирь и васаби',
      description: 'К каждому заказу роллов',
      price: 0,
      maxCount: 2,
      conditions: [{ type: 'group_in_cart', groupAlias: 'rolls' }],
      icon: 'ginger-root',
    },
  ],
  promocodes: [
    {
      code: 'ROLLS15',
      type: 'percent',
      value: 15,
      minimumOrder: 1000,
      description: 'Скидка 15% к заказу побольше',
    },
  ],
  packages: bag('packet'),
  promotions: [
    {
      alias: 'set-friday',
      name: 'Сеты по пятницам',
      subtitle: '−15% на сеты',
      description: '<p>Каждую пятницу сеты роллов на <strong>15%</strong> дешевле.</p>',
      icon: 'bento-box',
    },
  ],
  banners: [],
  popular: ['philadelphia', 'california', 'set-philadelphia', 'baked-salmon', 'tempura-salmon', 'miso'],
};

export const WOK_CATALOG: CatalogSeed = {
  background: WOK_BG,
  groups: [
    group(
      {
        alias: 'wok',
        name: 'Вок',
        icon: 'takeout-box',
        unit: 'g',
        nutrition: [8, 6, 22, 170],
        showOnMain: true,
        relatedGroups: ['drinks', 'sauces'],
        modifiers: WOK_MODIFIERS,
      },
      wok,
      WOK_BG,
    ),
    group(
      { alias: 'soups', name: 'Супы', icon: 'steaming-bowl', unit: 'g', nutrition: [4, 4, 6, 75] },
      soups(1),
      WOK_BG,
    ),
    group(
      { alias: 'salads', name: 'Салаты', icon: 'green-salad', unit: 'g', nutrition: [6, 9, 7, 140] },
      salads(1),
      WOK_BG,
    ),
    group(
      { alias: 'desserts', name: 'Десерты', icon: 'fortune-cookie', unit: 'g', nutrition: [5, 16, 40, 330] },
      desserts(1),
      WOK_BG,
    ),
    group(
      {
        alias: 'drinks',
        name: 'Напитки',
        icon: 'bubble-tea',
        unit: 'ml',
        nutrition: [0, 0, 9, 38],
        isRelated: true,
      },
      drinks(1),
      WOK_BG,
    ),
    group(
      { alias: 'sauces', name: 'Соусы', icon: 'jar', unit: 'g', nutrition: [1, 30, 8, 310], isRelated: true },
      sauces(1),
      WOK_BG,
    ),
  ],
  gifts: [],
  promocodes: [{ code: 'WOK10', type: 'percent', value: 10, minimumOrder: 0, description: 'Скидка 10%' }],
  packages: bag('packet'),
  promotions: [
    {
      alias: 'lunch',
      name: 'Обеденный вок',
      subtitle: 'С 12:00 до 16:00',
      description: '<p>Любой вок и напиток в обед — <strong>со скидкой 20%</strong>.</p>',
      icon: 'takeout-box',
    },
  ],
  banners: [],
  popular: ['wok-chicken-teriyaki', 'pad-thai', 'wok-shrimp', 'tom-yum', 'bubble-tea'],
};

export const SHAWARMA_CATALOG: CatalogSeed = {
  background: SHAWARMA_BG,
  groups: [
    group(
      {
        alias: 'shawarma',
        name: 'Шаурма',
        icon: 'stuffed-flatbread',
        unit: 'g',
        nutrition: [11, 9, 22, 220],
        showOnMain: true,
        relatedGroups: ['sauces', 'drinks'],
        modifiers: LAVASH_MODIFIERS,
      },
      shawarmaRows,
      SHAWARMA_BG,
    ),
    group(
      {
        alias: 'plates',
        name: 'На тарелке',
        icon: 'shallow-pan-of-food',
        unit: 'g',
        nutrition: [10, 10, 18, 200],
        relatedGroups: ['sauces'],
      },
      plates,
      SHAWARMA_BG,
    ),
    group(
      { alias: 'snacks', name: 'Закуски', icon: 'french-fries', unit: 'g', nutrition: [6, 14, 30, 280] },
      snacks(0.9),
      SHAWARMA_BG,
    ),
    group(
      {
        alias: 'drinks',
        name: 'Напитки',
        icon: 'cup-with-straw',
        unit: 'ml',
        nutrition: [0, 0, 9, 38],
        isRelated: true,
      },
      drinks(0.9),
      SHAWARMA_BG,
    ),
    group(
      { alias: 'sauces', name: 'Соусы', icon: 'jar', unit: 'g', nutrition: [1, 30, 8, 310], isRelated: true },
      sauces(0.9),
      SHAWARMA_BG,
    ),
  ],
  gifts: [
    {
      alias: 'sauce-gift',
      name: 'Соус в подарок',
      description: 'Подарок к заказу',
      price: 0,
      maxCount: 1,
      conditions: [{ type: 'min_subtotal', amount: 600 }],
      icon: 'jar',
    },
  ],
  promocodes: [
    {
      code: 'NIGHT20',
      type: 'percent',
      value: 20,
      minimumOrder: 0,
      orderType: 'takeaway',
      description: '20% ночью на самовывоз',
    },
  ],
  packages: bag('paket'),
  promotions: [
    {
      alias: 'night',
      name: 'Ночная шаурма',
      subtitle: 'До 04:00',
      description:
        '<p>По пятницам и субботам центральная точка работает <strong>до четырёх утра</strong>.</p>',
      icon: 'night-with-stars',
    },
  ],
  banners: [],
  popular: ['shawarma-chicken', 'shawarma-big', 'plate-chicken', 'fries', 'cola-05'],
};
