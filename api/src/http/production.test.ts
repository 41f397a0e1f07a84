// Secure by default in production: no fallback to the public development secret (a notification
// signed with it is refused), no production app without its public origin, and the session cookie
// is Secure whenever the public origin is https — even when no proxy is trusted to say so.
import { signHeaders } from '@storefront/server-shared/acquirer-signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEV_ACQUIRER_SECRET } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import type { App } from './types';

const PRODUCTION = {
  production: true,
  rateLimit: false as const,
  acquirerSecret: 'a-production-secret-of-its-own',
  publicOrigin: 'https://shop.example',
};

describe('production defaults', () => {
  let testDb: TestDatabase;
  let app: App;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await buildApp({ db: testDb.database, ...PRODUCTION });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('refuses to build without an acquirer secret of its own or a public origin', async () => {
    const { acquirerSecret: _secret, ...withoutSecret } = PRODUCTION;
    await expect(buildApp({ db: testDb.database, ...withoutSecret })).rejects.toThrow(/ACQUIRER_SECRET/);
    await expect(
      buildApp({ db: testDb.database, ...PRODUCTION, acquirerSecret: DEV_ACQUIRER_SECRET }),
    ).rejects.toThrow(/ACQUIRER_SECRET/);
    const { publicOrigin: _origin, ...withoutOrigin } = PRODUCTION;
    await expect(buildApp({ db: testDb.database, ...withoutOrigin })).rejects.toThrow(/PUBLIC_ORIGIN/);
  });

  it('refuses a notification signed with the development secret', async () => {
    const path = '/api/payments/notify';
    const raw = JSON.stringify({
      id: 'ntf_forged',
      transaction_id: 'tx_forged',
      reference: 'pay_1',
      status: 'approved',
      reason: null,
      amount: 100,
      currency: 'RUB',
      method: 'card',
      created_at: new Date().toISOString(),
    });
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        ...signHeaders(DEV_ACQUIRER_SECRET, { method: 'POST', path, body: raw }, new Date()),
      },
      payload: raw,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('signature_invalid');
  });

  it('sets the session cookie Secure for an https public origin, though the hop was plain http', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/cart' });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'session_key');
    expect(cookie?.secure).toBe(true);
  });
});
