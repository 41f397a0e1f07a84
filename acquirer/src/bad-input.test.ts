// Bad input is a 4xx, never a 500; and a failure's log line names the error, never the SQL or its
// parameters.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { signHeaders } from '@storefront/server-shared/acquirer-signing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAcquirerApp } from './app';
import { type Ledger, openLedger } from './db';

const SECRET = 'merchant-secret-for-bad-input';
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let ledger: Ledger;
let app: Awaited<ReturnType<typeof buildAcquirerApp>>['app'];

beforeAll(async () => {
  ledger = await openLedger('memory://');
  ({ app } = await buildAcquirerApp({
    db: ledger.db,
    cardKey: randomBytes(32).toString('hex'),
    merchantSecret: SECRET,
    publicOrigin: 'https://acquirer.test',
    notifyUrl: 'http://127.0.0.1/api/payments/notify',
    post: async () => true,
    logger: { level: 'info', stream },
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

it('answers a NUL byte in a transaction id with 400, wherever it comes', async () => {
  const body = JSON.stringify({ transaction_id: 'tx_\u0000_nul', pa_res: 'x' });
  const path = '/v1/charges/3ds';
  const signed = await app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...signHeaders(SECRET, { method: 'POST', path, body }, new Date()),
    },
    payload: body,
  });
  expect(signed.statusCode).toBe(400);
  expect(signed.json()).toMatchObject({ code: 'bad_request' });
  for (const url of ['/bank/tx_%00_nul', '/bank/tx_%00_nul/confirm', '/v1/charges/ref%00x']) {
    const response = await app.inject({ method: url.endsWith('confirm') ? 'POST' : 'GET', url });
    expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, url).toBeLessThan(500);
  }
});

it('logs a failed query by its type, without the SQL or its parameters', async () => {
  await ledger.close();
  const response = await app.inject({ method: 'GET', url: '/bank/tx_parameter_that_must_not_be_logged' });
  expect(response.statusCode).toBe(500);
  const failure = lines.find((line) => line.includes('acquirer request failed'));
  expect(failure).toBeDefined();
  expect(failure).not.toMatch(/params|select|tx_parameter_that_must_not_be_logged/i);
});
