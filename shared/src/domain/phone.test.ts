import { describe, expect, it } from 'vitest';
import {
  applyPhoneMask,
  caretAfterNationalDigits,
  DEFAULT_PHONE_MASK,
  findPhoneMask,
  formatPhone,
  isPhoneComplete,
  maskPhoneInput,
  nationalDigits,
  type PhoneMaskRule,
  phoneCodeDigits,
  phoneDigits,
  phoneHref,
  phoneMaskPrefix,
  phoneMaskSlots,
  phonePlaceholder,
  pickPhoneMask,
} from './phone';

const ru: PhoneMaskRule = { code: '+7', mask: '+7 (###) ###-##-##', country_code: 'RU' };
const kz: PhoneMaskRule = { code: '+7', mask: '+7 (###) ###-##-##', country_code: 'KZ' };
const tr: PhoneMaskRule = { code: '+90', mask: '+90 (###) ###-##-##', country_code: 'TR' };
const de: PhoneMaskRule = { code: '+49', mask: '+49 ### ########', country_code: 'DE' };
const by: PhoneMaskRule = { code: '+375', mask: '+375 (##) ###-##-##', country_code: 'BY' };

describe('phone (spec §5)', () => {
  describe('the value sent', () => {
    it('is sent with all non-digits removed', () => {
      expect(phoneDigits('+7 (916) 123-45-67')).toBe('79161234567');
      expect(phoneDigits(null)).toBe('');
    });
  });

  describe('masks from the city phone_masks', () => {
    it('counts the digit slots and reads the country code', () => {
      expect(phoneMaskSlots(ru.mask)).toBe(10);
      expect(phoneMaskSlots(by.mask)).toBe(9);
      expect(phoneCodeDigits(tr)).toBe('90');
      expect(phoneCodeDigits({ code: '+49', mask: '(###) ###', country_code: 'DE' })).toBe('49');
    });

    it('masks typed national digits as they come, without a dangling separator', () => {
      expect(applyPhoneMask('9', ru)).toBe('+7 (9');
      expect(applyPhoneMask('916', ru)).toBe('+7 (916');
      expect(applyPhoneMask('9161', ru)).toBe('+7 (916) 1');
      expect(applyPhoneMask('9161234567', ru)).toBe('+7 (916) 123-45-67');
    });

    it('reads a value that already carries the code', () => {
      expect(applyPhoneMask('+7 (916) 123-45-67', ru)).toBe('+7 (916) 123-45-67');
      expect(applyPhoneMask('79161234567', ru)).toBe('+7 (916) 123-45-67');
      expect(applyPhoneMask('+7 7', kz)).toBe('+7 (7');
      expect(applyPhoneMask('+90 532 123 45 67', tr)).toBe('+90 (532) 123-45-67');
    });

    it('ignores digits beyond the mask', () => {
      expect(applyPhoneMask('+7 (916) 123-45-678', ru)).toBe('+7 (916) 123-45-67');
    });

    it('leaves an empty field empty, also when only the prefix is left', () => {
      expect(applyPhoneMask('', ru)).toBe('');
      expect(applyPhoneMask('+7 ', ru)).toBe('');
      expect(applyPhoneMask('+7 (', ru)).toBe('');
    });

    it('drops a domestic trunk prefix that does not fit', () => {
      expect(applyPhoneMask('05321234567', tr)).toBe('+90 (532) 123-45-67');
    });

    it('tells when a masked phone is complete', () => {
      expect(isPhoneComplete('+7 (916) 123-45-67', ru)).toBe(true);
      expect(isPhoneComplete('+7 (916) 123-45-6', ru)).toBe(false);
      expect(isPhoneComplete('', ru)).toBe(false);
      expect(isPhoneComplete('+375 (29) 123-45-67', by)).toBe(true);
    });

    it('gives the prefix shown on focus and a placeholder in the shape of the mask', () => {
      expect(phoneMaskPrefix(ru)).toBe('+7 (');
      expect(phoneMaskPrefix(de)).toBe('+49 ');
      expect(phonePlaceholder(ru)).toBe('+7 (___) ___-__-__');
    });

    it('reads national digits under a mask', () => {
      expect(nationalDigits('+90 (532) 1', tr)).toBe('5321');
      expect(nationalDigits('5321', tr)).toBe('5321');
    });
  });

  describe('while typing', () => {
    it('shows the prefix once the code is typed, before any national digit', () => {
      expect(maskPhoneInput('7', ru)).toBe('+7 (');
      expect(maskPhoneInput('90', tr)).toBe('+90 (');
      expect(maskPhoneInput('+7 (', ru)).toBe('+7 (');
    });

    it('empties the field when the prefix is deleted into, so backspace never sticks', () => {
      expect(maskPhoneInput('+7 ', ru)).toBe('');
      expect(maskPhoneInput('+7(', ru)).toBe('');
      expect(maskPhoneInput('+49', de)).toBe('');
      expect(maskPhoneInput('', ru)).toBe('');
    });

    it('masks the digits typed after the prefix', () => {
      expect(maskPhoneInput('+7 (9', ru)).toBe('+7 (9');
      expect(maskPhoneInput('+7 (916) 1', ru)).toBe('+7 (916) 1');
      expect(maskPhoneInput('8', ru)).toBe('+7 (8');
    });
  });

  describe('a leading +8 9 is rewritten to +79', () => {
    it('rewrites +8 9… typed or pasted', () => {
      expect(applyPhoneMask('+8 916 123-45-67', ru)).toBe('+7 (916) 123-45-67');
      expect(applyPhoneMask('+89161234567', ru)).toBe('+7 (916) 123-45-67');
    });

    it('rewrites the domestic 8 9… form', () => {
      expect(applyPhoneMask('89161234567', ru)).toBe('+7 (916) 123-45-67');
      expect(applyPhoneMask('8 (916) 123-45-67', ru)).toBe('+7 (916) 123-45-67');
    });

    it('rewrites an 8 typed before the 9 after the +7 prefix', () => {
      expect(applyPhoneMask('+7 (89', ru)).toBe('+7 (9');
    });

    it('keeps 8-numbers that are real national codes (8 800 toll-free)', () => {
      expect(applyPhoneMask('+7 (800) 234-78-90', ru)).toBe('+7 (800) 234-78-90');
      expect(applyPhoneMask('88002347890', ru)).toBe('+7 (800) 234-78-90');
    });
  });

  describe('default mask', () => {
    it('falls back to the RU +7 mask when a city has no masks', () => {
      expect(pickPhoneMask([])).toBe(DEFAULT_PHONE_MASK);
      expect(pickPhoneMask([tr, ru], 'RU')).toBe(ru);
      expect(pickPhoneMask([tr, ru], 'XX')).toBe(tr);
    });
  });

  describe('display of a stored phone', () => {
    it('formats an E.164 or digits-only phone with the mask that fits it', () => {
      expect(formatPhone('+78002347890', [ru])).toBe('+7 (800) 234-78-90');
      expect(formatPhone('905321234567', [ru, tr])).toBe('+90 (532) 123-45-67');
      expect(formatPhone('375291234567', [tr, by])).toBe('+375 (29) 123-45-67');
      expect(formatPhone('79161234567')).toBe('+7 (916) 123-45-67');
    });

    it('shows a phone no mask fits as + and its digits', () => {
      expect(formatPhone('4930123', [ru])).toBe('+4930123');
      expect(formatPhone('')).toBe('');
    });

    it('finds the mask of a stored phone by the longest fitting code', () => {
      expect(findPhoneMask('905321234567', [ru, tr])).toBe(tr);
      expect(findPhoneMask('79161234567', [tr, kz, ru])).toBe(kz);
      expect(findPhoneMask('123', [ru])).toBeUndefined();
    });

    it('links a phone as tel:+digits', () => {
      expect(phoneHref('+7 (800) 234-78-90')).toBe('tel:+78002347890');
    });
  });

  describe('caret placement', () => {
    it('stands after the n-th national digit', () => {
      expect(caretAfterNationalDigits('+7 (916) 123-45-67', 3, ru)).toBe(7);
      expect(caretAfterNationalDigits('+7 (916) 123-45-67', 4, ru)).toBe(10);
      expect(caretAfterNationalDigits('+7 (916) 123-45-67', 0, ru)).toBe(4);
      expect(caretAfterNationalDigits('+7 (916', 10, ru)).toBe(7);
    });
  });
});
