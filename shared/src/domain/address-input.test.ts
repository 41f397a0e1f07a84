import { describe, expect, it } from 'vitest';
import { canSuggestAddress, isAllowedAddressInput } from './address-input';

describe('address field (spec §5)', () => {
  it('allows Latin and Cyrillic letters, digits, hyphen, slash, period, comma and space', () => {
    expect(isAllowedAddressInput('ул. Тверская, 12/2')).toBe(true);
    expect(isAllowedAddressInput('Friedrichstraße 43-45')).toBe(true);
    expect(isAllowedAddressInput('İstiklal Caddesi 5')).toBe(true);
    expect(isAllowedAddressInput('вул. Хрещатик, 22')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const text of ['Tverskaya #1', '<script>', 'a;b', 'дом №5', '5 (rear)', 'a_b', '🍕']) {
      expect(isAllowedAddressInput(text)).toBe(false);
    }
  });

  it('suggests from 2 characters', () => {
    expect(canSuggestAddress('т')).toBe(false);
    expect(canSuggestAddress('тв')).toBe(true);
  });
});
