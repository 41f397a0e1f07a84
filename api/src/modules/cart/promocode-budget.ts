// Promocodes cannot be enumerated: every failed code spends the visitor's budget, per
// session and per client address (a new cookie does not buy a new budget), in the shared
// rate_limits table like the order lookup's (http/attempt-budget.ts); a code that applies costs
// nothing. Past a few tries in the window (PROMOCODE_LIMITS.detailedTries, per session and per
// address), an expired or not yet valid code answers exactly like an unknown one, so the answers stop
// telling which codes exist.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { countAttempt, refundAttempt } from '../../http/attempt-budget';
import { sessionKeyHash } from '../session/session';

const WINDOW_MS = 15 * 60 * 1000;

export const PROMOCODE_LIMITS = {
  /** Failed codes per session in the window. */
  perSession: { max: 10, windowMs: WINDOW_MS },
  /** Failed codes per client address in the window (several visitors may share one). */
  perAddress: { max: 30, windowMs: WINDOW_MS },
  /** Tries in the window that still say why a known code does not apply now. */
  detailedTries: { perSession: 3, perAddress: 10 },
} as const;

export interface PromocodeTry {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Past the detailed tries: an expired or not yet valid code reads as unknown. */
  vague: boolean;
  /** The code applied: the try is given back. */
  refund(): Promise<void>;
}

/** Counts a promocode try against the session's and the address's budgets. */
export async function spendPromocodeTry(db: Db, request: FastifyRequest, now: Date): Promise<PromocodeTry> {
  const keyHash = sessionKeyHash(request);
  const { perAddress, perSession, detailedTries } = PROMOCODE_LIMITS;
  const budgets = [
    { key: `promocode|address|${request.ip}`, limit: perAddress, detailed: detailedTries.perAddress },
    ...(keyHash
      ? [{ key: `promocode|session|${keyHash}`, limit: perSession, detailed: detailedTries.perSession }]
      : []),
  ];
  const counted = await Promise.all(budgets.map(({ key, limit }) => countAttempt(db, key, limit, now)));
  const refused = counted.filter((attempt) => !attempt.allowed);
  return {
    allowed: refused.length === 0,
    retryAfterSeconds: Math.max(0, ...refused.map((attempt) => attempt.retryAfterSeconds)),
    vague: counted.some((attempt, i) => attempt.count > budgets[i]!.detailed),
    refund: async () => {
      await Promise.all(budgets.map(({ key }) => refundAttempt(db, key, now)));
    },
  };
}
