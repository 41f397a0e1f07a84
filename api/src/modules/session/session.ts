// Visitor sessions: cookie `session_key` (httpOnly, SameSite=Lax, 256 days, Secure over HTTPS),
// created on first use by a call that stores something for the visitor. The database keeps only
// the key's SHA-256. Sign-in sets customer_id and rotates the key (customer.ts).
import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_DAYS } from '@storefront/shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export const SESSION_COOKIE = 'session_key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is refreshed at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function cookieKey(request: FastifyRequest): string | null {
  const key = request.cookies[SESSION_COOKIE];
  return key && KEY_PATTERN.test(key) ? key : null;
}

/** The visitor's session, or null when the cookie is missing, malformed or unknown. */
export async function findSession(db: Db, request: FastifyRequest, now: Date): Promise<SessionRow | null> {
  const key = cookieKey(request);
  if (!key) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.keyHash, hashKey(key)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.id));
  return row;
}

export function setSessionCookie(reply: FastifyReply, key: string) {
  reply.setCookie(SESSION_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** Ends the cookie in the browser (sign-out, account removal). */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

/** The hash of the request's session cookie, or null when it has none (or a malformed one). */
export function sessionKeyHash(request: FastifyRequest): string | null {
  const key = cookieKey(request);
  return key ? hashKey(key) : null;
}

/** A fresh random session key and its hash. */
export function newSessionKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashKey(key) };
}

/** The visitor's session, created (and its cookie set) when there is none. */
export async function ensureSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
): Promise<SessionRow> {
  const existing = await findSession(db, request, now);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({ keyHash: hashKey(key) })
    .returning();
  setSessionCookie(reply, key);
  return row!;
}
