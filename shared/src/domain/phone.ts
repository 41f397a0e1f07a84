// Phone rules of spec §5: digits-only value sent, masks from the city's phone_masks, the +8 9 → +79
// rewrite and the default +7 mask for RU.

/** The fields of a city's `phone_masks` entry the rules read (the contract's PhoneMask fits). */
export interface PhoneMaskRule {
  /** Dialling prefix with the plus: `+7`, `+90`. */
  code: string;
  /** `#` stands for one digit: `+7 (###) ###-##-##`. */
  mask: string;
  country_code: string;
}

/** A digit slot in a mask. */
const PHONE_MASK_SLOT = '#';
/** Spec §5: the default prefix is +7 for country code RU. */
const DEFAULT_PHONE_COUNTRY = 'RU';
export const DEFAULT_PHONE_MASK: PhoneMaskRule = {
  code: '+7',
  mask: '+7 (###) ###-##-##',
  country_code: DEFAULT_PHONE_COUNTRY,
};

/** What is sent to the API: the phone with every non-digit removed (`+7 (916) 123-45-67` → `79161234567`). */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** How many digits the mask takes after its country code. */
export function phoneMaskSlots(mask: string): number {
  return mask.split(PHONE_MASK_SLOT).length - 1;
}

/** The country-code digits: those the mask writes before its first slot, else the rule's code. */
export function phoneCodeDigits(rule: PhoneMaskRule): string {
  const slot = rule.mask.indexOf(PHONE_MASK_SLOT);
  const literal = phoneDigits(slot === -1 ? rule.mask : rule.mask.slice(0, slot));
  return literal || phoneDigits(rule.code);
}

// A leading 0 (most of Europe, Turkey) or 8 (Russia, Kazakhstan) is a domestic trunk prefix, never
// part of the national number once the country code is there.
const TRUNK_PREFIXES = ['0', '8'];

/**
 * The national digits a value holds under a mask (no country code). The value may be anything typed
 * or pasted: `9161234567`, `+7 (916) 123-45-67`, `89161234567`, `+8 916…`.
 */
export function nationalDigits(value: string | null | undefined, rule: PhoneMaskRule): string {
  const raw = (value ?? '').trim();
  const digits = phoneDigits(raw);
  const code = phoneCodeDigits(rule);
  const slots = phoneMaskSlots(rule.mask);
  // The code is part of the value when the value says so (a leading +) or cannot fit without it.
  const hasCode =
    code !== '' &&
    digits.startsWith(code) &&
    (raw.startsWith('+') || digits.length > slots || digits === code);
  let national = hasCode ? digits.slice(code.length) : digits;
  // Spec §5: a leading +8 9 becomes +79. Under +7 no national number starts with 89 (8 is the trunk
  // prefix before a 9xx mobile code), so that 8 is dropped wherever it was typed.
  if (code === '7' && national.startsWith('89')) national = national.slice(1);
  else if (national.length > slots && TRUNK_PREFIXES.includes(national[0] ?? ''))
    national = national.slice(1);
  return national.slice(0, slots);
}

/** Writes national digits into a mask, stopping after the last digit (no dangling `) ` or `-`). */
function fillMask(mask: string, national: string): string {
  if (!national) return '';
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (char === PHONE_MASK_SLOT) {
      if (next >= national.length) break;
      out += national[next++];
    } else {
      if (next >= national.length && next > 0) break;
      out += char;
    }
  }
  return out;
}

/**
 * Formats what was typed with the mask: `applyPhoneMask('89161234567', ru)` → `+7 (916) 123-45-67`,
 * `applyPhoneMask('916', ru)` → `+7 (916`. Nothing national typed → '' (an empty field stays empty).
 */
export function applyPhoneMask(value: string | null | undefined, rule: PhoneMaskRule): string {
  return fillMask(rule.mask, nationalDigits(value, rule));
}

/**
 * What a phone field shows while someone types: the masked value, or just the mask's prefix (`+7 (`)
 * once they have started with the code (`+7`, `7`, `+8`) but typed no national digit yet. Deleting
 * into the prefix empties the field, so backspace never gets stuck on it.
 */
