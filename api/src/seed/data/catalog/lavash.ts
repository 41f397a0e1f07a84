// Lavash Bro: lavash and shawarma, grill, burgers and street food, plus the shared groups priced a
// notch lower. No bonus program; guests order without signing in.
import { group, type ProductRow } from './build';
import { desserts, drinks, salads, sauces, snacks, soups } from './shared-groups';
import type { CatalogSeed, ModifierSetSeed } from './types';

const BG = '#eaf7ea';
const FACTOR = 0.85;

export const LAVASH_MODIFIERS: ModifierSetSeed = {
  single: [{ alias: 'no-onion', name: 'Без лука', price: 0, max: 1, icon: 'onion' }],
  groups: [
    {
      alias: 'wrap',
      name: 'Лаваш',
      min: 1,
      max: 1,
      modifiers: [
        { alias: 'wrap-classic', name: 'Классический', price: 0, icon: 'flatbread' },
        { alias: 'wrap-cheese', name: 'Сырный', price: 30, icon: 'cheese-wedge' },
        { alias: 'wrap-tomato', name: 'Томатный', price: 20, icon: 'tomato' },
      ],
    },
    {
      alias: 'add',
      name: 'Добавить',
      min: 0,
      max: 4,
      modifiers: [
        { alias: 'add-cheese', name: 'Сыр', price: 40, max: 2, icon: 'cheese-wedge' },
        { alias: 'add-jalapeno', name: 'Халапеньо', price: 30, icon: 'hot-pepper' },
        { alias: 'add-fries', name: 'Картофель фри внутрь', price: 50, icon: 'french-fries' },
        { alias: 'add-mushrooms', name: 'Грибы', price: 40, icon: 'mushroom', stop: true },
        { alias: 'add-meat', name: 'Двойное мясо', price: 120, icon: 'cut-of-meat' },
      ],
    },
  ],
};

const BURGER_MODIFIERS: ModifierSetSeed = {
  single: [
    { alias: 'extra-patty', name: 'Дополнительная котлета', price: 120, max: 2, icon: 'hamburger' },
    { alias: 'extra-cheddar', name: 'Чеддер', price: 40, max: 2, icon: 'cheese-wedge' },
  ],
  groups: [
    {
      alias: 'doneness',
      name: 'Прожарка',
      min: 1,
      max: 1,
      modifiers: [
        { alias: 'medium', name: 'Средняя', price: 0 },
        { alias: 'well-done', name: 'Полная', price: 0 },
      ],
    },
  ],
};

const COMBO_MODIFIERS: ModifierSetSeed = {
  single: [],
  groups: [
    {
      alias: 'drink',
      name: 'Напиток',
      min: 1,
      max: 1,
      modifiers: [
        { alias: 'combo-cola', name: 'Кола 0,5 л', price: 0, icon: 'cup-with-straw' },
        { alias: 'combo-ayran', name: 'Айран', price: 0, icon: 'glass-of-milk' },
        { alias: 'combo-tea', name: 'Чай', price: 0, icon: 'teacup-without-handle' },
      ],
    },
  ],
};

