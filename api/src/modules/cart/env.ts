// What a cart call needs to know about its request: brand snapshot, session, clock, language, the
// bonus cookie and the session's balance.
import { BONUS_PROGRAM_COOKIE } from '@storefront/shared/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLang, requestLocale } from '../../http/texts';
import type { ModuleDeps } from '../../http/types';
import { requireBrand } from '../brands/resolve-brand';
import { ensureSession } from '../session/session';
import type { CartEnv } from './service';

export async function cartEnv(
  deps: ModuleDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CartEnv> {
  const db = deps.database.db;
  const now = deps.now();
  const [snapshot, session] = await Promise.all([
    deps.snapshots.get(requireBrand(request)),
    ensureSession(db, request, reply, now),
  ]);
  const bonusCookie = request.cookies[BONUS_PROGRAM_COOKIE] !== undefined;
  const balance = bonusCookie && snapshot.brand.hasBonusProgram ? await deps.bonusBalance(session) : 0;
  return {
    db,
    snapshot,
    sessionId: session.id,
    now,
    lang: requestLang(request),
    locale: requestLocale(request),
    bonusCookie,
    balance,
  };
}
