// A @fastify/rate-limit store on the database: counters must be shared by every API instance
// behind one PostgreSQL, so they cannot live in process memory (the plugin's default).
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

type StoreCtor = NonNullable<RateLimitPluginOptions['store']>;
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface RateLimitOptions {
  /** Requests per client per window. */
  max: number;
  timeWindowMs: number;
}

/** Generous for people, tight for scripts: 300 requests a minute per client address. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 300, timeWindowMs: 60_000 };

/** Expired rows are swept every this many increments, so the table stays small. */
const SWEEP_EVERY = 500;

export function databaseRateLimitStore(db: Db, now: () => Date): StoreCtor {
  let calls = 0;

  class DatabaseStore {
    constructor(private readonly prefix = 'global') {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      this.increment(`${this.prefix}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Routes with their own limits count separately, as the plugin's local store does. */
    child(routeOptions: { method?: unknown; url?: string; path?: string }) {
      return new DatabaseStore(`${String(routeOptions.method)}:${routeOptions.url ?? routeOptions.path}`);
    }

    private async increment(key: string, timeWindow: number) {
      const at = now();
      const resetAt = new Date(at.getTime() + timeWindow).toISOString();
      const nowIso = at.toISOString();
      // One atomic upsert: a fresh window starts at 1, a live one counts up.
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
      if (++calls % SWEEP_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, at));
      return { current: row!.count, ttl: Math.max(0, row!.resetAt.getTime() - at.getTime()) };
    }
  }

  return DatabaseStore as unknown as StoreCtor;
}
