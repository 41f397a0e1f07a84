// Status lookup by phone and order number (spec §2 UserOrderModal, §5, §6). Order numbers are
// sequential, so the phone is the secret: a wrong pair answers exactly like a missing order, and
// every attempt spends the client address's budget (10 per 10 minutes), kept in the shared
// rate_limits table so every API instance counts together, on the app's clock (http/attempt-budget.ts).
import { phoneDigits } from '@storefront/shared/domain';
import type { Db } from '../../db/client';
import { type Attempt, countAttempt } from '../../http/attempt-budget';

export const LOOKUP_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };

/** Counts one attempt; answers whether it is within the budget and when the window resets. */
export function countLookup(db: Db, ip: string, now: Date): Promise<Attempt> {
  return countAttempt(db, `order-lookup|${ip}`, LOOKUP_LIMIT, now);
}

/**
 * Whether the phone given matches the order's (digits only; a leading 8 of a Russian number is the
 * same as 7, spec §5).
 */
export function samePhone(given: string, stored: string): boolean {
  const normal = (value: string) => {
    const digits = phoneDigits(value);
    return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  };
  const a = normal(given);
  return a.length > 0 && a === normal(stored);
}