export function maskPhoneInput(value: string | null | undefined, rule: PhoneMaskRule): string {
  const masked = applyPhoneMask(value, rule);
  if (masked) return masked;
  const raw = value ?? '';
  const prefix = phoneMaskPrefix(rule);
  // The code typed bare (`7`) starts the number; the prefix cut short (`+7 `, `+49`) is a deletion.
  const codeTyped = raw === phoneCodeDigits(rule);
  return phoneDigits(raw) !== '' && (codeTyped || raw.length >= prefix.length) ? prefix : '';
}

/** A masked phone is complete when every slot of its mask holds a digit. */
export function isPhoneComplete(value: string | null | undefined, rule: PhoneMaskRule): boolean {
  return nationalDigits(value, rule).length === phoneMaskSlots(rule.mask);
}

/** The mask's text before its first slot: the prefix a field shows on focus (`+7 (`). */
export function phoneMaskPrefix(rule: PhoneMaskRule): string {
  const slot = rule.mask.indexOf(PHONE_MASK_SLOT);
  return slot === -1 ? rule.mask : rule.mask.slice(0, slot);
}

/** A placeholder that shows the shape to type: `+7 (___) ___-__-__`. */
export function phonePlaceholder(rule: PhoneMaskRule): string {
  return rule.mask.replaceAll(PHONE_MASK_SLOT, '_');
}

/**
 * The mask a stored phone (digits or E.164) belongs to: the longest country code it starts with and
 * whose mask fits its length exactly; undefined when none fits.
 */
export function findPhoneMask<T extends PhoneMaskRule>(
  phone: string | null | undefined,
  masks: readonly T[],
): T | undefined {
  const digits = phoneDigits(phone);
  if (!digits) return undefined;
  return [...masks]
    .sort((a, b) => phoneCodeDigits(b).length - phoneCodeDigits(a).length)
    .find((rule) => {
      const code = phoneCodeDigits(rule);
      return digits.startsWith(code) && digits.length - code.length === phoneMaskSlots(rule.mask);
    });
}

/**
 * A stored phone for display: `formatPhone('+78002347890', city.phone_masks)` → `+7 (800) 234-78-90`.
 * A phone no mask fits is shown as `+` and its digits.
 */
export function formatPhone(phone: string | null | undefined, masks: readonly PhoneMaskRule[] = []): string {
  const digits = phoneDigits(phone);
  if (!digits) return '';
  const rule = findPhoneMask(digits, masks.length ? masks : [DEFAULT_PHONE_MASK]);
  return rule ? fillMask(rule.mask, digits.slice(phoneCodeDigits(rule).length)) : `+${digits}`;
}

/** The `tel:` href of a stored phone. */
export function phoneHref(phone: string | null | undefined): string {
  return `tel:+${phoneDigits(phone)}`;
}

/**
 * The mask a field starts with: the remembered or wanted country's, else the city's first (its own
 * country), else the default RU +7 mask.
 */
export function pickPhoneMask<T extends PhoneMaskRule>(
  masks: readonly T[],
  countryCode?: string | null,
): T | PhoneMaskRule {
  return masks.find((rule) => rule.country_code === countryCode) ?? masks[0] ?? DEFAULT_PHONE_MASK;
}

/**
 * Where the caret belongs in a masked value to stand after `digitCount` national digits, so typing in
 * the middle of a number does not throw the caret to the end.
 */
export function caretAfterNationalDigits(masked: string, digitCount: number, rule: PhoneMaskRule): number {
  const prefix = phoneMaskPrefix(rule);
  if (!masked.startsWith(prefix)) return masked.length;
  if (digitCount <= 0) return Math.min(prefix.length, masked.length);
  let seen = 0;
  for (let index = prefix.length; index < masked.length; index++) {
    if (/\d/.test(masked[index] ?? '') && ++seen === digitCount) return index + 1;
  }
  return masked.length;
}
