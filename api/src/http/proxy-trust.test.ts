// TRUST_PROXY as documented (`1`: one reverse proxy in front) honours X-Forwarded-For,
// so two customers behind the proxy get two budgets; the session cookie is Secure when the proxy
// says the request came over TLS.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { describeEachDatabase } from '../test/describe-each-database';
import { expectErrorBody } from '../test/expect-error-body';
import type { App } from './types';

const MAX = 3;

describeEachDatabase('TRUST_PROXY=1 behind one reverse proxy', (ctx) => {
  let app: App;
  beforeAll(async () => {
    const config = readConfig({ TRUST_PROXY: '1' });
    expect(config.TRUST_PROXY).toBe(1);
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    app = await buildApp({
      db: ctx.database,
      rateLimit: { max: MAX, timeWindowMs: 60_000 },
      trustProxy: config.TRUST_PROXY,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const behindProxy = (client: string, extra: Record<string, string> = {}) => ({
    method: 'PUT' as const,
    url: '/api/cart',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': client, 'content-type': 'application/json', ...extra },
    payload: '{}',
  });

  it('gives two clients behind the proxy two rate-limit budgets', async () => {
    for (let i = 0; i < MAX; i++)
      expect((await app.inject(behindProxy('198.51.100.1'))).statusCode).toBe(200);
    expectErrorBody(await app.inject(behindProxy('198.51.100.1')), 429, 'rate_limited');
    expect((await app.inject(behindProxy('198.51.100.2'))).statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For entry left of the proxy’s own does not buy a new budget', async () => {
    for (let i = 0; i < MAX; i++) await app.inject(behindProxy(`203.0.113.${i}, 198.51.100.3`));
    expectErrorBody(await app.inject(behindProxy('203.0.113.99, 198.51.100.3')), 429, 'rate_limited');
  });

  it('marks the session cookie Secure when the proxy forwarded HTTPS', async () => {
    const tls = await app.inject(behindProxy('198.51.100.4', { 'x-forwarded-proto': 'https' }));
    expect(tls.statusCode).toBe(200);
    expect(tls.cookies.find((cookie) => cookie.name === 'session_key')?.secure).toBe(true);
    const plain = await app.inject(behindProxy('198.51.100.5'));
    expect(plain.cookies.find((cookie) => cookie.name === 'session_key')?.secure).toBeFalsy();
  });
});
