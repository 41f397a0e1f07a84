// Status lookup by phone and order number (spec §2 UserOrderModal, §5, §6). Order numbers are
// sequential, so the phone is the secret: a wrong pair answers exactly like a missing order, and
// every attempt spends the client address's budget (10 per 10 minutes), kept in the shared
// rate_limits table so every API instance counts together, on the app's clock.
import { phoneDigits } from '@storefront/shared/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export const LOOKUP_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 };

/** Counts one attempt; answers whether it is within the budget and when the window resets. */
export async function countLookup(
  db: Db,
  ip: string,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const key = `order-lookup|${ip}`;
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + LOOKUP_LIMIT.windowMs).toISOString();
  const expired = sql`"rate_limits"."reset_at" <= ${nowIso}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(resetAt) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else "rate_limits"."count" + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAt}::timestamptz else "rate_limits"."reset_at" end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const retryAfterSeconds = Math.max(1, Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row!.count <= LOOKUP_LIMIT.max, retryAfterSeconds };
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
