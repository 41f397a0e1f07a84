// Idempotent requests (Idempotency-Key header): the first request with a key claims a row in
// idempotency_requests (insert … on conflict do nothing), runs, and stores its answer — inside the
// business transaction when the handler can (so the order and its answer commit together), else
// right after. Repeats get the stored answer; a repeat while the first still runs waits for it (in
// this process on its promise, across processes by polling) and gets 409 if it takes too long; the
// same key with a different body is a 422. A claim whose process died (no answer after the lease)
// is taken over, so a client retrying after a crash gets its answer: the business steps under it are
// idempotent themselves (one open payment attempt per order, one acquirer transaction per reference).
import { createHash } from 'node:crypto';
import { PAYMENT_ERROR_CODES } from '@storefront/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { type Lang, text } from '../../http/texts';
import {
  claimIdempotencyKey,
  completeIdempotencyClaim,
  findIdempotencyRequest,
  releaseIdempotencyClaim,
  takeOverIdempotencyClaim,
} from './repo';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyClaim {
  /** Stores the answer in `tx`; throws when another run has already answered this key. */
  complete(tx: Db, answer: StoredAnswer): Promise<void>;
}

/** Thrown from `complete` when the key already has an answer: roll back and send that one. */
export class IdempotencyReplay extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('idempotent replay');
  }
}

export interface IdempotencyOptions {
  /** An unanswered claim older than this is taken to be dead. */
  leaseMs: number;
  /** How long a repeat waits for the first request before a 409. */
  waitMs: number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencyOptions = { leaseMs: 15_000, waitMs: 10_000 };
const POLL_MS = 40;

/** Canonical JSON: keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What one app instance knows without asking the database: the runs in flight here (repeats wait on
 * their promise instead of polling) and answers already stored (final once stored), newest last.
 */
export class IdempotencyMemory {
  readonly running = new Map<string, Promise<unknown>>();
  readonly answered = new Map<string, { hash: string; answer: StoredAnswer }>();
  constructor(readonly answersKept = 10_000) {}

  remember(localKey: string, hash: string, answer: StoredAnswer) {
    this.answered.set(localKey, { hash, answer });
    if (this.answered.size > this.answersKept) this.answered.delete(this.answered.keys().next().value!);
  }
}

export async function runIdempotent(
  db: Db,
  request: { scope: string; key: string | null; hash: string; lang: Lang },
  run: (claim: IdempotencyClaim | null) => Promise<StoredAnswer>,
  memory: IdempotencyMemory,
  options: IdempotencyOptions = DEFAULT_IDEMPOTENCY,
): Promise<StoredAnswer & { replayed: boolean }> {
  const { key, hash, lang } = request;
  const { running, answered } = memory;
  if (key === null) return { ...(await run(null)), replayed: false };
  const localKey = `${request.scope}\u0000${key}`;
  for (;;) {
    const known = answered.get(localKey);
    if (known) {
      if (known.hash !== hash) throw mismatch(lang);
      return { ...known.answer, replayed: true };
    }
    // Repeats in this process wait for the one request here that talks to the database.
    const local = running.get(localKey);
    if (local) {
      await local.catch(() => {});
      continue;
    }
    const leader = claimAndRun(db, request as typeof request & { key: string }, run, memory, options);
    running.set(localKey, leader);
    try {
      return await leader;
    } finally {
      if (running.get(localKey) === leader) running.delete(localKey);
    }
  }
}

function mismatch(lang: Lang) {
  return new HttpError(
    422,
    text(lang, 'orders:idempotency_mismatch'),
    PAYMENT_ERROR_CODES.idempotencyMismatch,
    {
      idempotency_key: [text(lang, 'orders:idempotency_mismatch')],
    },
  );
}

async function claimAndRun(
  db: Db,
  request: { scope: string; key: string; hash: string; lang: Lang },
  run: (claim: IdempotencyClaim | null) => Promise<StoredAnswer>,
  memory: IdempotencyMemory,
  options: IdempotencyOptions,
): Promise<StoredAnswer & { replayed: boolean }> {
  const { scope, key, hash, lang } = request;
  const id = { scope, key };
  const localKey = `${scope}\u0000${key}`;

  const execute = async (token: Date) => {
    let completed = false;
    const claim: IdempotencyClaim = {
      async complete(tx, answer) {
        if (await completeIdempotencyClaim(tx, id, token, answer)) {
          completed = true;
          return;
        }
        const row = await findIdempotencyRequest(tx, id);
        if (row?.completedAt)
          throw new IdempotencyReplay({ statusCode: row.statusCode ?? 200, body: row.response });
        throw new HttpError(
          409,
          text(lang, 'orders:idempotency_in_flight'),
          PAYMENT_ERROR_CODES.idempotencyInFlight,
        );
      },
    };
    try {
      const answer = await run(claim);
      if (!completed) await claim.complete(db, answer);
      memory.remember(localKey, hash, answer);
      return { ...answer, replayed: false };
    } catch (error) {
      // Nothing of a failed run was committed with an answer: free the key for a retry.
      await releaseIdempotencyClaim(db, id, token).catch(() => {});
      if (error instanceof IdempotencyReplay) return { ...error.answer, replayed: true };
      throw error;
    }
  };

  const started = Date.now();
  for (;;) {
    const token = new Date();
    if (await claimIdempotencyKey(db, id, hash, token)) return execute(token);

    const row = await findIdempotencyRequest(db, id);
    if (!row) continue; // released by a failed first run: claim it again
    if (row.requestHash !== hash) throw mismatch(lang);
    if (row.completedAt) {
      const answer = { statusCode: row.statusCode ?? 200, body: row.response };
      memory.remember(localKey, hash, answer);
      return { ...answer, replayed: true };
    }
    // Another process runs it: wait for its answer, or take over a claim whose process died.
    if (Date.now() - row.createdAt.getTime() > options.leaseMs) {
      if (await takeOverIdempotencyClaim(db, id, row.createdAt, token)) return execute(token);
      continue;
    }
    if (Date.now() - started > options.waitMs)
      throw new HttpError(
        409,
        text(lang, 'orders:idempotency_in_flight'),
        PAYMENT_ERROR_CODES.idempotencyInFlight,
      );
    await sleep(POLL_MS);
  }
}
