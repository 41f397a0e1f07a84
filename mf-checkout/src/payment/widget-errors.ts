// The card is typed in the acquirer's widget, never in a field of ours; what comes back from it is a
// §8 key for the field it refused, which the payment page shows in its own words.

/** The §8 key the widget answers (`payments.cardErrors.cloudPayments.number.invalid`) → our i18n key. */
export function cardErrorKey(key: string): string {
  const match = /cardErrors\.cloudPayments\.(number|cvv|expiry)\.(\w+)$/.exec(key);
  return match ? `cardErrors.${match[1]}.${match[2]}` : 'cardErrors.unknown';
}
