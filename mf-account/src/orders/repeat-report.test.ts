import type { OrderProduct } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { hasChanges, repeatReport, repricedLines } from './repeat-report';

const line = (key: string, name: string, price: number, count = 1): OrderProduct => ({
  key,
  id: Number(key.split(':')[0]),
  name,
  type: 'default',
  count,
  price,
  total: price * count,
  images: null,
  modifiers: [],
});
const cartLine = (price: number) => ({ price_with_modifiers: price }) as never;

describe('a repeated order, before the cart (spec §4 repeat)', () => {
  it('lists the lines whose unit price changed since the order', () => {
    const before = [line('1:2x1', 'Маргарита', 449, 2), line('113', 'Кола', 149)];
    const cart = { products: { '1:2x1': cartLine(499), '113': cartLine(149) } };
    expect(repricedLines(before, cart)).toEqual([
      { key: '1:2x1', name: 'Маргарита', oldPrice: 449, newPrice: 499 },
    ]);
  });

  it('ignores lines that did not come back and lines that were free', () => {
    const gift = { ...line('90', 'Подарок', 0), total: 0 };
    expect(repricedLines([line('5', 'Сет', 999), gift], { products: { '90': cartLine(10) } })).toEqual([]);
  });

  it('reports what is gone as the API says, and whether anything changed', () => {
    const gone = [{ id: 5, name: 'Сет', count: 1, reason: 'product_gone', message: 'Больше не продаётся' }];
    const report = repeatReport(null, { cart: { products: {} }, unavailable: gone });
    expect(report).toEqual({ gone, repriced: [] });
    expect(hasChanges(report)).toBe(true);
    expect(hasChanges({ gone: [], repriced: [] })).toBe(false);
  });
});
