// The header address field's own rules (spec §5, §9): typing drops refused characters, and a manual
// check needs more than 2 characters. Which characters are allowed and when suggestions are asked for
// are shared (the suggestion query in @storefront/shared/query applies them).
import { ADDRESS_SUGGEST_MIN_CHARS, isAllowedAddressInput } from '@storefront/shared/domain';

const DISALLOWED = /[^\p{Script=Latin}\p{Script=Cyrillic}0-9\-/., ]/gu;

/** `text` with the characters the field refuses dropped, as typing would leave it. */
export function sanitizeAddressInput(text: string): string {
  return text.replace(DISALLOWED, '');
}

/** A manual check (the select button without a suggestion) needs more than 2 characters. */
export function canCheckAddress(text: string): boolean {
  return text.trim().length > ADDRESS_SUGGEST_MIN_CHARS && isAllowedAddressInput(text);
}
