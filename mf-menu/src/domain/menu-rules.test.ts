import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeSectionIndex,
  canIncreaseModifier,
  counterPress,
  EMPTY_MENU_FILTER,
  filterMenuGroups,
  groupScrollTop,
  homeQueryPlan,
  initialModifierSelection,
  isNearPageBottom,
  lastHourAlert,
  latestProductLine,
  locationTakesAdd,
  matchesQuery,
  menuAllergens,
  modifiersPrice,
  nonEmptyGroups,
  type PricedModifierGroup,
  type PricedModifierSpec,
  popularGroups,
  priceWithModifiers,
  productCountInCart,
  queryWithGroup,
  queryWithoutView,
  sameSelection,
  selectionToList,
  stepModifier,
} from './menu-rules';

const product = (
  name: string,
  extra: Partial<{ description: string; allergens: string[]; accent: string }> = {},
) => ({
  name,
  description: extra.description ?? '',
  allergens: extra.allergens ?? [],
  accent: extra.accent ?? null,
});

const group = (alias: string, products: ReturnType<typeof product>[], show_on_main = false) => ({
  alias,
  show_on_main,
  products,
});

describe('home groups', () => {
  it('lists only groups that have products', () => {
    const groups = [group('pizza', [product('Маргарита')]), group('empty', [])];
    expect(nonEmptyGroups(groups).map((g) => g.alias)).toEqual(['pizza']);
  });

  it('shows up to three non-empty show_on_main groups on desktop when the setting is on', () => {
    const groups = [
      group('a', [product('1')], true),
      group('b', [], true),
      group('c', [product('2')], false),
      group('d', [product('3')], true),
      group('e', [product('4')], true),
      group('f', [product('5')], true),
    ];
    expect(popularGroups(groups, true).map((g) => g.alias)).toEqual(['a', 'd', 'e']);
    expect(popularGroups(groups, false)).toEqual([]);
  });
});

describe('menu search and filters', () => {
  const menu = [
    group('pizza', [
      product('Маргарита', {
        description: 'Томаты, моцарелла',
        allergens: ['молоко', 'глютен'],
        accent: 'vegan',
      }),
      product('Диабло', {
        description: 'Острая пепперони, халапеньо',
        allergens: ['глютен'],
        accent: 'spicy',
      }),
    ]),
    group('drinks', [product('Морс ягодный', { description: 'Клюква' })]),
  ];

  it('finds a product by any words of its name or description, ignoring case and ё', () => {
    expect(matchesQuery(product('Цыплёнок барбекю'), 'цыпленок')).toBe(true);
    expect(matchesQuery(product('Маргарита', { description: 'Томаты, моцарелла' }), 'моцарелла марг')).toBe(
      true,
    );
    expect(matchesQuery(product('Маргарита'), 'пепперони')).toBe(false);
    expect(matchesQuery(product('Маргарита'), '   ')).toBe(true);
  });

  it('keeps the whole menu without a filter', () => {
    expect(filterMenuGroups(menu, EMPTY_MENU_FILTER)).toHaveLength(2);
  });

  it('hides products with an excluded allergen and drops groups left empty', () => {
    const result = filterMenuGroups(menu, { ...EMPTY_MENU_FILTER, excludeAllergens: ['Глютен'] });
    expect(result.map((g) => g.alias)).toEqual(['drinks']);
  });

  it('applies the dietary filters', () => {
    const names = (dietary: ('vegan' | 'noSpicy' | 'kids')[]) =>
      filterMenuGroups(menu, { ...EMPTY_MENU_FILTER, dietary }).flatMap((g) => g.products.map((p) => p.name));
    expect(names(['vegan'])).toEqual(['Маргарита']);
    expect(names(['noSpicy'])).toEqual(['Маргарита', 'Морс ягодный']);
    expect(names(['kids'])).toEqual([]);
  });

  it('lists the allergens of the menu once each, in alphabetical order', () => {
    expect(menuAllergens(menu)).toEqual(['глютен', 'молоко']);
  });
});

describe('category bar', () => {
  it('makes active the last section whose top has reached the line under the bar', () => {
    expect(activeSectionIndex([500, 1500, 2500], 160)).toBe(0);
    expect(activeSectionIndex([-900, 160, 1160], 160)).toBe(1);
    expect(activeSectionIndex([-2000, -1000, 100], 160)).toBe(2);
  });

  it('hides near the page bottom', () => {
    expect(isNearPageBottom(5000, 800, 6000)).toBe(true);
    expect(isNearPageBottom(1000, 800, 6000)).toBe(false);
  });

  it('scrolls a group below the header with the 80/100 px offset', () => {
    expect(groupScrollTop(2000, 60, 100)).toBe(1840);
    expect(groupScrollTop(120, 100, 80)).toBe(0);
  });
});

