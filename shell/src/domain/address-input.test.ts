import { describe, expect, it } from 'vitest';
import { canCheckAddress, sanitizeAddressInput } from './address-input';

describe('header address field (spec §5)', () => {
  it('drops the characters the field refuses, as typing would', () => {
    expect(sanitizeAddressInput('дом №5; <b>')).toBe('дом 5 b');
    expect(sanitizeAddressInput('ул. Тверская, 12/2')).toBe('ул. Тверская, 12/2');
  });

  it('checks an address manually from 3 characters', () => {
    expect(canCheckAddress('тв')).toBe(false);
    expect(canCheckAddress('тве')).toBe(true);
    expect(canCheckAddress('тве #')).toBe(false);
  });
});
