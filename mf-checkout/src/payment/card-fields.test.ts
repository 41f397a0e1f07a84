import { describe, expect, it } from 'vitest';
import { cardComplete, maskCardNumber, maskCvv, maskExpiry } from './card-fields';

describe('card masks (spec §5)', () => {
  it('groups the number by four up to 19 characters', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242-42a4')).toBe('4242 424');
    expect(maskCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(cardComplete.number(maskCardNumber('4242424242424242'))).toBe(true);
    expect(cardComplete.number(maskCardNumber('424242424242'))).toBe(false);
  });

  it('writes the expiry as MM / YY', () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('123')).toBe('12 / 3');
    expect(maskExpiry('12/34')).toBe('12 / 34');
    expect(cardComplete.expiry(maskExpiry('1234'))).toBe(true);
  });

  it('keeps up to four CVV digits and needs at least three', () => {
    expect(maskCvv('12a345')).toBe('1234');
    expect(cardComplete.cvv('12')).toBe(false);
    expect(cardComplete.cvv('123')).toBe(true);
  });
});
