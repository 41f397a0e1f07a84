// Crash safety: the real API process (src/main.ts) on a database on disk (PGlite in a temp dir, and
// PostgreSQL when TEST_DATABASE_URL is set), driven over real HTTP and killed with SIGKILL at three
// points — after the cart is filled, right after create is acknowledged, and in the middle of pay
// (CRASH_POINT=pay:after-charge: the acquirer service has approved the charge, the API has not
// recorded it). The acquirer is the real service (acquirer/) on its own HTTP port, outliving the API.
// After each restart on the same database: every acknowledged order is there, and retrying pay with
// the same Idempotency-Key answers the one charge that happened. The processes run with a 1 s
// idempotency lease (IDEMPOTENCY_LEASE_MS) instead of the production 15 s, so the retry takes the dead
// claim over as soon as the new process is up; idempotency.test.ts holds the production lease.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_TEST_CARDS } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { startTestAcquirer, type TestAcquirer } from '../../test/acquirer';

const API_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BRAND = 'lavash';
/** The dead process's claim on the pay key is taken over after this. */
const LEASE_MS = 1_000;
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

interface Api {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/** The acquirer service every API process of a test talks to; its notifications go to the live one. */
let acquirer: TestAcquirer | null = null;
let liveApi: Api | null = null;

async function acquirerService(): Promise<TestAcquirer> {
  if (acquirer) return acquirer;
  // Its notifications go over real HTTP to whichever API process is up (none while it is dead: they
  // are re-sent later, as a real acquirer does).
  const started = await startTestAcquirer(() => undefined, {
    post: async (url, body, headers) => {
      const target = liveApi;
      if (!target || target.child.exitCode !== null || target.child.signalCode !== null) return false;
      const response = await fetch(`${target.base}${new URL(url).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }).catch(() => null);
      return response?.ok ?? false;
    },
  });
  cleanups.push(() => started.close());
  acquirer = started;
  return started;
}

async function startApi(
  db: { PGLITE_DIR?: string; DATABASE_URL?: string },
  extra: Record<string, string> = {},
) {
  const { DATABASE_URL: _url, PGLITE_DIR: _dir, CRASH_POINT: _crash, ...env } = process.env;
  const service = await acquirerService();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...env,
      ...db,
      ...extra,
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED: 'if-empty',
      RATE_LIMIT_MAX: '0',
      KITCHEN_SIMULATOR: 'off',
      IDEMPOTENCY_LEASE_MS: String(LEASE_MS),
      BRAND,
      ACQUIRER_URL: service.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    // tsx compiles the sources, then PGlite runs initdb on a first start: over 90 s at load 27.
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code} before listening:\n${output}`));
    });
  });
  const api: Api = { child, base, output: () => output };
  liveApi = api;
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return api;
}

async function kill(api: Api) {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGKILL');
  await exited;
}

async function died(api: Api) {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return api.child.signalCode;
  await new Promise((resolve) => api.child.once('exit', resolve));
  return api.child.signalCode;
}

