// A @fastify/rate-limit store on the database: counters must be shared by every API instance
// behind one PostgreSQL, so they cannot live in process memory (the plugin's default).
//
// Cost: one upsert per counted request. Measured with `pnpm bench:api` (api/README.md), that write
// tripled the p50 of POST /api/products at 1,000 req/s on PGlite. So cheap reads (GET and HEAD,
// and the menu calls answered from memory) are counted in process memory per instance, and only
// state-changing and expensive calls (cart, addresses, geocoder, schedule) spend the shared budget
// in the database. A cluster of N instances thus allows up to N × max cheap reads per client,
// which costs nothing to serve; writes stay exactly limited across instances. On embedded PGlite,
// which no other process can open, even those counters live in memory and are written behind
// once a second (WriteBehindCounters): the upsert cost ~1 ms of a ~3 ms cart call there.
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { countInWindow } from './attempt-budget';

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

/** Reads served from memory that are safe to count per instance (see the header). */
const CHEAP_POSTS = new Set(['/api/products', '/api/products/get-related-products']);

export function isCheapRead(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST') return false;
  const path = url.split('?', 1)[0]!;
  return CHEAP_POSTS.has(path);
}

/** Key prefix that sends a counter to process memory instead of the database. */
export const LOCAL_KEY_PREFIX = 'local|';

/** In-process counters for cheap reads: a fixed window per key, swept as it grows. */
class LocalCounters {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  increment(key: string, timeWindow: number, at: number) {
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= at) {
      counter = { count: 0, resetAt: at + timeWindow };
      this.counters.set(key, counter);
    }
    counter.count++;
    if (this.counters.size > 50_000) this.sweep(at);
    return { current: counter.count, ttl: Math.max(0, counter.resetAt - at) };
  }

  private sweep(at: number) {
    for (const [key, counter] of this.counters) if (counter.resetAt <= at) this.counters.delete(key);
  }
}

/**
 * Counters for a database only this process can open (embedded PGlite): memory is authoritative,
 * and changed counters are written to the database in one statement every `flushMs`, so they
 * survive a restart (a key's row is read back the first time it is counted again). Instances in
 * one process on the same database share one set (WeakMap by database).
 */
class WriteBehindCounters {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly dirty = new Set<string>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly flushMs: number,
  ) {}

  async increment(key: string, timeWindow: number, at: number) {
    let counter = this.counters.get(key);
    if (!counter) {
      const [row] = await this.db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
      counter = this.counters.get(key) ?? {
        count: row ? row.count : 0,
        resetAt: row ? row.resetAt.getTime() : at + timeWindow,
      };
      this.counters.set(key, counter);
    }
    if (counter.resetAt <= at) {
      counter.count = 0;
      counter.resetAt = at + timeWindow;
    }
    counter.count++;
    this.dirty.add(key);
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    return { current: counter.count, ttl: Math.max(0, counter.resetAt - at) };
  }

  /** Writes the changed counters (and forgets expired ones from memory). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flushing;
    if (this.dirty.size === 0) return;
    const rows = [...this.dirty].map((key) => {
      const counter = this.counters.get(key)!;
      return { key, count: counter.count, resetAt: new Date(counter.resetAt) };
    });
    this.dirty.clear();
    const at = Date.now();
    for (const [key, counter] of this.counters) if (counter.resetAt <= at) this.counters.delete(key);
    this.flushing = (async () => {
      await this.db
        .insert(rateLimits)
        .values(rows)
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: sql`excluded."count"`, resetAt: sql`excluded."reset_at"` },
        });
      await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(at)));
    })().catch(() => {});
    await this.flushing;
  }
}

const writeBehind = new WeakMap<Db, WriteBehindCounters>();

export interface StoreOptions {
  /**
   * Embedded PGlite: nothing outside this process can share its counters, so they are kept in
   * memory and written behind every this many ms instead of one upsert per request.
   */
  writeBehindMs?: number;
}

export type DatabaseStoreCtor = StoreCtor & { flush(): Promise<void> };

export function databaseRateLimitStore(
  db: Db,
  now: () => Date,
  options: StoreOptions = {},
): DatabaseStoreCtor {
  let calls = 0;
  const local = new LocalCounters();
  let behind: WriteBehindCounters | null = null;
  if (options.writeBehindMs !== undefined) {
    behind = writeBehind.get(db) ?? new WriteBehindCounters(db, options.writeBehindMs);
    writeBehind.set(db, behind);
  }

  class DatabaseStore {
    constructor(private readonly prefix = 'global') {}

    static flush(): Promise<void> {
      return behind ? behind.flush() : Promise.resolve();
    }

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      if (key.startsWith(LOCAL_KEY_PREFIX)) {
        callback(null, local.increment(`${this.prefix}:${key}`, timeWindow, now().getTime()));
        return;
      }
      const counted = behind
        ? behind.increment(`${this.prefix}:${key}`, timeWindow, now().getTime())
        : this.increment(`${this.prefix}:${key}`, timeWindow);
      counted.then(
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
      const row = await countInWindow(db, key, timeWindow, at);
      if (++calls % SWEEP_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, at));
      return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - at.getTime()) };
    }
  }

  return DatabaseStore as unknown as DatabaseStoreCtor;
}
