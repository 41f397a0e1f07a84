// What a cart call needs to know about its request: brand snapshot, session, clock, language, the
// bonus cookie and the session's balance.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { BONUS_PROGRAM_COOKIE } from '../../domain/constants';
import { requestLang, requestLocale } from '../../http/texts';
import type { ModuleDeps } from '../../http/types';
import { requireBrand } from '../brands/resolve-brand';
import { findSession, sessionKeyHash, setSessionCookie } from '../session/session';
import type { CartEnv } from './service';

export async function cartEnv(
  deps: ModuleDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CartEnv> {
  const db = deps.database.db;
  const now = deps.now();
  const lang = requestLang(request);
  // Names in the request's language: cart lines and the order made from them keep that language.
  const snapshot = await deps.snapshots.get(requireBrand(request), lang);
  const bonusCookie = request.cookies[BONUS_PROGRAM_COOKIE] !== undefined;
  const keyHash = sessionKeyHash(request);
  let balance = 0;
  // The balance is read before the cart transaction: its source may query the database itself.
  if (bonusCookie && snapshot.brand.hasBonusProgram && keyHash) {
    const session = await findSession(db, request, now);
    if (session) balance = await deps.bonusBalance(session);
  }
  return {
    db,
    snapshot,
    keyHash,
    onNewSession: (key) => setSessionCookie(reply, key),
    now,
    lang,
    locale: requestLocale(request),
    bonusCookie,
    balance,
  };
}