export const lavash: ProductRow[] = [
  [
    'lavash-chicken',
    'Лаваш с курицей',
    'Курица гриль, томаты, огурцы, капуста, чесночный соус',
    299,
    350,
    { accent: 'hit' },
  ],
  ['lavash-beef', 'Лаваш с говядиной', 'Говядина, томаты, огурцы, красный лук, соус тахини', 369, 350],
  ['lavash-lamb', 'Лаваш с бараниной', 'Баранина, томаты, лук, зелень, соус чили', 419, 350],
  ['lavash-mixed', 'Лаваш микс', 'Курица и говядина, томаты, огурцы, картофель фри, соус', 389, 400],
  ['lavash-cheese', 'Сырный лаваш', 'Курица, двойной сыр, томаты, сырный соус', 339, 370],
  ['lavash-spicy', 'Острый лаваш', 'Курица, халапеньо, томаты, соус чили', 319, 350, { accent: 'spicy' }],
  ['lavash-bbq', 'Лаваш барбекю', 'Говядина, бекон, лук, соус барбекю', 389, 370],
  [
    'lavash-mushroom',
    'Лаваш с грибами',
    'Курица, шампиньоны, сыр, сливочный соус',
    339,
    360,
    { icon: 'mushroom' },
  ],
  [
    'lavash-falafel',
    'Лаваш с фалафелем',
    'Фалафель, хумус, томаты, огурцы, зелень',
    289,
    330,
    { accent: 'vegan', icon: 'falafel' },
  ],
  [
    'lavash-veggie',
    'Овощной лаваш',
    'Баклажаны гриль, перец, томаты, соус тахини',
    259,
    320,
    { accent: 'vegan', icon: 'eggplant' },
  ],
  [
    'lavash-big',
    'Лаваш XXL',
    'Двойная курица, томаты, огурцы, картофель фри, два соуса',
    459,
    550,
    { accent: 'hit' },
  ],
  ['lavash-mini', 'Мини-лаваш', 'Курица, томаты, огурцы, чесночный соус', 199, 220],
  ['lavash-caesar', 'Лаваш цезарь', 'Курица, романо, пармезан, соус цезарь', 339, 340, { accent: 'new' }],
  [
    'lavash-shrimp',
    'Лаваш с креветками',
    'Креветки, авокадо, томаты, соус сладкий чили',
    449,
    330,
    { icon: 'shrimp' },
  ],
  [
    'lavash-turkey',
    'Лаваш с индейкой',
    'Индейка, огурцы, томаты, йогуртовый соус',
    349,
    350,
    { discount: 15 },
  ],
  [
    'lavash-mexican',
    'Мексиканский лаваш',
    'Говядина, фасоль, кукуруза, халапеньо, сальса',
    379,
    380,
    { accent: 'spicy', icon: 'burrito' },
  ],
  ['lavash-kids', 'Детский лаваш', 'Курица, огурец, сырный соус', 189, 200, { accent: 'kids' }],
  ['lavash-breakfast', 'Лаваш-завтрак', 'Омлет, ветчина, сыр, томаты', 249, 280, { icon: 'egg' }],
];

export const plates: ProductRow[] = [
  [
    'plate-chicken',
    'Шаурма на тарелке с курицей',
    'Курица, картофель фри, салат, лаваш, соус',
    429,
    450,
    { accent: 'hit' },
  ],
  ['plate-beef', 'Шаурма на тарелке с говядиной', 'Говядина, картофель фри, салат, лаваш, соус', 499, 450],
  ['plate-mixed', 'Тарелка микс', 'Курица и говядина, рис, салат, лаваш, два соуса', 549, 520],
  ['plate-rice', 'Шаурма с рисом', 'Курица, рис с овощами, соус тахини', 409, 420, { icon: 'cooked-rice' }],
  [
    'plate-falafel',
    'Тарелка с фалафелем',
    'Фалафель, хумус, салат, лаваш',
    389,
    400,
    { accent: 'vegan', icon: 'falafel' },
  ],
  ['plate-xxl', 'Тарелка XXL', 'Курица, говядина, фри, рис, салат, три соуса', 699, 750],
];