/** A browser-like client over real HTTP: keeps the session cookie. */
function client() {
  let cookie = '';
  return async (
    api: Api,
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${api.base}${path}`, {
      method,
      headers: {
        'x-brand': BRAND,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const set = response.headers.getSetCookie().find((value) => value.startsWith('session_key='));
    if (set) cookie = set.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, text };
  };
}

async function postgresDatabase(): Promise<string | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const name = `sf_crash_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  cleanups.push(() => run(`drop database if exists "${name}" with (force)`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(kinds)('checkout survives SIGKILL [%s]', (kind) => {
  it('keeps acknowledged orders and never charges twice across three kills', async () => {
    let db: { PGLITE_DIR?: string; DATABASE_URL?: string };
    if (kind === 'pglite') {
      const dir = await mkdtemp(join(tmpdir(), 'sf-crash-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      db = { PGLITE_DIR: dir };
    } else {
      db = { DATABASE_URL: (await postgresDatabase())! };
    }
    const call = client();

    // 1. Fill the cart, then kill.
    let api = await startApi(db);
    const city = (await call(api, 'GET', '/api/cities/moscow')).json.city;
    const shop = (await call(api, 'GET', `/api/shops?city_id=${city.id}`)).json.shops.find(
      (candidate: { type: string }) => candidate.type !== 'stop',
    );
    const context = { city_id: city.id, order_type: 'takeaway', shop_id: shop.id };
    const menu = (await call(api, 'POST', '/api/products', context)).json;
    const product = menu.product_groups.flatMap((group: { products: { id: number }[] }) => group.products)[0];
    const added = await call(api, 'PUT', '/api/cart/add', {
      ...context,
      product_key: String(product.id),
      count: 2,
    });
    expect(added.status, added.text).toBe(200);
    await kill(api);

    // 2. The cart is still there; create (acknowledged), then kill at once.
    api = await startApi(db);
    const cart = await call(api, 'PUT', '/api/cart');
    expect(cart.json.cart.count).toBe(2);
    // An interval that is open whatever time the test runs at: today's first, else tomorrow's.
    let interval: string | null = null;
    for (const date of [0, 1, 2].map((days) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
    )) {
      const answer = await call(api, 'POST', '/api/schedule/intervals', { ...context, date });
      interval = answer.json?.intervals?.find((slot: { disabled: boolean }) => !slot.disabled)?.id ?? null;
      if (interval) break;
    }
    const order = {
      ...context,
      username: 'Гость',
      phone: '+7 912 345-67-89',
      payment_type: 'card',
      interval_id: interval,
    };
    const createKey = `crash-create-${kind}`;
    const created = await call(api, 'POST', '/api/order/create', order, { 'idempotency-key': createKey });
    expect(created.status, created.text).toBe(200);
    const orderId = created.json.order_id as number;
    await kill(api);

    // 3. The order survived; pay, and die inside it after the acquirer approved.
    api = await startApi(db, { CRASH_POINT: 'pay:after-charge' });
    const replayed = await call(api, 'POST', '/api/order/create', order, { 'idempotency-key': createKey });
    expect(replayed.json.order_id).toBe(orderId);
    const card = SANDBOX_TEST_CARDS.approved;
    // The card goes to the acquirer's widget endpoint, never to the API.
    const service = await acquirerService();
    const widgetAnswer = await fetch(`${service.url}/cryptogram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: card.number, expiry: card.expiry, cvv: card.cvv }),
    });
    const widget = {
      status: widgetAnswer.status,
      json: (await widgetAnswer.json()) as { cryptogram: string },
    };
    expect(widget.status).toBe(200);
    const payBody = { order_id: orderId, cryptogram: widget.json.cryptogram };
    const payKey = `crash-pay-${kind}`;
    await expect(
      call(api, 'POST', '/api/order/pay', payBody, { 'idempotency-key': payKey }),
    ).rejects.toThrow();
    expect(await died(api)).toBe('SIGKILL');

    // 4. Restart: retrying pay with the same key finishes the one charge (after the dead claim's lease).
    api = await startApi(db);
    let paid: Awaited<ReturnType<ReturnType<typeof client>>> | null = null;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      paid = await call(api, 'POST', '/api/order/pay', payBody, { 'idempotency-key': payKey });
      if (paid.status !== 409) break;
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS));
    }
    expect(paid?.status, paid?.text).toBe(200);
    expect(paid?.json.reason).toBe('approved');
    const again = await call(api, 'POST', '/api/order/pay', payBody, { 'idempotency-key': payKey });
    expect(again.json).toEqual(paid?.json);
    await kill(api);

    // The database as the last process left it.
    const database = await createDb(
      db.DATABASE_URL ? { databaseUrl: db.DATABASE_URL } : { pgliteDir: db.PGLITE_DIR! },
    );
    try {
      const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe('accepted');
      expect(await database.db.select().from(orders)).toHaveLength(1);
      const attempts = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(attempts.map((attempt) => attempt.state)).toEqual(['succeeded']);
      // One transaction at the acquirer for the one attempt: the retried pay met it, never a second.
      const service = await acquirerService();
      const ledger = await Promise.all(
        attempts.map((attempt) => service.acquirer.byReference(`pay_${attempt.id}`)),
      );
      expect(ledger.map((row) => row?.state)).toEqual(['approved']);
    } finally {
      await database.close();
    }
  }, 600_000);
});
