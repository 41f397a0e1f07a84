// Server-side only (node:crypto): how the storefront API and the acquirer sign what they send each
// other — the API's charge calls and the acquirer's notifications. HMAC-SHA256 under ACQUIRER_SECRET
// over `<timestamp>.<METHOD> <path>.<raw body>`, the timestamp in its own header; a message older
// (or newer) than SIGNATURE_TOLERANCE_MS is refused, so a captured message cannot be replayed later,
// and within that window the receiver de-duplicates by the message's id.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-acquirer-signature';
export const TIMESTAMP_HEADER = 'x-acquirer-timestamp';
/** How far a signed message's timestamp may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

export interface SignedMessage {
  method: string;
  /** Path and query as sent, e.g. `/api/payments/notify`. */
  path: string;
  body: string;
}

export function signatureOf(secret: string, timestamp: string, message: SignedMessage): string {
  const mac = createHmac('sha256', secret)
    .update(`${timestamp}.${message.method.toUpperCase()} ${message.path}.${message.body}`)
    .digest('hex');
  return `sha256=${mac}`;
}

/** The two headers that sign `message` at `now`. */
export function signHeaders(secret: string, message: SignedMessage, now: Date): Record<string, string> {
  const timestamp = String(now.getTime());
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signatureOf(secret, timestamp, message) };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'invalid' };

/** Checks a message's headers: present, fresh (within the tolerance of `now`), and signed by `secret`. */
export function verifySignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  message: SignedMessage,
  now: Date,
): SignatureCheck {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'missing' };
  if (!/^\d{1,15}$/.test(timestamp)) return { ok: false, reason: 'invalid' };
  if (Math.abs(now.getTime() - Number(timestamp)) > SIGNATURE_TOLERANCE_MS)
    return { ok: false, reason: 'stale' };
  return safeEqual(signature, signatureOf(secret, timestamp, message))
    ? { ok: true }
    : { ok: false, reason: 'invalid' };
}
