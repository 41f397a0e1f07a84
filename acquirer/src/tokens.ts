// The sandbox acquirer's secrets at work: card cryptograms (AES-256-GCM under the acquirer's key, so
// card data is opaque to the merchant), and HMAC-signed tokens (PaRes, cres, notifications).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { CardFields } from '@storefront/shared/contract';

/** A cryptogram is good for this long after the widget made it. */
export const CRYPTOGRAM_TTL_MS = 60 * 60 * 1000;

function derive(secret: string, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}:${secret}`).digest();
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sealCard(secret: string, card: CardFields, issuedAt: Date): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, 'cryptogram'), iv);
  const plain = JSON.stringify({
    n: card.number,
    m: card.expiry.month,
    y: card.expiry.year,
    c: card.cvv,
    t: issuedAt.getTime(),
  });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export interface OpenedCard {
  number: string;
  cvv: string;
  expiry: { month: number; year: number };
  issuedAt: number;
}

/** The card inside a cryptogram, or null when it is not ours, tampered with, or too old. */
export function openCard(secret: string, cryptogram: string, now: Date): OpenedCard | null {
  if (!cryptogram.startsWith('v1.')) return null;
  try {
    const raw = Buffer.from(cryptogram.slice(3), 'base64url');
    if (raw.length < 12 + 16 + 2) return null;
    const decipher = createDecipheriv('aes-256-gcm', derive(secret, 'cryptogram'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    const data = JSON.parse(plain.toString('utf8')) as {
      n: string;
      m: number;
      y: number;
      c: string;
      t: number;
    };
    if (now.getTime() - data.t > CRYPTOGRAM_TTL_MS || data.t - now.getTime() > CRYPTOGRAM_TTL_MS) return null;
    return { number: data.n, cvv: data.c, expiry: { month: data.m, year: data.y }, issuedAt: data.t };
  } catch {
    return null;
  }
}

/** `<payload>.<mac>`: a value only the acquirer can have made. */
export function signToken(secret: string, purpose: string, payload: string): string {
  const mac = createHmac('sha256', derive(secret, purpose)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function verifyToken(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  return safeEqual(signToken(secret, purpose, payload), token) ? payload : null;
}

export const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function parseBase64urlJson(value: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
