// Idempotency (ARCHITECTURE rule 7): repeating create or pay with an Idempotency-Key — even 50 times
// at once — never makes a second order or a second charge.
import { payResponseSchema, placeOrderResponseSchema } from '@storefront/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { idempotencyRequests, orders, payments } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import type { Visitor } from '../../test/visitor';
import { hashKey } from '../session/session';
import { DEFAULT_IDEMPOTENCY, IdempotencyMemory, requestHash, runIdempotent } from './idempotency';
import { claimIdempotencyKey } from './repo';
import {
  type CheckoutWorld,
  checkoutWorld,
  cryptogram,
  orderBody,
  readyVisitor,
  visitor,
} from './test-checkout';

const CLOCK = new Date('2026-03-06T09:00:00Z');

const KEYS = 100;
const REPEATS = 50;
/** Keys run in batches so 50 × batch requests are in flight at once. */
const BATCH = 10;

describeEachDatabase(
  'idempotency of create and pay',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
    });

    const post = (v: Visitor, url: string, payload: object, key: string) =>
      v.request({ method: 'POST', url, payload, headers: { 'idempotency-key': key } });

    it(`${REPEATS} concurrent repeats of create and of pay for each of ${KEYS} keys: one order and one charge per key`, async () => {
      const run = `${Date.now().toString(36)}`;
      const visitors: Visitor[] = [];
      for (let i = 0; i < KEYS; i += BATCH)
        visitors.push(
          ...(await Promise.all(
            Array.from(
              { length: Math.min(BATCH, KEYS - i) },
              async () => (await readyVisitor(ctx.app, ctx.database, world)).v,
            ),
          )),
        );
      const token = await cryptogram(ctx.app);
      const orderIds: number[] = [];

      for (let i = 0; i < KEYS; i += BATCH) {
        const batch = visitors.slice(i, i + BATCH);
        const created = await Promise.all(
          batch.map((v, j) =>
            Promise.all(
              Array.from({ length: REPEATS }, () =>
                post(
                  v,
                  '/api/order/create',
                  orderBody(world, { payment_type: 'card' }),
                  `create-${run}-${i + j}`,
                ),
              ),
            ),
          ),
        );
        for (const answers of created) {
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          const ids = new Set(
            answers.map((answer) => placeOrderResponseSchema.parse(answer.json()).order_id),
          );
          expect(ids.size).toBe(1);
          orderIds.push([...ids][0]!);
        }
        const paid = await Promise.all(
          batch.map((v, j) =>
            Promise.all(
              Array.from({ length: REPEATS }, () =>
                post(
                  v,
                  '/api/order/pay',
                  { order_id: orderIds[i + j], cryptogram: token },
                  `pay-${run}-${i + j}`,
                ),
              ),
            ),
          ),
        );
        for (const answers of paid) {
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          const transactions = new Set(
            answers.map((answer) => payResponseSchema.parse(answer.json()).transaction_id),
          );
          expect(transactions.size).toBe(1);
          for (const answer of answers)
            expect(payResponseSchema.parse(answer.json()).reason).toBe('approved');
        }
      }

      const db = ctx.database.db;
      // Exactly one order per visitor (key), all accepted.
      const hashes = visitors.map((v) => hashKey(v.cookies.get('session_key')!));
      const placed = await db.select().from(orders).where(inArray(orders.sessionKeyHash, hashes));
      expect(placed).toHaveLength(KEYS);
      expect(new Set(placed.map((order) => order.sessionKeyHash)).size).toBe(KEYS);
      expect(placed.every((order) => order.status === 'accepted')).toBe(true);
      // Exactly one attempt, one success and one acquirer transaction per order.
      const attempts = await db.select().from(payments).where(inArray(payments.orderId, orderIds));
      expect(attempts).toHaveLength(KEYS);
      expect(attempts.every((attempt) => attempt.state === 'succeeded')).toBe(true);
      const ledger = (
        await Promise.all(attempts.map((attempt) => ctx.acquirer.acquirer.byReference(`pay_${attempt.id}`)))
      ).filter((tx) => tx !== null);
      expect(ledger).toHaveLength(KEYS);
      expect(ledger.every((tx) => tx.state === 'approved')).toBe(true);
    }, 240_000);

    it('two app instances on one database agree through the table: one order and one charge per key', async () => {
      const second = await buildApp({
        db: ctx.database,
        rateLimit: false,
        logger: false,
        now: () => CLOCK,
        acquirerUrl: ctx.acquirer.url,
      });
      try {
        const keys = 20;
        const run = `two-${Date.now().toString(36)}`;
        const pairs = await Promise.all(
          Array.from({ length: keys }, async () => {
            const { v } = await readyVisitor(ctx.app, ctx.database, world);
            return [v, visitor(second, { cookies: Object.fromEntries(v.cookies) })] as const;
          }),
        );
        const token = await cryptogram(ctx.app);
        const created = await Promise.all(
          pairs.map(([a, b], i) =>
            Promise.all(
              Array.from({ length: REPEATS }, (_, n) =>
                post(
                  n % 2 ? a : b,
                  '/api/order/create',
                  orderBody(world, { payment_type: 'card' }),
                  `${run}-c${i}`,
                ),
              ),
            ),
          ),
        );
        const orderIds = created.map((answers) => {
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          const ids = new Set(answers.map((answer) => answer.json().order_id as number));
          expect(ids.size).toBe(1);
          return [...ids][0]!;
        });
        const paid = await Promise.all(
          pairs.map(([a, b], i) =>
            Promise.all(
              Array.from({ length: REPEATS }, (_, n) =>
                post(
                  n % 2 ? b : a,
                  '/api/order/pay',
                  { order_id: orderIds[i], cryptogram: token },
                  `${run}-p${i}`,
                ),
              ),
            ),
          ),
        );
        for (const answers of paid) {
          for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
          expect(new Set(answers.map((answer) => answer.json().transaction_id)).size).toBe(1);
        }
        const attempts = await ctx.database.db
          .select()
          .from(payments)
          .where(inArray(payments.orderId, orderIds));
        expect(attempts).toHaveLength(keys);
        expect(attempts.every((attempt) => attempt.state === 'succeeded')).toBe(true);
        const ledger = (
          await Promise.all(attempts.map((attempt) => ctx.acquirer.acquirer.byReference(`pay_${attempt.id}`)))
        ).filter((tx) => tx !== null);
        expect(ledger).toHaveLength(keys);
      } finally {
        await second.close();
      }
    }, 240_000);

    it('answers 422 to the same key with another body, and replays the stored answer', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const first = await post(
        v,
        '/api/order/create',
        orderBody(world, { payment_type: 'card' }),
        'same-key-0001',
      );
      expect(first.statusCode, first.body).toBe(200);
      const replay = await post(
        v,
        '/api/order/create',
        orderBody(world, { payment_type: 'card' }),
        'same-key-0001',
      );
      expect(replay.json()).toEqual(first.json());
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const other = await post(
        v,
        '/api/order/create',
        orderBody(world, { payment_type: 'sbp' }),
        'same-key-0001',
      );
      expectErrorBody(other, 422, 'idempotency_key_reused');
      expectErrorBody(await post(v, '/api/order/create', orderBody(world), 'short'), 422);
    });

    it('frees the key when the first request fails, so a corrected retry goes through', async () => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const body = orderBody(world, { payment_type: 'cash', cash: '100' });
      expectErrorBody(await post(v, '/api/order/create', body, 'retry-key-0001'), 422, 'change');
      const stored = await ctx.database.db
        .select()
        .from(idempotencyRequests)
        .where(and(eq(idempotencyRequests.key, 'retry-key-0001')));
      expect(stored).toHaveLength(0);
      const ok = await post(v, '/api/order/create', { ...body, cash: '5000' }, 'retry-key-0001');
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('leaves an unanswered claim to its process for the lease, then lets one retry take it over', async () => {
      const db = ctx.database.db;
      const id = (key: string) => ({ scope: 'lease', key });
      const hash = requestHash({ order_id: 1 });
      // What a process killed in the middle of a request leaves: a claim made `ageMs` ago, no answer.
      const leftBy = (key: string, ageMs: number) =>
        claimIdempotencyKey(db, id(key), hash, new Date(Date.now() - ageMs));
      const runs: string[] = [];
      // The production lease; the retry's wait cut short, so a refusal comes at once.
      const retry = (key: string) =>
        runIdempotent(
          db,
          { ...id(key), hash, lang: 'en' },
          async () => {
            runs.push(key);
            return { statusCode: 200, body: { key } };
          },
          new IdempotencyMemory(),
          { ...DEFAULT_IDEMPOTENCY, waitMs: 200 },
        );

      // Halfway through the lease: its process may still answer, so the retry is refused (409). (Half,
      // not just under it: a loaded machine may take seconds before the retry reads the claim.)
      await leftBy('young-claim', DEFAULT_IDEMPOTENCY.leaseMs / 2);
      await expect(retry('young-claim')).rejects.toMatchObject({ statusCode: 409 });
      // Older: its process is taken to be dead; the retry runs it once and stores the answer.
      await leftBy('stale-claim', DEFAULT_IDEMPOTENCY.leaseMs + 1_000);
      expect(await retry('stale-claim')).toMatchObject({ statusCode: 200, replayed: false });
      expect(await retry('stale-claim')).toMatchObject({ statusCode: 200, replayed: true });
      expect(runs).toEqual(['stale-claim']);
    });

    it('keys are per visitor: the same key from two visitors makes two orders', async () => {
      const { v: a } = await readyVisitor(ctx.app, ctx.database, world);
      const { v: b } = await readyVisitor(ctx.app, ctx.database, world);
      const first = await post(a, '/api/order/create', orderBody(world), 'shared-key-0001');
      const second = await post(b, '/api/order/create', orderBody(world), 'shared-key-0001');
      expect(first.json().order_id).not.toBe(second.json().order_id);
    });
  },
  { app: { now: () => CLOCK } },
);
