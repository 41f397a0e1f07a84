import { describe, expect, it } from 'vitest';
import {
  canCheckAddress,
  canSuggestAddress,
  isAllowedAddressInput,
  sanitizeAddressInput,
} from './address-input';

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
    expect(sanitizeAddressInput('дом №5; <b>')).toBe('дом 5 b');
  });

  it('suggests from 2 characters and checks manually from 3', () => {
    expect(canSuggestAddress('т')).toBe(false);
    expect(canSuggestAddress('тв')).toBe(true);
    expect(canCheckAddress('тв')).toBe(false);
    expect(canCheckAddress('тве')).toBe(true);
  });
});
