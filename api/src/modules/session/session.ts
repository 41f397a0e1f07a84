// Visitor sessions: cookie `session_key` (httpOnly, SameSite=Lax, Secure over HTTPS), created on
// first use by a call that stores something for the visitor. The database keeps only the key's
// SHA-256. Sign-in sets customer_id and rotates the key (customer.ts), which starts a new lifetime.
// A session ends SESSION_IDLE_MS after its last use or SESSION_LIFETIME_MS after it began, whichever
// comes first: the first request that brings an ended one deletes its row (the cart goes with it)
// and is then served as a visitor without a cookie (sessionExpiryHook), so a route that needs a
// customer answers 401 and nothing is granted by the old key any more.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import {
  deleteEndedSessions,
  deleteSession,
  findSessionByKeyHash,
  insertSession,
  type SessionRow,
  touchSession,
} from './repo';

export const SESSION_COOKIE = 'session_key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Absolute lifetime: a session (a key: sign-in rotates it) ends this long after it began. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Idle timeout: a session unused for this long ends. */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/** last_seen_at is refreshed at most this often, so reads stay reads (the idle figure is this exact). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type { SessionRow } from './repo';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function cookieKey(request: FastifyRequest): string | null {
  const key = request.cookies[SESSION_COOKIE];
  return key && KEY_PATTERN.test(key) ? key : null;
}

/** Whether a session has ended at `now`: idle too long, or past its absolute lifetime. */
export function sessionExpired(row: Pick<SessionRow, 'createdAt' | 'lastSeenAt'>, now: Date): boolean {
  const at = now.getTime();
  return (
    at - row.createdAt.getTime() >= SESSION_LIFETIME_MS || at - row.lastSeenAt.getTime() >= SESSION_IDLE_MS
  );
}

/**
 * onRequest, before any route: a request whose session has ended loses the row and the cookie (it is
 * a visitor from here on, and its browser is told to drop the cookie); a live one is marked as used.
 */
export function sessionExpiryHook(db: Db, now: () => Date): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = cookieKey(request);
    if (!key) return;
    const row = await findSessionByKeyHash(db, hashKey(key));
    if (!row) return;
    const at = now();
    if (sessionExpired(row, at)) {
      await deleteSession(db, row.id);
      delete request.cookies[SESSION_COOKIE];
      clearSessionCookie(reply);
      return;
    }
    if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, row.id, at);
  };
}

/** How many ended sessions one purge deletes at most (their carts go with them). */
const PURGE_BATCH = 500;

/**
 * Deletes sessions that ended without coming back (the request hook only sees those that do); the
 * app's sweep runs it. Answers how many it deleted.
 */
export async function purgeEndedSessions(db: Db, now: Date): Promise<number> {
  const lifetimeStart = new Date(now.getTime() - SESSION_LIFETIME_MS);
  const idleStart = new Date(now.getTime() - SESSION_IDLE_MS);
  return deleteEndedSessions(db, lifetimeStart, idleStart, PURGE_BATCH);
}

/** The visitor's session, or null when the cookie is missing, malformed, unknown or ended. */
export async function findSession(db: Db, request: FastifyRequest, now: Date): Promise<SessionRow | null> {
  const key = cookieKey(request);
  if (!key) return null;
  const row = await findSessionByKeyHash(db, hashKey(key));
  return row && !sessionExpired(row, now) ? row : null;
}

/**
 * `Secure` whenever the storefront's public origin is https (the app's `httpsOrigin`), whatever
 * protocol this hop saw: behind a TLS-terminating proxy the request reads as http unless TRUST_PROXY
 * is set, and the cookie must not go out over plain http then either. Otherwise by the request.
 */
function secureFlag(reply: FastifyReply): boolean | 'auto' {
  return reply.server.httpsOrigin ? true : 'auto';
}

export function setSessionCookie(reply: FastifyReply, key: string) {
  reply.setCookie(SESSION_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFlag(reply),
    // The browser keeps it no longer than the server honours it.
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

/** Ends the cookie in the browser (sign-out, account removal). */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFlag(reply),
  });
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
  const row = await insertSession(db, hashKey(key), now);
  setSessionCookie(reply, key);
  return row;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's public origin is https: session cookies are always `Secure`. */
    httpsOrigin: boolean;
  }
}