export const grill: ProductRow[] = [
  [
    'kebab-chicken',
    'Люля-кебаб из курицы',
    'Две колбаски, лаваш, лук, зелень',
    389,
    250,
    { icon: 'meat-on-bone' },
  ],
  [
    'kebab-beef',
    'Люля-кебаб из говядины',
    'Две колбаски, лаваш, лук, зелень',
    459,
    250,
    { icon: 'meat-on-bone', accent: 'hit' },
  ],
  ['shashlik-pork', 'Шашлык из свинины', 'Свиная шея, лук, соус', 529, 250, { icon: 'cut-of-meat' }],
  ['shashlik-chicken', 'Шашлык из курицы', 'Куриное бедро, лук, соус', 449, 250, { icon: 'poultry-leg' }],
  [
    'wings-grill',
    'Крылья гриль',
    'Куриные крылья на углях, одно крыло',
    59,
    45,
    { icon: 'poultry-leg', saleMultiplicity: 4 },
  ],
  [
    'grilled-veggies',
    'Овощи гриль',
    'Баклажан, кабачок, перец, томаты',
    299,
    250,
    { accent: 'vegan', icon: 'eggplant' },
  ],
  [
    'lamb-ribs',
    'Рёбрышки ягнёнка',
    'Рёбра ягнёнка на углях, соус ткемали',
    749,
    300,
    { icon: 'meat-on-bone', accent: 'new' },
  ],
  [
    'grill-set',
    'Гриль-сет на компанию',
    'Люля, шашлык, крылья, овощи, лаваш, соусы',
    1899,
    1300,
    { icon: 'shallow-pan-of-food' },
  ],
];

const burgers: ProductRow[] = [
  [
    'burger-classic',
    'Классический бургер',
    'Говяжья котлета, чеддер, томаты, салат, соус, булочка',
    369,
    280,
    { accent: 'hit' },
  ],
  ['burger-cheese', 'Чизбургер', 'Говяжья котлета, двойной чеддер, маринованные огурцы, булочка', 329, 250],
  ['burger-bacon', 'Бургер с беконом', 'Говяжья котлета, бекон, чеддер, соус барбекю, булочка', 429, 300],
  ['burger-chicken', 'Чикенбургер', 'Куриная котлета в панировке, салат, соус ранч, булочка', 319, 260],
  [
    'burger-spicy',
    'Острый бургер',
    'Говяжья котлета, халапеньо, перец чили, соус, булочка',
    399,
    290,
    { accent: 'spicy' },
  ],
  ['burger-double', 'Двойной бургер', 'Две говяжьи котлеты, двойной чеддер, лук, соус, булочка', 529, 400],
  [
    'burger-veggie',
    'Вегги-бургер',
    'Котлета из нута, авокадо, томаты, булочка',
    349,
    260,
    { accent: 'vegan' },
  ],
  ['burger-fish', 'Фиш-бургер', 'Котлета из трески, соус тартар, салат, булочка', 339, 240, { icon: 'fish' }],
];

const hotDogs: ProductRow[] = [
  [
    'hotdog-classic',
    'Хот-дог классический',
    'Сосиска, булочка, кетчуп, горчица',
    189,
    180,
    { accent: 'hit' },
  ],
  ['hotdog-danish', 'Датский хот-дог', 'Сосиска, жареный лук, маринованные огурцы, булочка', 229, 200],
  ['hotdog-cheese', 'Сырный хот-дог', 'Сосиска, сырный соус, чеддер, булочка', 239, 210],
  ['hotdog-bbq', 'Хот-дог барбекю', 'Сосиска, бекон, соус барбекю, булочка', 259, 220],
  [
    'hotdog-spicy',
    'Острый хот-дог',
    'Острая сосиска, халапеньо, сальса, булочка',
    249,
    210,
    { accent: 'spicy' },
  ],
  ['hotdog-mini', 'Мини хот-дог', 'Сосиска, булочка, кетчуп', 129, 120, { accent: 'kids' }],
];

const veggie: ProductRow[] = [
  ['falafel-6', 'Фалафель', 'Шесть шариков из нута, соус тахини', 249, 180, { icon: 'falafel' }],
  ['hummus', 'Хумус с питой', 'Хумус, оливковое масло, паприка, пита', 259, 250, { icon: 'flatbread' }],
  ['baba-ganoush', 'Баба гануш', 'Паста из печёного баклажана, пита', 269, 230, { icon: 'eggplant' }],
  ['tabbouleh', 'Табуле', 'Булгур, петрушка, мята, томаты, лимон', 229, 220, { icon: 'leafy-green' }],
  [
    'veggie-bowl',
    'Боул с фалафелем',
    'Фалафель, киноа, овощи, хумус, соус',
    389,
    350,
    { icon: 'bowl-with-spoon', accent: 'new' },
  ],
  [
    'stuffed-pita',
    'Пита с овощами',
    'Пита, овощи гриль, фета, соус',
    279,
    260,
    { icon: 'stuffed-flatbread' },
  ],
];

