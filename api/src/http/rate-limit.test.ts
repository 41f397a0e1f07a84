import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { rateLimits } from '../db/schema';
import { describeEachDatabase } from '../test/describe-each-database';
import { expectErrorBody } from '../test/expect-error-body';

const MAX = 3;

describeEachDatabase(
  'rate limit',
  (ctx) => {
    it('answers 429 in the §8 shape once a client spends its budget', async () => {
      for (let i = 0; i < MAX; i++) {
        const response = await ctx.app.inject({ url: '/api/settings', remoteAddress: '203.0.113.1' });
        expect(response.statusCode).toBe(200);
      }
      const response = await ctx.app.inject({ url: '/api/settings', remoteAddress: '203.0.113.1' });
      expectErrorBody(response, 429, 'rate_limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits unknown routes too, so probing URLs is not free', async () => {
      const client = { url: '/api/no-such-thing', remoteAddress: '203.0.113.5' };
      for (let i = 0; i < MAX; i++) expectErrorBody(await ctx.app.inject(client), 404, 'not_found');
      expectErrorBody(await ctx.app.inject(client), 429, 'rate_limited');
    });

    it('counts each client separately', async () => {
      const response = await ctx.app.inject({ url: '/api/settings', remoteAddress: '203.0.113.2' });
      expect(response.statusCode).toBe(200);
    });

    it('does not limit the health check', async () => {
      for (let i = 0; i < MAX + 2; i++) {
        const response = await ctx.app.inject({ url: '/api/health', remoteAddress: '203.0.113.3' });
        expect(response.statusCode).toBe(200);
      }
    });

    it('shares one budget for state-changing calls between instances on the same database', async () => {
      const other = await buildApp({ db: ctx.database, rateLimit: { max: MAX, timeWindowMs: 60_000 } });
      try {
        const client = { method: 'PUT' as const, url: '/api/cart', remoteAddress: '203.0.113.4' };
        const statuses: number[] = [];
        for (let i = 0; i <= MAX; i++) {
          const app = i % 2 === 0 ? ctx.app : other;
          statuses.push((await app.inject(client)).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await other.close();
      }
    });

    it('counts cheap reads per instance in memory, without writing to the database', async () => {
      const other = await buildApp({ db: ctx.database, rateLimit: { max: MAX, timeWindowMs: 60_000 } });
      try {
        const before = await ctx.database.db.select().from(rateLimits);
        const client = { url: '/api/cities', remoteAddress: '203.0.113.6' };
        for (let i = 0; i < MAX; i++) expect((await ctx.app.inject(client)).statusCode).toBe(200);
        expectErrorBody(await ctx.app.inject(client), 429, 'rate_limited');
        // The other instance keeps its own count of reads.
        expect((await other.inject(client)).statusCode).toBe(200);
        const after = await ctx.database.db.select().from(rateLimits);
        expect(after.filter((row) => row.key.includes('203.0.113.6'))).toEqual(
          before.filter((row) => row.key.includes('203.0.113.6')),
        );
      } finally {
        await other.close();
      }
    });

    it('keeps the counters in the database (written behind on embedded PGlite)', async () => {
      const other = await buildApp({ db: ctx.database, rateLimit: { max: MAX, timeWindowMs: 60_000 } });
      const client = { method: 'PUT' as const, url: '/api/cart', remoteAddress: '203.0.113.7' };
      await other.inject(client);
      await other.inject(client);
      // Closing an instance flushes what it counted.
      await other.close();
      const rows = await ctx.database.db.select().from(rateLimits);
      expect(rows.find((row) => row.key.endsWith('203.0.113.7'))?.count).toBe(2);
    });

    it('writes counters without waiting for a WAL flush, and nothing else', async () => {
      const setting = async (db: typeof ctx.database.db) =>
        (
          (await db.execute(sql`show synchronous_commit`)) as unknown as {
            rows: { synchronous_commit: string }[];
          }
        ).rows[0]?.synchronous_commit;
      if (ctx.kind === 'postgres') expect(await setting(ctx.database.relaxed)).toBe('off');
      expect(await setting(ctx.database.db)).toBe('on');
    });

    it('keys visitors behind the loopback proxy by the address the proxy forwards', async () => {
      const proxied = await buildApp({
        db: ctx.database,
        rateLimit: { max: MAX, timeWindowMs: 60_000 },
        trustProxy: 'loopback',
      });
      try {
        const visitor = (ip: string) => ({
          url: '/api/cities',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': ip },
        });
        for (let i = 0; i < MAX; i++)
          expect((await proxied.inject(visitor('198.51.100.7'))).statusCode).toBe(200);
        expectErrorBody(await proxied.inject(visitor('198.51.100.7')), 429, 'rate_limited');
        // Another visitor through the same proxy has a budget of its own.
        expect((await proxied.inject(visitor('198.51.100.8'))).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });

    it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
      const proxied = await buildApp({
        db: ctx.database,
        rateLimit: { max: MAX, timeWindowMs: 60_000 },
        trustProxy: 'loopback',
      });
      try {
        const forged = (n: number) => ({
          url: '/api/cities',
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `10.0.0.${n}` },
        });
        const statuses: number[] = [];
        for (let i = 0; i <= MAX; i++) statuses.push((await proxied.inject(forged(i))).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
      } finally {
        await proxied.close();
      }
    });
  },
  { app: { rateLimit: { max: MAX, timeWindowMs: 60_000 } } },
);