describe('home URL query', () => {
  it('scrolls to group (or tab), opens the cart for view=cart', () => {
    expect(homeQueryPlan(new URLSearchParams('group=pizza&view=cart'))).toEqual({
      scrollTo: 'pizza',
      openCart: true,
      canRewrite: true,
    });
    expect(homeQueryPlan(new URLSearchParams('tab=rolls')).scrollTo).toBe('rolls');
  });

  it('keeps an order outcome at the top: no scroll to the group the return URL carries, no rewrite', () => {
    const back = new URLSearchParams('state=payment-success&order_id=7&group=pizza');
    expect(homeQueryPlan(back)).toMatchObject({ scrollTo: null, canRewrite: false });
    expect(queryWithGroup(back, 'rolls')).toBeNull();
  });

  it('updates group as the active group changes', () => {
    expect(queryWithGroup(new URLSearchParams('group=pizza&x=1'), 'rolls')?.toString()).toBe(
      'group=rolls&x=1',
    );
    expect(queryWithGroup(new URLSearchParams('group=rolls'), 'rolls')).toBeNull();
  });

  it('never rewrites the URL when utm_source or modal is present', () => {
    expect(queryWithGroup(new URLSearchParams('utm_source=vk'), 'rolls')).toBeNull();
    expect(queryWithGroup(new URLSearchParams('modal=CartModal'), 'rolls')).toBeNull();
    expect(queryWithoutView(new URLSearchParams('view=cart&utm_source=vk'))).toBeNull();
  });

  it('drops view=cart once the cart has opened', () => {
    expect(queryWithoutView(new URLSearchParams('view=cart&group=pizza'))?.toString()).toBe('group=pizza');
  });
});

describe('card counters', () => {
  const lines = [
    { key: '1:2x1', id: 1, count: 2, added_at: '2026-03-06T10:00:00Z' },
    { key: '1:3x1', id: 1, count: 1, added_at: '2026-03-06T11:00:00Z' },
    { key: '5', id: 5, count: 4, added_at: '2026-03-06T09:00:00Z' },
  ];

  it('counts a product over all its lines', () => {
    expect(productCountInCart(lines, 1)).toBe(3);
    expect(productCountInCart(lines, 9)).toBe(0);
  });

  it('acts on the most recently added line of the product', () => {
    expect(latestProductLine(lines, 1)?.key).toBe('1:3x1');
    expect(latestProductLine(lines, 9)).toBeNull();
  });

  it('sends add at once, holds removals, and lets a plus cancel a waiting removal', () => {
    expect(counterPress(0, 'plus')).toEqual({ pendingRemovals: 0, addNow: true });
    expect(counterPress(0, 'minus')).toEqual({ pendingRemovals: 1, addNow: false });
    expect(counterPress(2, 'plus')).toEqual({ pendingRemovals: 1, addNow: false });
  });
});

