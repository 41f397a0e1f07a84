// Address field rules of spec §5 and §9: only Latin and Cyrillic letters, digits, hyphen, slash,
// period, comma and space may be typed; suggestions start at 2 characters (a manual check needs
// more than 2) and show up to 7 results.
import { ADDRESS_SUGGEST_MIN_CHARS } from './constants';

export const ADDRESS_ALLOWED_PATTERN = /^[\p{Script=Latin}\p{Script=Cyrillic}0-9\-/., ]*$/u;

/** Whether every character of `text` may be typed in the address field. */
export function isAllowedAddressInput(text: string): boolean {
  return ADDRESS_ALLOWED_PATTERN.test(text);
}

/** Suggestions are asked for from 2 characters on. */
export function canSuggestAddress(text: string): boolean {
  return text.trim().length >= ADDRESS_SUGGEST_MIN_CHARS && isAllowedAddressInput(text);
}
