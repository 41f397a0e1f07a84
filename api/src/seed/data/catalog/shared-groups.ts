// Groups both fully seeded brands sell (snacks, salads, soups, desserts, drinks, sauces), with a
// price factor so each brand keeps its own price level.
import type { ProductRow } from './build';

const p = (rows: ProductRow[], factor: number): ProductRow[] =>
  rows.map(([alias, name, description, price, weight, extras]) => [
    alias,
    name,
    description,
    Math.round((price * factor) / 10) * 10 - 1,
    weight,
    extras,
  ]);

export const salads = (factor: number) =>
  p(
    [
      [
        'caesar-chicken',
        'Цезарь с курицей',
        'Романо, курица гриль, пармезан, гренки, соус цезарь',
        390,
        220,
        { accent: 'hit' },
      ],
      [
        'caesar-shrimp',
        'Цезарь с креветками',
        'Романо, тигровые креветки, пармезан, гренки, соус цезарь',
        490,
        220,
      ],
      [
        'greek',
        'Греческий',
        'Томаты, огурцы, перец, маслины, фета, красный лук, оливковое масло',
        350,
        230,
        { accent: 'vegan', icon: 'olive' },
      ],
      ['tuna-salad', 'Салат с тунцом', 'Тунец, микс салатов, яйцо, томаты черри, соус ранч', 450, 210],
      [
        'vitamin',
        'Витаминный',
        'Капуста, морковь, яблоко, зелень, лимонная заправка',
        250,
        200,
        { accent: 'vegan', icon: 'leafy-green' },
      ],
      [
        'warm-beef',
        'Тёплый салат с говядиной',
        'Говядина, микс салатов, томаты, кунжут, соус терияки',
        520,
        230,
      ],
    ],
    factor,
  );

export const soups = (factor: number) =>
  p(
    [
      [
        'tom-yum',
        'Том ям',
        'Креветки, шампиньоны, томаты черри, кокосовое молоко, лемонграсс',
        520,
        350,
        { accent: 'spicy' },
      ],
      ['borscht', 'Борщ', 'Говядина, свёкла, капуста, картофель, сметана', 350, 350, { icon: 'pot-of-food' }],
      ['chicken-noodle', 'Куриный с лапшой', 'Куриный бульон, домашняя лапша, морковь, зелень', 290, 350],
      ['mushroom-cream', 'Грибной крем-суп', 'Шампиньоны, сливки, гренки', 320, 300, { icon: 'mushroom' }],
      ['miso', 'Мисо-суп', 'Бульон даси, тофу, водоросли вакаме, зелёный лук', 250, 300],
    ],
    factor,
  );

export const desserts = (factor: number) =>
  p(
    [
      [
        'cheesecake',
        'Чизкейк Нью-Йорк',
        'Сливочный сыр, песочный корж, ягодный соус',
        290,
        120,
        { icon: 'shortcake', accent: 'hit' },
      ],
      ['brownie', 'Брауни', 'Шоколадный бисквит с грецким орехом', 220, 90, { icon: 'chocolate-bar' }],
      ['donut', 'Пончик с глазурью', 'Пышное тесто, клубничная глазурь', 150, 80, { icon: 'doughnut' }],
      ['cookies', 'Печенье с шоколадом', 'Три печенья с кусочками шоколада', 180, 90, { icon: 'cookie' }],
      ['ice-cream', 'Мороженое пломбир', 'Сливочный пломбир, три шарика', 190, 150, { icon: 'ice-cream' }],
      [
        'apple-pie',
        'Яблочный штрудель',
        'Слоёное тесто, яблоки, корица, ванильный соус',
        260,
        140,
        { icon: 'pie' },
      ],
      ['muffin', 'Маффин черничный', 'Сдобное тесто с черникой', 160, 100, { icon: 'cupcake' }],
      [
        'panna-cotta',
        'Панна-котта',
        'Сливки, ваниль, манговый соус',
        240,
        120,
        { icon: 'custard', discount: 20 },
      ],
    ],
    factor,
  );