describe('modifier counters and price', () => {
  const toppings: PricedModifierGroup = {
    id: 3,
    min: 0,
    max: 3,
    modifiers: [
      { id: 7, min: 0, max: 2, price: 79 },
      { id: 8, min: 0, max: 2, price: 89 },
      { id: 9, min: 0, max: 1, price: 49, type: 'stop' },
    ],
  };
  const size: PricedModifierGroup = {
    id: 1,
    min: 1,
    max: 1,
    modifiers: [
      { id: 2, min: 0, max: 1, price: 0, count: 1 },
      { id: 3, min: 0, max: 1, price: 150 },
    ],
  };
  const crust = { id: 1, min: 0, max: 1, price: 129 };
  const spec: PricedModifierSpec = { single: [crust], groups: [size, toppings] };

  it('opens with the server preselection', () => {
    expect(initialModifierSelection(spec)).toEqual({ 2: 1 });
  });

  it('opens with the required choices when the server preselects nothing', () => {
    const plain = {
      single: [],
      groups: [{ ...size, modifiers: size.modifiers.map((m) => ({ ...m, count: 0 })) }],
    };
    expect(initialModifierSelection(plain)).toEqual({ 2: 1 });
  });

  it('stops plus at the modifier max and at the group max', () => {
    let selection: Record<number, number> = {};
    selection = stepModifier(toppings.modifiers[0]!, toppings, selection, 1);
    selection = stepModifier(toppings.modifiers[0]!, toppings, selection, 1);
    expect(canIncreaseModifier(toppings.modifiers[0]!, toppings, selection)).toBe(false);
    selection = stepModifier(toppings.modifiers[0]!, toppings, selection, 1);
    expect(selection[7]).toBe(2);
    selection = stepModifier(toppings.modifiers[1]!, toppings, selection, 1);
    expect(canIncreaseModifier(toppings.modifiers[1]!, toppings, selection)).toBe(false);
    expect(stepModifier(toppings.modifiers[1]!, toppings, selection, 1)).toEqual(selection);
  });

  it('never adds a stopped modifier and never goes below 0', () => {
    expect(stepModifier(toppings.modifiers[2]!, toppings, {}, 1)).toEqual({});
    expect(stepModifier(toppings.modifiers[0]!, toppings, {}, -1)).toEqual({});
  });

  it('keeps a group within its max whatever is pressed', () => {
    const presses = fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom<1 | -1>(1, -1)));
    fc.assert(
      fc.property(presses, (steps) => {
        let selection: Record<number, number> = {};
        for (const [index, delta] of steps)
          selection = stepModifier(toppings.modifiers[index]!, toppings, selection, delta);
        const total = toppings.modifiers.reduce((sum, m) => sum + (selection[m.id] ?? 0), 0);
        expect(total).toBeLessThanOrEqual(toppings.max);
        for (const m of toppings.modifiers) expect(selection[m.id] ?? 0).toBeLessThanOrEqual(m.max);
      }),
    );
  });

  it('adds price × count of each chosen modifier to the product price', () => {
    const selection = { 1: 1, 3: 1, 7: 2 };
    expect(modifiersPrice(spec, selection)).toBe(129 + 150 + 158);
    expect(priceWithModifiers(449, spec, selection)).toBe(886);
    expect(
      priceWithModifiers(3.5, { single: [{ id: 1, min: 0, max: 3, price: 0.1 }], groups: [] }, { 1: 3 }),
    ).toBe(3.8);
  });

  it('sends the chosen modifiers by id and compares selections by content', () => {
    expect(selectionToList({ 8: 1, 2: 1, 7: 0 })).toEqual([
      { id: 2, count: 1 },
      { id: 8, count: 1 },
    ]);
    expect(sameSelection({ 2: 1, 7: 0 }, { 2: 1 })).toBe(true);
    expect(sameSelection({ 2: 1 }, { 3: 1 })).toBe(false);
  });
});

describe('last-work-hour alert', () => {
  const windows = [{ from: 600, to: 1380 }];
  const base = { brand: 'shawarma', orderType: 'takeaway' as const, countryCode: 'RU', windows };

  it('shows the minutes left within the last hour, for the one brand in takeaway', () => {
    expect(lastHourAlert({ ...base, minutes: 1340 })).toEqual({ visible: true, minutesLeft: 40 });
    expect(lastHourAlert({ ...base, minutes: 1300 })).toEqual({ visible: false, minutesLeft: 0 });
  });

  it('is hidden for other brands, for delivery and in country TR', () => {
    expect(lastHourAlert({ ...base, brand: 'pizza', minutes: 1340 }).visible).toBe(false);
    expect(lastHourAlert({ ...base, orderType: 'delivery', minutes: 1340 }).visible).toBe(false);
    expect(lastHourAlert({ ...base, countryCode: 'TR', minutes: 1340 }).visible).toBe(false);
  });

  it('counts a night shift past midnight for the previous day and is gone at zero', () => {
    const night = [{ from: 600, to: 1560 }];
    // 01:30 belongs to the previous business day as minute 1530: 30 minutes left until 02:00.
    expect(lastHourAlert({ ...base, windows: night, minutes: 1530 })).toEqual({
      visible: true,
      minutesLeft: 30,
    });
    expect(lastHourAlert({ ...base, windows: night, minutes: 1560 }).visible).toBe(false);
  });
});

describe('an add the server takes as it is', () => {
  const none = { shopId: null, deliveryAddress: null, deliveryZoneId: null };
  it('takeaway needs a shop; delivery needs an address and its zone', () => {
    expect(locationTakesAdd({ ...none, orderType: 'takeaway', shopId: 3 })).toBe(true);
    expect(locationTakesAdd({ ...none, orderType: 'takeaway' })).toBe(false);
    const address = { address: 'Тверская улица, 3' };
    expect(
      locationTakesAdd({ ...none, orderType: 'delivery', deliveryAddress: address, deliveryZoneId: 2 }),
    ).toBe(true);
    expect(locationTakesAdd({ ...none, orderType: 'delivery', deliveryAddress: address })).toBe(false);
    expect(locationTakesAdd({ ...none, orderType: 'delivery', deliveryZoneId: 2 })).toBe(false);
    // A shop chosen earlier does not make a delivery add go through.
    expect(locationTakesAdd({ ...none, orderType: 'delivery', shopId: 3 })).toBe(false);
  });
});
