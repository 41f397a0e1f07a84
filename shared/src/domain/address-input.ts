// Address field rules of spec §5 and §9: only Latin and Cyrillic letters, digits, hyphen, slash,
// period, comma and space may be typed; suggestions start at 2 characters (a manual check needs
// more than 2) and show up to 7 results.
import { ADDRESS_SUGGEST_MIN_CHARS } from './constants';

export const ADDRESS_ALLOWED_PATTERN = /^[\p{Script=Latin}\p{Script=Cyrillic}0-9\-/., ]*$/u;
const DISALLOWED = /[^\p{Script=Latin}\p{Script=Cyrillic}0-9\-/., ]/gu;

/** Whether every character of `text` may be typed in the address field. */
export function isAllowedAddressInput(text: string): boolean {
  return ADDRESS_ALLOWED_PATTERN.test(text);
}

/** `text` with the characters the field refuses dropped, as typing would leave it. */
export function sanitizeAddressInput(text: string): string {
  return text.replace(DISALLOWED, '');
}

/** Suggestions are asked for from 2 characters on. */
export function canSuggestAddress(text: string): boolean {
  return text.trim().length >= ADDRESS_SUGGEST_MIN_CHARS && isAllowedAddressInput(text);
}

/** A manual check (the select button without a suggestion) needs more than 2 characters. */
export function canCheckAddress(text: string): boolean {
  return text.trim().length > ADDRESS_SUGGEST_MIN_CHARS && isAllowedAddressInput(text);
}