const tacos: ProductRow[] = [
  ['taco-beef', 'Тако с говядиной', 'Кукурузная тортилья, говядина, сальса, сыр', 199, 150, { icon: 'taco' }],
  [
    'taco-chicken',
    'Тако с курицей',
    'Кукурузная тортилья, курица, гуакамоле, лук',
    189,
    150,
    { icon: 'taco' },
  ],
  ['burrito-beef', 'Буррито с говядиной', 'Пшеничная тортилья, говядина, рис, фасоль, сыр', 369, 350],
  ['burrito-chicken', 'Буррито с курицей', 'Пшеничная тортилья, курица, рис, кукуруза, сыр', 339, 350],
  ['quesadilla', 'Кесадилья', 'Тортилья, курица, двойной сыр, перец', 329, 280, { icon: 'flatbread' }],
  [
    'nachos',
    'Начос',
    'Кукурузные чипсы, сырный соус, халапеньо, сальса',
    279,
    200,
    { icon: 'tamale', accent: 'spicy' },
  ],
];

const combos: ProductRow[] = [
  ['combo-lavash', 'Комбо с лавашом', 'Лаваш с курицей, картофель фри, напиток', 449, 750, { accent: 'hit' }],
  ['combo-plate', 'Комбо с тарелкой', 'Шаурма на тарелке, напиток', 499, 850],
  ['combo-burger', 'Бургер-комбо', 'Классический бургер, картофель фри, напиток', 499, 700],
  ['combo-hotdog', 'Комбо с хот-догом', 'Хот-дог, картофель фри, напиток', 349, 600],
  ['combo-two', 'Комбо на двоих', 'Два лаваша, большая порция фри, два напитка', 849, 1400, { discount: 10 }],
  ['combo-party', 'Комбо на компанию', 'Четыре лаваша, наггетсы, фри, соусы, напиток 1 л', 1599, 2600],
  ['combo-kids', 'Детское комбо', 'Детский лаваш, фри, сок', 349, 500, { accent: 'kids' }],
  ['combo-veggie', 'Вегги-комбо', 'Лаваш с фалафелем, хумус, напиток', 429, 700, { accent: 'vegan' }],
];

const breakfasts: ProductRow[] = [
  [
    'shakshuka',
    'Шакшука',
    'Яйца, томаты, перец, лук, специи, пита',
    329,
    320,
    { icon: 'shallow-pan-of-food' },
  ],
  ['omelette', 'Омлет с сыром', 'Три яйца, сыр, зелень, тост', 249, 230, { icon: 'cooking' }],
  ['syrniki', 'Сырники', 'Творожные сырники со сметаной', 269, 200, { icon: 'pancakes' }],
  ['croissant-ham', 'Круассан с ветчиной', 'Круассан, ветчина, сыр', 229, 150, { icon: 'croissant' }],
  ['waffles', 'Венские вафли', 'Вафли, ягоды, кленовый сироп', 289, 200, { icon: 'waffle' }],
  [
    'bagel-salmon',
    'Бейгл с лососем',
    'Бейгл, лосось, сливочный сыр, каперсы',
    349,
    180,
    { icon: 'bagel', accent: 'new' },
  ],
];

const kids: ProductRow[] = [
  [
    'kids-nuggets',
    'Наггетсы с фри',
    'Шесть наггетсов, картофель фри, кетчуп',
    299,
    250,
    { icon: 'poultry-leg' },
  ],
  ['kids-mini-burger', 'Мини-бургер', 'Маленькая котлета, сыр, булочка', 199, 150, { icon: 'hamburger' }],
  ['kids-corn', 'Кукуруза с маслом', 'Початок кукурузы, сливочное масло', 149, 180, { icon: 'ear-of-corn' }],
  ['kids-juice', 'Детский сок', 'Яблочный сок 0,2 л', 89, 200, { icon: 'beverage-box' }],
  ['kids-icecream', 'Мороженое в рожке', 'Пломбир', 99, 90, { icon: 'soft-ice-cream' }],
];

