// The acquirer service for the API's suites: the real one (acquirer/), in this process on a real
// HTTP port with an in-memory ledger, so the API reaches it exactly as in production (signed HTTP to
// ACQUIRER_URL); its signed notifications go to the API under test through the real notify route.
import { randomBytes } from 'node:crypto';
import { buildAcquirerApp, openLedger, type SandboxAcquirer } from '@storefront/acquirer';
import type { FastifyInstance } from 'fastify';
import { DEV_ACQUIRER_SECRET } from '../app';
import type { App } from '../http/types';

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
  const ledger = await openLedger('memory://');
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
      await ledger.close();
    },
  };
}
