// Signed-in sessions (spec §6): a session whose customer_id names a customer of the request's
// brand. Sign-in re-keys the session row (new cookie, the old key dies) and keeps everything hanging
// off it, the cart first. Routes that need a customer add `requireCustomer` as a preValidation hook,
// so a guest gets the 401 before any body check, then read it with `signedInOf`.
import { USER_ERROR_CODES } from '@storefront/shared/contract';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import { requireBrand } from '../brands/resolve-brand';
import { type CustomerRow, findSessionCustomer, rekeySession } from './repo';
import { newSessionKey, sessionKeyHash } from './session';

export type { CustomerRow } from './repo';

export interface SignedIn {
  sessionId: number;
  keyHash: string;
  customer: CustomerRow;
}

/** The request's customer, or null for a visitor (no cookie, unknown key, or another brand's account). */
export async function findSignedIn(
  db: Db,
  request: FastifyRequest,
  brandId: number,
): Promise<SignedIn | null> {
  const keyHash = sessionKeyHash(request);
  if (!keyHash) return null;
  const row = await findSessionCustomer(db, keyHash, brandId);
  return row ? { sessionId: row.sessionId, keyHash, customer: row.customer } : null;
}

export function unauthorized(request: FastifyRequest): HttpError {
  return new HttpError(401, text(requestLang(request), 'user:unauthorized'), USER_ERROR_CODES.unauthorized);
}

const signedInRequests = new WeakMap<FastifyRequest, SignedIn>();

/** preValidation hook: 401 for visitors; the customer is then available through `signedInOf`. */
export function requireCustomer(db: Db): preValidationAsyncHookHandler {
  return async (request) => {
    const signedIn = await findSignedIn(db, request, requireBrand(request).id);
    if (!signedIn) throw unauthorized(request);
    signedInRequests.set(request, signedIn);
  };
}

/** The customer `requireCustomer` found for this request. */
export function signedInOf(request: FastifyRequest): SignedIn {
  const signedIn = signedInRequests.get(request);
  if (!signedIn) throw new Error('requireCustomer did not run for this route');
  return signedIn;
}

/**
 * Signs the session in: a new key replaces the old one on the same row (so the cart stays) and
 * customer_id is set; the new key's lifetime starts now. A session that vanished meanwhile is created
 * afresh. Returns the new key (for the cookie), its hash and the row.
 */
export async function signInSession(
  db: Db,
  keyHash: string,
  customerId: number,
  now: Date,
): Promise<{ key: string; keyHash: string; sessionId: number }> {
  const { key, hash } = newSessionKey();
  const fresh = { keyHash: hash, customerId, createdAt: now, lastSeenAt: now };
  const sessionId = await rekeySession(db, keyHash, fresh);
  return { key, keyHash: hash, sessionId };
}
