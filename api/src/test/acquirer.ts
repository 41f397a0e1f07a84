// The acquirer service for the API's suites: the real one (acquirer/), in this process on a real
// HTTP port with an in-memory ledger, so the API reaches it exactly as in production (signed HTTP to
// ACQUIRER_URL); its signed notifications go to the API under test through the real notify route.
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { buildAcquirerApp, type Ledger, openLedger, type SandboxAcquirer } from '@storefront/acquirer';
import type { FastifyInstance } from 'fastify';
import { DEV_ACQUIRER_SECRET } from '../app';
import type { App } from '../http/types';
import { PgliteStatePool } from './pglite-reset';

export interface TestAcquirer {
  /** Its origin (ACQUIRER_URL of the API under test); also the origin its links name. */
  url: string;
  /** For driving its pages like a browser: acquirer.inject(...). */
  app: FastifyInstance;
  acquirer: SandboxAcquirer;
  close(): Promise<void>;
}

const byApp = new WeakMap<object, TestAcquirer>();

/** The test acquirer an app under test talks to. */
export function testAcquirerOf(app: App): TestAcquirer {
  const found = byApp.get(app);
  if (!found) throw new Error('this app has no test acquirer (describeEachDatabase starts one)');
  return found;
}

export function registerTestAcquirer(app: App, acquirer: TestAcquirer) {
  byApp.set(app, acquirer);
}

/** drizzle's `$client` (the PGlite under the ledger), which the acquirer's `LedgerDb` type leaves out. */
const clientOf = (ledger: Ledger) => (ledger.db as Ledger['db'] & { $client: PGlite }).$client;

/** Empty in-memory ledgers a worker reuses, emptied again for each test acquirer (PgliteStatePool). */
const ledgers = new PgliteStatePool(
  () => openLedger('memory://'),
  clientOf,
  (ledger) => ledger.close(),
);

export async function startTestAcquirer(
  merchant: () => App | undefined,
  {
    now,
    secret = DEV_ACQUIRER_SECRET,
    post,
  }: {
    now?: (() => Date) | undefined;
    secret?: string;
    /** Delivers a signed notification another way (default: inject into `merchant()`). */
    post?: (url: string, body: string, headers: Record<string, string>) => Promise<boolean>;
  } = {},
): Promise<TestAcquirer> {
  const pooledLedger = await ledgers.take();
  const ledger = pooledLedger.item;
  const { app, acquirer } = await buildAcquirerApp({
    db: ledger.db,
    cardKey: randomBytes(32).toString('hex'),
    merchantSecret: secret,
    publicOrigin: 'http://127.0.0.1',
    notifyUrl: 'http://127.0.0.1/api/payments/notify',
    ...(now ? { now } : {}),
    post:
      post ??
      (async (url, body, headers) => {
        const target = merchant();
        if (!target) return false;
        const answer = await target.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/json', ...headers },
          payload: body,
        });
        return answer.statusCode < 300;
      }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  (acquirer.options as { publicOrigin: string }).publicOrigin = url;
  return {
    url,
    app,
    acquirer,
    close: async () => {
      await app.close();
      await ledgers.release(pooledLedger);
    },
  };
}
