// Price display of spec §9. The server computes money (house rule 6); this only formats it.
import { PRICE_FRACTION_DIGITS, PRICE_LOCALE } from './constants';

export interface FormatPriceOptions {
  /** The city's currency sign (`city.prices.currency`, e.g. "₽"); omitted → the bare number. */
  currency?: string | null;
  /** Site setting `enable_fractional_prices`: always show two decimals. */
  fractional?: boolean;
}

const formatters = new Map<number, Intl.NumberFormat>();

function numberFormat(fractionDigits: number): Intl.NumberFormat {
  let format = formatters.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(PRICE_LOCALE, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, format);
  }
  return format;
}

/** True when the value, rounded to kopecks, is not a whole number. */
export function hasFraction(value: number): boolean {
  return Math.round(value * 100) % 100 !== 0;
}

/**
 * Formats a price in Russian locale with the city's currency: two decimals if fractional prices are
 * enabled or the value has a fraction, otherwise none. `formatPrice(1234, { currency: '₽' })` →
 * "1 234 ₽" (non-breaking spaces, so the sign never wraps onto its own line).
 */
export function formatPrice(
  value: number,
  { currency, fractional = false }: FormatPriceOptions = {},
): string {
  // Rounding first keeps float noise (0.1 + 0.2) from counting as a fraction.
  const rounded = Math.round(value * 100) / 100;
  const digits = fractional || hasFraction(rounded) ? PRICE_FRACTION_DIGITS : 0;
  const number = numberFormat(digits).format(rounded);
  return currency ? `${number}\u00A0${currency}` : number;
}

const QUANTITY_FRACTION_DIGITS = 2;
const quantityFormat = new Intl.NumberFormat(PRICE_LOCALE, {
  maximumFractionDigits: QUANTITY_FRACTION_DIGITS,
});

/**
 * A weight or volume beside a price, grouped as prices are (spec §9's locale): "1 000 g" next to
 * "1 000 ₽" in every language, never "1,000 g" beside "1 000 ₽".
 */
export function formatQuantity(value: number): string {
  return quantityFormat.format(value);
}
