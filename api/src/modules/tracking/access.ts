// Who may see an order (spec §6): the session that made it, the signed-in customer who owns it, or
// the holder of a tracking grant from the phone + order number lookup. Everyone else gets the same
// 404 as for an order that does not exist: never a 403, never a byte of the order.
//
// A grant is `v1.<order id>.<expiry, unix s>.<HMAC-SHA256>`, keyed with the order's own secret (the
// hash of the ordering session's key, which only the database holds), so no server-wide secret is
// needed, every instance can check it, and it survives restarts and session rotation. Grants are
// read-only (status, order, courier); cancel and repeat are for the owner.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { type Lang, text } from '../../http/texts';
import { sessionKeyHash } from '../session/session';
import { findBrandOrder, type OrderRow, sessionCustomer } from './repo';

export type { OrderRow } from './repo';

export const GRANT_COOKIE = 'order_tracking';
/** How long a lookup's grant lasts. */
export const GRANT_DAYS = 7;
/** Grants kept in the cookie (newest first). */
const GRANT_COOKIE_LIMIT = 5;
const TOKEN_PATTERN = /^v1\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface Viewer {
  keyHash: string | null;
  /** The signed-in customer of the request's brand. */
  customerId: number | null;
  /** Their phone (verified at sign-in): guest orders placed with it are theirs too. */
  customerPhone: string | null;
  /** Tracking grants the request carries (cookie and explicit token). */
  grants: string[];
}

export function orderNotFound(lang: Lang): HttpError {
  const message = text(lang, 'orders:order_not_found');
  return new HttpError(404, message, 'not_found', { order_id: [message] });
}

function grantSignature(order: Pick<OrderRow, 'id' | 'brandId' | 'sessionKeyHash'>, expires: number) {
  return createHmac('sha256', `tracking-grant|${order.sessionKeyHash}`)
    .update(`${order.id}|${order.brandId}|${expires}`)
    .digest('base64url');
}

export function signGrant(
  order: Pick<OrderRow, 'id' | 'brandId' | 'sessionKeyHash'>,
  now: Date,
): { token: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + GRANT_DAYS * 24 * 60 * 60;
  return {
    token: `v1.${order.id}.${expires}.${grantSignature(order, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

export function verifyGrant(
  token: string,
  order: Pick<OrderRow, 'id' | 'brandId' | 'sessionKeyHash'>,
  now: Date,
): boolean {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || Number(match[1]) !== order.id) return false;
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(grantSignature(order, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function cookieGrants(request: FastifyRequest): string[] {
  const raw = request.cookies?.[GRANT_COOKIE];
  if (!raw) return [];
  return raw
    .split('~')
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, GRANT_COOKIE_LIMIT);
}

/** Adds a grant to the cookie, so the tracking page works without passing the token around. */
export function rememberGrant(request: FastifyRequest, reply: FastifyReply, token: string, orderId: number) {
  const others = cookieGrants(request).filter((grant) => !grant.startsWith(`v1.${orderId}.`));
  reply.setCookie(GRANT_COOKIE, [token, ...others].slice(0, GRANT_COOKIE_LIMIT).join('~'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: GRANT_DAYS * 24 * 60 * 60,
  });
}

/** The request's session (by cookie), its customer of this brand, and the grants it carries. */
export async function viewerOf(
  db: Db,
  request: FastifyRequest,
  brandId: number,
  token?: string,
): Promise<Viewer> {
  const keyHash = sessionKeyHash(request);
  let customer: { id: number; phone: string } | null = null;
  if (keyHash) customer = await sessionCustomer(db, keyHash, brandId);
  const grants = cookieGrants(request);
  if (token) grants.unshift(token);
  return { keyHash, customerId: customer?.id ?? null, customerPhone: customer?.phone ?? null, grants };
}

/**
 * The session that made the order, or its signed-in owner. Sign-in gives the session a new key, so
 * a guest order placed before it is recognised by the phone the customer proved with the code (as is
 * an order of a removed account, whose customer_id was cleared: the same phone, the same person).
 */
export function owns(
  viewer: Viewer,
  order: Pick<OrderRow, 'sessionKeyHash' | 'customerId' | 'phone'>,
): boolean {
  if (viewer.keyHash !== null && viewer.keyHash === order.sessionKeyHash) return true;
  if (viewer.customerId === null) return false;
  if (order.customerId !== null) return viewer.customerId === order.customerId;
  return viewer.customerPhone !== null && viewer.customerPhone === order.phone;
}

export function canSee(viewer: Viewer, order: OrderRow, now: Date): boolean {
  return owns(viewer, order) || viewer.grants.some((token) => verifyGrant(token, order, now));
}

export interface LoadOptions {
  /** Owners only (cancel, repeat): a tracking grant is not enough. */
  ownerOnly?: boolean;
  /** Lock the row for the rest of the transaction. */
  forUpdate?: boolean;
}

/** The order if this viewer may see it; otherwise the 404 a missing order gets. */
export async function visibleOrder(
  db: Db,
  brandId: number,
  orderId: number,
  viewer: Viewer,
  now: Date,
  lang: Lang,
  options: LoadOptions = {},
): Promise<OrderRow> {
  const order = await findBrandOrder(db, brandId, orderId, options.forUpdate);
  if (!order) throw orderNotFound(lang);
  const allowed = options.ownerOnly ? owns(viewer, order) : canSee(viewer, order, now);
  if (!allowed) throw orderNotFound(lang);
  return order;
}
