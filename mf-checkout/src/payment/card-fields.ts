// The masks of the card fields CloudPayments' checkout script reads in our page (spec §5, §9):
// number in groups of four (19 characters), expiry `MM / YY` (7), CVV up to 4 digits. Pure, so the
// auto-advance rules are unit-tested.
import { CARD_CVV_MAX_LENGTH, CARD_EXPIRY_LENGTH, CARD_NUMBER_LENGTH } from '../domain/constants';

export function maskCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, CARD_NUMBER_LENGTH);
}

export function maskExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`.slice(0, CARD_EXPIRY_LENGTH);
}

export function maskCvv(text: string): string {
  return text.replace(/\D/g, '').slice(0, CARD_CVV_MAX_LENGTH);
}

export const cardComplete = {
  number: (value: string) => value.length === CARD_NUMBER_LENGTH,
  expiry: (value: string) => value.length === CARD_EXPIRY_LENGTH,
  cvv: (value: string) => value.length >= 3,
};
