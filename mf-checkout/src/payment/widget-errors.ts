// What comes back from the acquirer's widget (or CloudPayments' checkout script) is a §8 key for
// the field it refused, which the payment page shows in its own words.

/** The §8 key the widget answers (`payments.cardErrors.cloudPayments.number.invalid`) → our i18n key. */
export function cardErrorKey(key: string): string {
  const match = /cardErrors\.cloudPayments\.(number|cvv|expiry)\.(\w+)$/.exec(key);
  return match ? `cardErrors.${match[1]}.${match[2]}` : 'cardErrors.unknown';
}
