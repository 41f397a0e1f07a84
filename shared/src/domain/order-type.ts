// Order type rule of spec §4: delivery or takeaway, and the stored value keeps only a-z.

export const ORDER_TYPES = ['delivery', 'takeaway'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Sanitises a raw order type (cookie, query, storage) to lowercase a-z and accepts it only if it is a
 * known type; anything else yields null so the caller keeps its current value. This is also why a
 * tampered cookie such as `delivery"><script>` can never reach the markup.
 */
export function sanitizeOrderType(raw: unknown): OrderType | null {
  if (typeof raw !== 'string') return null;
  const letters = raw.toLowerCase().replace(/[^a-z]/g, '');
  return (ORDER_TYPES as readonly string[]).includes(letters) ? (letters as OrderType) : null;
}
