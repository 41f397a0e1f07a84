import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choosePlural, pluralCategory, pluralRu, russianPluralForm } from './plural';

const goods = ['товар', 'товара', 'товаров'] as const;

describe('Russian plural rules (1, 2–4, 5+)', () => {
  it('uses the "one" form for 1, 21, 101', () => {
    for (const n of [1, 21, 101, 1001]) expect(pluralRu(n, goods)).toBe('товар');
  });

  it('uses the "few" form for 2–4, 22–24', () => {
    for (const n of [2, 3, 4, 22, 23, 24, 102]) expect(pluralRu(n, goods)).toBe('товара');
  });

  it('uses the "many" form for 0, 5–20 and 25–30', () => {
    for (const n of [0, 5, 9, 10, 20, 25, 30, 100]) expect(pluralRu(n, goods)).toBe('товаров');
  });

  it('uses the "many" form for 11–14 and 111–114', () => {
    for (const n of [11, 12, 13, 14, 111, 112, 113, 114]) expect(pluralRu(n, goods)).toBe('товаров');
  });

  it('ignores the sign', () => {
    expect(pluralRu(-2, goods)).toBe('товара');
  });

  it('agrees with Intl.PluralRules("ru") for every non-negative integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(russianPluralForm(n)).toBe(pluralCategory('ru', n));
      }),
    );
  });
});

describe('generic plural wrapper', () => {
  it('chooses the CLDR category of the locale', () => {
    expect(choosePlural('en', 1, { one: 'item', other: 'items' })).toBe('item');
    expect(choosePlural('en', 2, { one: 'item', other: 'items' })).toBe('items');
    expect(choosePlural('uk', 3, { one: 'товар', few: 'товари', many: 'товарів', other: 'товару' })).toBe(
      'товари',
    );
  });

  it('falls back to "other" when a form is missing', () => {
    expect(choosePlural('ru', 5, { other: 'шт.' })).toBe('шт.');
  });
});
