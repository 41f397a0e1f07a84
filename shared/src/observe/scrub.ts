// What leaves the storefront in an error report carries no personal data (spec §8): a value under a
// key that names a person's data (phone, name, email, address, card, token, cookie, code, session…)
// is replaced whole, and the same data inside free text (an error message, a URL's query) is masked
// by its shape. Masking by key alone would miss a phone number quoted in a message; by shape alone, a
// name — so both.

export const FILTERED = '[Filtered]';

/** Keys whose value is personal data or a secret, matched on the key lower-cased without separators. */
const SENSITIVE_KEY =
  /phone|e?mail|address|street|house|flat|apartment|entrance|comment|card|pan$|cvv|cvc|cryptogram|token|cookie|session|passw|secret|authorization|otp|code|surname|birth/;
/** Keys ending in "name" that name code, not people (a stack frame's file, a function, a host). */
const CODE_NAMES = new Set([
  'filename',
  'typename',
  'functionname',
  'modulename',
  'hostname',
  'pathname',
  'servername',
  'eventname',
  'transactionname',
]);
/** Keys that hold code's shape and are never personal: kept even though they match by accident. */
const CODE_KEYS = new Set(['statuscode', 'exitcode']);

export function isSensitiveKey(key: string): boolean {
  const normal = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (CODE_KEYS.has(normal)) return false;
  if (normal.endsWith('name')) return !CODE_NAMES.has(normal);
  return SENSITIVE_KEY.test(normal);
}

const EMAIL = /[^\s@"<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
/**
 * A run of 10 or more digits, separated or not by spaces, dashes, dots or brackets, with an optional
 * "+": a phone number in any country's writing, or a card number (13–19 digits).
 */
const LONG_NUMBER = /\+?\d(?:[\s\-.()]{0,3}\d){9,}/g;
/** A bearer or basic credential, a JWT, or a long opaque key (session keys, payment tokens). */
const CREDENTIAL = /\b(?:Bearer|Basic)\s+[\w\-.~+/=]+|\beyJ[\w-]+\.[\w-]+\.[\w-]+|\b[A-Za-z0-9_-]{32,}\b/g;
/** `key=value` pairs (query strings, cookies, form bodies) whose key is sensitive. */
const PAIR = /([?&;\s]|^)([\w.[\]-]+)=([^&;\s#]*)/g;

/** Masks the shapes of personal data and secrets inside a piece of text. */
export function scrubText(text: string): string {
  return text
    .replace(PAIR, (whole, lead: string, key: string) =>
      isSensitiveKey(key) ? `${lead}${key}=${FILTERED}` : whole,
    )
    .replace(EMAIL, FILTERED)
    .replace(CREDENTIAL, FILTERED)
    .replace(LONG_NUMBER, FILTERED);
}

/** A deep copy of the value with personal data removed; cycles and depth are cut, never followed. */
export function scrub<T>(value: T, depth = 12): T {
  const seen = new WeakSet<object>();
  const walk = (item: unknown, level: number): unknown => {
    if (typeof item === 'string') return scrubText(item);
    if (item === null || typeof item !== 'object') return item;
    if (seen.has(item) || level > depth) return '[Cut]';
    seen.add(item);
    if (Array.isArray(item)) return item.map((entry) => walk(entry, level + 1));
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(item)) {
      out[key] =
        isSensitiveKey(key) && entry !== null && entry !== undefined ? FILTERED : walk(entry, level + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
}