export const drinks = (factor: number) =>
  p(
    [
      ['cola-05', 'Кола 0,5 л', 'Газированный напиток', 150, 500, { icon: 'cup-with-straw' }],
      ['cola-1', 'Кола 1 л', 'Газированный напиток', 220, 1000, { icon: 'cup-with-straw' }],
      [
        'lemonade-05',
        'Лимонад 0,5 л',
        'Лимон, мята, газированная вода',
        190,
        500,
        { icon: 'tropical-drink' },
      ],
      [
        'orange-juice',
        'Апельсиновый сок 0,3 л',
        'Свежевыжатый апельсиновый сок',
        250,
        300,
        { icon: 'beverage-box' },
      ],
      ['apple-juice', 'Яблочный сок 0,2 л', 'Сок прямого отжима', 120, 200, { icon: 'beverage-box' }],
      ['mors', 'Клюквенный морс 0,5 л', 'Клюква, сахар, вода', 170, 500, { icon: 'tropical-drink' }],
      ['water', 'Вода негазированная 0,5 л', 'Питьевая вода', 90, 500, { icon: 'potable-water' }],
      ['sparkling-water', 'Вода газированная 0,5 л', 'Минеральная вода', 100, 500, { icon: 'potable-water' }],
      [
        'milkshake',
        'Молочный коктейль',
        'Молоко, пломбир, клубника',
        260,
        300,
        { icon: 'glass-of-milk', accent: 'kids' },
      ],
      [
        'bubble-tea',
        'Бабл-ти манго',
        'Зелёный чай, манго, шарики тапиоки',
        290,
        400,
        { icon: 'bubble-tea', accent: 'new' },
      ],
      ['tea', 'Чай чёрный', 'Чёрный чай, лимон по желанию', 110, 300, { icon: 'teacup-without-handle' }],
      ['latte', 'Латте', 'Эспрессо и молоко', 190, 300, { icon: 'hot-beverage' }],
    ],
    factor,
  );

export const sauces = (factor: number) =>
  p(
    [
      ['sauce-cheese', 'Сырный соус', 'Сливочный сыр, специи', 60, 25, { icon: 'cheese-wedge' }],
      ['sauce-garlic', 'Чесночный соус', 'Майонез, чеснок, зелень', 60, 25, { icon: 'garlic' }],
      ['sauce-bbq', 'Соус барбекю', 'Томаты, копчёная паприка, коричневый сахар', 60, 25, { icon: 'jar' }],
      ['sauce-ketchup', 'Кетчуп', 'Томатный соус', 50, 25, { icon: 'tomato' }],
      [
        'sauce-sweet-chili',
        'Кисло-сладкий соус',
        'Чили, чеснок, уксус, сахар',
        60,
        25,
        { icon: 'bell-pepper' },
      ],
      [
        'sauce-hot',
        'Острый соус',
        'Перец халапеньо, чеснок, уксус',
        60,
        25,
        { icon: 'hot-pepper', accent: 'spicy' },
      ],
      ['sauce-ranch', 'Соус ранч', 'Сметана, майонез, укроп, чеснок', 60, 25, { icon: 'jar' }],
      [
        'sauce-honey-mustard',
        'Медово-горчичный соус',
        'Мёд, горчица, майонез',
        60,
        25,
        { icon: 'honey-pot' },
      ],
    ],
    factor,
  );

export const snacks = (factor: number) =>
  p(
    [
      [
        'fries',
        'Картофель фри',
        'Хрустящий картофель, соль',
        150,
        120,
        { icon: 'french-fries', accent: 'hit' },
      ],
      [
        'potato-wedges',
        'Картофель по-деревенски',
        'Дольки картофеля со специями',
        170,
        150,
        { icon: 'potato' },
      ],
      [
        'nuggets',
        'Куриные наггетсы',
        'Куриное филе в панировке, одна штука',
        35,
        18,
        { icon: 'poultry-leg', saleMultiplicity: 6 },
      ],
      [
        'wings-bbq',
        'Крылышки барбекю',
        'Куриные крылья в соусе барбекю, одно крыло',
        55,
        40,
        { icon: 'poultry-leg', saleMultiplicity: 4, accent: 'spicy' },
      ],
      ['cheese-sticks', 'Сырные палочки', 'Моцарелла в панировке', 260, 120, { icon: 'cheese-wedge' }],
      ['onion-rings', 'Луковые кольца', 'Лук в хрустящем кляре', 190, 110, { icon: 'onion' }],
      [
        'garlic-bread',
        'Чесночный хлеб',
        'Чиабата, чесночное масло, зелень',
        160,
        120,
        { icon: 'baguette-bread' },
      ],
      [
        'shrimp-tempura',
        'Креветки темпура',
        'Тигровые креветки в кляре, соус сладкий чили',
        390,
        120,
        { icon: 'fried-shrimp' },
      ],
      [
        'corn',
        'Кукуруза гриль',
        'Початок кукурузы, сливочное масло',
        180,
        200,
        { icon: 'ear-of-corn', accent: 'new' },
      ],
      [
        'popcorn-chicken',
        'Попкорн из курицы',
        'Кусочки курицы в острой панировке',
        240,
        130,
        { icon: 'popcorn', discount: 15 },
      ],
    ],
    factor,
  );