export const LAVASH_CATALOG: CatalogSeed = {
  background: BG,
  groups: [
    group(
      {
        alias: 'lavash',
        name: 'Лаваши',
        icon: 'stuffed-flatbread',
        unit: 'g',
        nutrition: [11, 9, 22, 220],
        showOnMain: true,
        relatedGroups: ['sauces', 'drinks'],
        modifiers: LAVASH_MODIFIERS,
      },
      lavash,
      BG,
    ),
    group(
      {
        alias: 'plates',
        name: 'Шаурма на тарелке',
        icon: 'shallow-pan-of-food',
        unit: 'g',
        nutrition: [10, 10, 18, 200],
        showOnMain: true,
        relatedGroups: ['sauces', 'drinks'],
      },
      plates,
      BG,
    ),
    group(
      {
        alias: 'grill',
        name: 'Гриль',
        icon: 'meat-on-bone',
        unit: 'g',
        nutrition: [18, 15, 3, 220],
        relatedGroups: ['sauces'],
      },
      grill,
      BG,
    ),
    group(
      {
        alias: 'burgers',
        name: 'Бургеры',
        icon: 'hamburger',
        unit: 'g',
        nutrition: [13, 14, 22, 270],
        showOnMain: true,
        relatedGroups: ['sauces', 'drinks'],
        modifiers: BURGER_MODIFIERS,
      },
      burgers,
      BG,
    ),
    group(
      {
        alias: 'hot-dogs',
        name: 'Хот-доги',
        icon: 'hot-dog',
        unit: 'g',
        nutrition: [9, 14, 24, 260],
        relatedGroups: ['sauces'],
      },
      hotDogs,
      BG,
    ),
    group(
      {
        alias: 'tacos',
        name: 'Тако и буррито',
        icon: 'burrito',
        unit: 'g',
        nutrition: [10, 9, 25, 230],
        relatedGroups: ['sauces'],
      },
      tacos,
      BG,
    ),
    group(
      { alias: 'veggie', name: 'Вегетарианское', icon: 'falafel', unit: 'g', nutrition: [7, 9, 18, 180] },
      veggie,
      BG,
    ),
    group(
      {
        alias: 'combo',
        name: 'Комбо',
        icon: 'takeout-box',
        unit: 'g',
        nutrition: [9, 10, 25, 230],
        relatedGroups: ['desserts'],
        modifiers: COMBO_MODIFIERS,
      },
      combos,
      BG,
    ),
    group(
      { alias: 'breakfasts', name: 'Завтраки', icon: 'cooking', unit: 'g', nutrition: [11, 12, 15, 210] },
      breakfasts,
      BG,
    ),
    group(
      {
        alias: 'snacks',
        name: 'Закуски',
        icon: 'french-fries',
        unit: 'g',
        nutrition: [6, 14, 30, 280],
        relatedGroups: ['sauces'],
      },
      snacks(FACTOR),
      BG,
    ),
    group(
      { alias: 'salads', name: 'Салаты', icon: 'green-salad', unit: 'g', nutrition: [6, 9, 7, 140] },
      salads(FACTOR),
      BG,
    ),
    group(
      { alias: 'soups', name: 'Супы', icon: 'pot-of-food', unit: 'g', nutrition: [4, 4, 6, 75] },
      soups(FACTOR),
      BG,
    ),
    group(
      { alias: 'kids', name: 'Детям', icon: 'teddy-bear', unit: 'g', nutrition: [8, 10, 26, 230] },
      kids,
      BG,
    ),
    group(
      {
        alias: 'desserts',
        name: 'Десерты',
        icon: 'doughnut',
        unit: 'g',
        nutrition: [5, 16, 40, 330],
        relatedGroups: ['drinks'],
      },
      desserts(FACTOR),
      BG,
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
      [
        ...drinks(FACTOR),
        ['ayran', 'Айран 0,3 л', 'Кисломолочный напиток, соль, мята', 119, 300, { icon: 'glass-of-milk' }],
        ['mate', 'Мате', 'Холодный чай мате с лимоном', 189, 330, { icon: 'mate' }],
      ],
      BG,
    ),
    group(
      { alias: 'sauces', name: 'Соусы', icon: 'jar', unit: 'g', nutrition: [1, 30, 8, 310], isRelated: true },
      [
        ...sauces(FACTOR),
        ['sauce-tahini', 'Соус тахини', 'Кунжутная паста, лимон, чеснок', 59, 25, { icon: 'jar' }],
        ['sauce-yogurt', 'Йогуртовый соус', 'Йогурт, огурец, мята', 59, 25, { icon: 'glass-of-milk' }],
      ],
      BG,
    ),
  ],
  gifts: [
    {
      alias: 'sauce-gift',
      name: 'Соус в подарок',
      description: 'Подарок к заказу',
      price: 0,
      maxCount: 2,
      conditions: [{ type: 'min_subtotal', amount: 700 }],
      icon: 'jar',
    },
    {
      alias: 'ayran-gift',
      name: 'Айран к самовывозу',
      description: 'По символической цене',
      price: 1,
      maxCount: 1,
      conditions: [
        { type: 'min_subtotal', amount: 1200 },
        { type: 'order_type', orderType: 'takeaway' },
      ],
      icon: 'glass-of-milk',
    },
  ],
  promocodes: [
    { code: 'LAVASH10', type: 'percent', value: 10, minimumOrder: 0, description: 'Скидка 10%' },
    {
      code: 'SHAURMA200',
      type: 'fixed',
      value: 200,
      minimumOrder: 1000,
      description: 'Скидка к заказу побольше',
    },
    {
      code: 'OLD2022',
      type: 'percent',
      value: 30,
      minimumOrder: 0,
      validUntil: '2022-12-31T21:00:00Z',
      description: 'Старый промокод',
    },
  ],
  packages: [
    { alias: 'paket', name: 'Пакет', price: 15, canRefuse: true, icon: null },
    { alias: 'napkins', name: 'Салфетки', price: 0, canRefuse: false, icon: null },
  ],
  promotions: [
    {
      alias: 'lavash-day',
      name: 'День лаваша',
      subtitle: 'Каждую среду',
      description: '<p>По средам любой лаваш <strong>на 20% дешевле</strong>. Только на самовывоз.</p>',
      icon: 'stuffed-flatbread',
    },
    {
      alias: 'combo-two',
      name: 'Комбо на двоих',
      subtitle: 'Два лаваша, фри и напитки',
      description:
        '<p>Берите комбо на двоих и экономьте.</p><ul><li>Лаваши на выбор</li><li>Большая порция фри</li></ul>',
      icon: 'takeout-box',
    },
    {
      alias: 'night',
      name: 'Ночной лаваш',
      subtitle: 'До 04:00 по пятницам и субботам',
      description: '<p>Ночью лаваш с собой — в центре города до четырёх утра.</p>',
      icon: 'night-with-stars',
    },
  ],
  banners: [
    {
      alias: 'breakfasts',
      name: 'Завтраки до 12:00',
      description: 'Шакшука, сырники и лаваш-завтрак',
      pageUrls: ['/'],
      from: ['2025-01-01', '08:00'],
      to: ['2030-12-31', '12:00'],
      frequency: 1,
      frequencyType: 'day',
      delaySeconds: 8,
      clickUrl: '/?group=breakfasts',
      buttonText: 'К завтракам',
      icon: 'cooking',
    },
  ],
  popular: [
    'lavash-chicken',
    'lavash-big',
    'plate-chicken',
    'burger-classic',
    'combo-lavash',
    'fries',
    'hotdog-classic',
    'ayran',
  ],
};
