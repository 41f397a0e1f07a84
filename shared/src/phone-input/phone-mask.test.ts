import { describe, expect, it } from 'vitest';
import { attachPhoneMask, createPhoneFormatter, imaskPattern } from './phone-mask';

const ru = { code: '+7', mask: '+7 (###) ###-##-##', country_code: 'RU' };
const tr = { code: '+90', mask: '+90 (###) ###-##-##', country_code: 'TR' };
const de = { code: '+49', mask: '+49 ### ########', country_code: 'DE' };

describe('imaskPattern', () => {
  it('turns each # into a digit slot and keeps the rest fixed, escaping what imask reads as syntax', () => {
    expect(imaskPattern(ru.mask)).toBe('+7 (000) 000-00-00');
    expect(imaskPattern(tr.mask)).toBe('+9\\0 (000) 000-00-00');
    expect(imaskPattern('+1 [###] a*{}`')).toBe('+1 \\[000\\] \\a\\*\\{\\}\\`');
  });
});

describe('createPhoneFormatter (imask with the spec rules, spec §5)', () => {
  it('formats a stored or pasted phone in any of its shapes', () => {
    const format = createPhoneFormatter(ru);
    for (const value of [
      '79161234567',
      '89161234567',
      '+8 916 123 45 67',
      '9161234567',
      '+7 (916) 123-45-67',
    ])
      expect(format(value)).toBe('+7 (916) 123-45-67');
  });

  it('opens the prefix for the bare code and empties what holds no digit', () => {
    const format = createPhoneFormatter(ru);
    expect(format('7')).toBe('+7 (');
    expect(format('+7 (')).toBe('+7 (');
    expect(format('+7 ')).toBe('');
    expect(format('abc')).toBe('');
    expect(format('')).toBe('');
  });

  it('does not let a national digit vanish into a fixed digit of the code', () => {
    expect(createPhoneFormatter(tr)('9161234567')).toBe('+90 (916) 123-45-67');
    expect(createPhoneFormatter(tr)('05321234567')).toBe('+90 (532) 123-45-67');
    expect(createPhoneFormatter(ru)('7011234567')).toBe('+7 (701) 123-45-67');
    expect(createPhoneFormatter(de)('4915112345678')).toBe('+49 151 12345678');
  });

  it('stops at the mask: extra digits are cut', () => {
    expect(createPhoneFormatter(ru)('+7 916 123 45 67 89')).toBe('+7 (916) 123-45-67');
  });
});

describe('attachPhoneMask', () => {
  it('moves the national digits to another country, whatever digits the new code has', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const mask = attachPhoneMask(input, tr);
    mask.imask.value = '5321234567';
    expect(input.value).toBe('+90 (532) 123-45-67');
    mask.setRule(de, mask.imask.unmaskedValue);
    expect(input.value).toBe('+49 532 1234567');
    mask.setRule(tr, '');
    expect(input.value).toBe('');
    mask.destroy();
    input.remove();
  });

  it('replaces a selection made without a key (mouse, autofill) by what is pasted over it', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const mask = attachPhoneMask(input, ru);
    mask.imask.value = '9160000000';
    // What a browser does for a paste over a mouse selection: no keydown, a beforeinput, the new text.
    input.setSelectionRange(0, input.value.length);
    input.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: '89161234567' }));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '89161234567');
    input.setSelectionRange(11, 11);
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', data: '89161234567' }));
    expect(input.value).toBe('+7 (916) 123-45-67');
    mask.destroy();
    input.remove();
  });
});
