// Budgets of attempts per key in a fixed window, kept in the shared rate_limits table (the global
// limiter's table, so every API instance counts together), on the app's clock. Order lookup spends
// one per attempt; promocodes one per failed code. An attempt is counted before it is tried, so
// concurrent tries cannot overrun the budget; a caller that counts failures only gives back the
// attempt that succeeded.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export interface Attempt {
  /** Within the budget: this attempt may be tried. */
  allowed: boolean;
  /** Attempts counted in the window so far, this one included. */
  count: number;
  /** Until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * One atomic upsert: counts one on `key`; a fresh (or ended) window starts at 1 and ends `windowMs`
 * from `now`, a live one counts up. Also the global limiter's database store (rate-limit-store.ts).
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: Date }> {
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
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
  return row!;
}

/** Counts one attempt on `key`; answers whether it is within `limit` and when the window resets. */
export async function countAttempt(db: Db, key: string, limit: AttemptLimit, now: Date): Promise<Attempt> {
  const row = await countInWindow(db, key, limit.windowMs, now);
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count <= limit.max, count: row.count, retryAfterSeconds };
}

/** Gives back one attempt counted on `key` in the current window (it succeeded: not a failure). */
export async function refundAttempt(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest("rate_limits"."count" - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
}
