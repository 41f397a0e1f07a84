import { describe, expect, it } from 'vitest';
import { formatPrice, hasFraction } from './price';

const nbsp = '\u00A0';

describe('formatPrice (spec §9)', () => {
  it('shows a whole price without decimals when fractional prices are off', () => {
    expect(formatPrice(499, { currency: '₽' })).toBe(`499${nbsp}₽`);
  });

  it('shows two decimals when fractional prices are enabled', () => {
    expect(formatPrice(499, { currency: '₽', fractional: true })).toBe(`499,00${nbsp}₽`);
  });

  it('shows two decimals when the value has a fraction', () => {
    expect(formatPrice(499.5, { currency: '₽' })).toBe(`499,50${nbsp}₽`);
  });

  it('formats in Russian locale: space-grouped thousands, comma decimals', () => {
    expect(formatPrice(1234567.8, { currency: '₸' })).toBe(`1${nbsp}234${nbsp}567,80${nbsp}₸`);
  });

  it('uses the city currency and may omit it', () => {
    expect(formatPrice(10, { currency: 'TL' })).toBe(`10${nbsp}TL`);
    expect(formatPrice(10)).toBe('10');
  });

  it('does not mistake float noise for a fraction', () => {
    expect(formatPrice(0.1 + 0.2 + 0.7)).toBe('1');
    expect(hasFraction(100.000000001)).toBe(false);
    expect(hasFraction(0.01)).toBe(true);
  });
});
