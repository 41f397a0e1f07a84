// The sandbox acquirer service on its own: its charges API refuses unsigned, stale or forged calls;
// test cards choose the outcome; every final outcome goes to the merchant signed and timestamped;
// the widget page only lets the origin it was opened for frame it; its cryptograms carry no digits;
// and with NODE_ENV=production it will not start as a sandbox unless opted in.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { signHeaders, verifySignature } from '@storefront/server-shared/acquirer-signing';
import { CARD_ERROR_KEYS, SANDBOX_TEST_CARDS, type SandboxCardOutcome } from '@storefront/shared/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAcquirerApp } from './app';
import { readAcquirerConfig } from './config';
import { type Ledger, openLedger } from './db';
import type { SandboxAcquirer } from './sandbox';

const SECRET = 'merchant-secret-for-tests-0123456789';
const NOTIFY = 'http://merchant.test/api/payments/notify';
let clock = new Date('2026-03-06T09:00:00Z');
const delivered: { url: string; body: string; headers: Record<string, string> }[] = [];
let ledger: Ledger;
let app: FastifyInstance;
let acquirer: SandboxAcquirer;

beforeAll(async () => {
  ledger = await openLedger('memory://');
  ({ app, acquirer } = await buildAcquirerApp({
    db: ledger.db,
    cardKey: randomBytes(32).toString('hex'),
    merchantSecret: SECRET,
    publicOrigin: 'https://acquirer.test',
    notifyUrl: NOTIFY,
    now: () => clock,
    post: async (url, body, headers) => {
      delivered.push({ url, body, headers });
      return true;
    },
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ledger.close();
});

/** A call signed as the merchant signs it. */
const signed = (method: 'GET' | 'POST', url: string, payload?: object, at = clock, secret = SECRET) => {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  return app.inject({
    method,
    url,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...signHeaders(secret, { method, path: url, body }, at),
    },
    ...(payload === undefined ? {} : { payload: body }),
  });
};

async function cryptogram(outcome: SandboxCardOutcome = 'approved') {
  const card = SANDBOX_TEST_CARDS[outcome];
  const response = await app.inject({
    method: 'POST',
    url: '/cryptogram',
    payload: { number: card.number, expiry: card.expiry, cvv: card.cvv },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().cryptogram as string;
}

let n = 0;
const charge = async (extra: object) => ({
  reference: `pay_${++n}`,
  amount: 990,
  currency: 'RUB',
  method: 'card',
  description: 'Order',
  expires_at: new Date(clock.getTime() + 10 * 60_000).toISOString(),
  return_url: 'https://shop.test/moscow/?state=payment-success',
  fail_url: 'https://shop.test/moscow/back-to-home?state=payment-failure',
  term_url: 'https://shop.test/payments/3ds-return',
  ...extra,
});

describe('sandbox acquirer service', () => {
  it('card widget: the §8 field keys for bad cards, an opaque cryptogram for a good one', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/cryptogram',
      payload: { number: '4242 4242 4242 4241', expiry: '13 / 30', cvv: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'card_invalid',
      errors: {
        number: [CARD_ERROR_KEYS.numberInvalid],
        expiry: [CARD_ERROR_KEYS.expiryInvalid],
        cvv: [CARD_ERROR_KEYS.cvvInvalid],
      },
    });
    const token = await cryptogram();
    expect(token).toMatch(/^v1\./);
    expect(token).not.toMatch(/4242/);
    // Not callable cross-origin: no CORS grant.
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the widget page may only be framed by the origin it was opened for', async () => {
    expect((await app.inject('/widget')).statusCode).toBe(400);
    expect((await app.inject('/widget?origin=javascript:alert(1)')).statusCode).toBe(400);
    const page = await app.inject('/widget?origin=https%3A%2F%2Fshop.test&lang=ru');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors https://shop.test');
    for (const id of ['card-number', 'card-expiry', 'card-cvv'])
      expect(page.body).toContain(`data-testid="${id}"`);
  });

  it("the widget speaks the shop's languages and takes a 16-digit number (spec §5)", async () => {
    const labels = { tr: 'Kart numarası', de: 'Kartennummer', uk: 'Номер картки', uz: 'Karta raqami' };
    for (const [lang, number] of Object.entries(labels)) {
      const page = await app.inject(`/widget?origin=https%3A%2F%2Fshop.test&lang=${lang}`);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(`<span>${number}</span>`);
      expect(page.body).not.toContain('Card number');
    }
    const page = await app.inject('/widget?origin=https%3A%2F%2Fshop.test&lang=ru');
    // 16 digits and 3 spaces: nothing past the last group of four can be typed.
    expect(page.body).toMatch(/id="number"[^>]*maxlength="19"/);
    expect(page.body).toContain('digits(text).slice(0, 16)');
  });

  it('refuses unsigned, forged, stale and tampered merchant calls with 401 in the §8 shape', async () => {
    const body = await charge({ cryptogram: await cryptogram() });
    const unsigned = await app.inject({ method: 'POST', url: '/v1/charges', payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ code: 'signature_invalid', errors: {} });
    expect((await signed('POST', '/v1/charges', body, clock, 'another-secret-0123456789')).statusCode).toBe(
      401,
    );
    expect(
      (await signed('POST', '/v1/charges', body, new Date(clock.getTime() - 6 * 60_000))).statusCode,
    ).toBe(401);
    const raw = JSON.stringify(body);
    const tampered = await app.inject({
      method: 'POST',
      url: '/v1/charges',
      headers: {
        'content-type': 'application/json',
        ...signHeaders(SECRET, { method: 'POST', path: '/v1/charges', body: raw }, clock),
      },
      payload: JSON.stringify({ ...body, amount: 1 }),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await acquirer.byReference(body.reference)).toBeNull();
  });

  it('test cards choose the outcome; a repeated reference is the same transaction', async () => {
    const approvedBody = await charge({ cryptogram: await cryptogram() });
    const approved = await signed('POST', '/v1/charges', approvedBody);
    expect(approved.json()).toMatchObject({ status: 'approved', cardLast4: '4242' });
    const again = await signed('POST', '/v1/charges', approvedBody);
    expect(again.json().transactionId).toBe(approved.json().transactionId);
    const declined = await signed(
      'POST',
      '/v1/charges',
      await charge({ cryptogram: await cryptogram('insufficient_funds') }),
    );
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    const threeDs = await signed(
      'POST',
      '/v1/charges',
      await charge({ cryptogram: await cryptogram('3ds') }),
    );
    expect(threeDs.json()).toMatchObject({
      status: 'pending',
      action: {
        type: '3ds',
        acsUrl: 'https://acquirer.test/acs',
        termUrl: 'https://shop.test/payments/3ds-return',
      },
    });
    const sbp = await signed('POST', '/v1/charges', await charge({ method: 'sbp' }));
    expect(sbp.json().action.paymentLink).toMatch(/^https:\/\/acquirer\.test\/bank\/tx_/);
    const forged = await signed(
      'POST',
      '/v1/charges',
      await charge({ cryptogram: 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    );
    expect(forged.json()).toMatchObject({ status: 'declined', transactionId: null, reason: 'invalid_card' });
    expect((await signed('GET', '/v1/charges/pay_unknown')).statusCode).toBe(404);
    expect((await signed('POST', '/v1/charges', { reference: 'x' })).statusCode).toBe(400);
  });

  it('sends every final outcome to the merchant signed and timestamped, with no card number', async () => {
    delivered.length = 0;
    const body = await charge({ method: 'sbp' });
    const pending = (await signed('POST', '/v1/charges', body)).json();
    const bank = await app.inject({ method: 'POST', url: `/bank/${pending.transactionId}/confirm` });
    expect(bank.statusCode).toBe(303);
    expect(bank.headers.location).toBe(body.return_url);
    expect(delivered).toHaveLength(1);
    const [note] = delivered;
    expect(note!.url).toBe(NOTIFY);
    expect(JSON.parse(note!.body)).toMatchObject({ reference: body.reference, status: 'approved' });
    const check = verifySignature(
      SECRET,
      note!.headers,
      { method: 'POST', path: '/api/payments/notify', body: note!.body },
      clock,
    );
    expect(check).toEqual({ ok: true });
    // The same message ten minutes later is stale.
    expect(
      verifySignature(
        SECRET,
        note!.headers,
        { method: 'POST', path: '/api/payments/notify', body: note!.body },
        new Date(clock.getTime() + 10 * 60_000),
      ),
    ).toEqual({ ok: false, reason: 'stale' });
    const card = (
      await signed('POST', '/v1/charges', await charge({ cryptogram: await cryptogram() }))
    ).json();
    const cardNote = delivered.find((entry) => entry.body.includes(card.transactionId));
    expect(cardNote!.body).not.toMatch(/4242\s?4242/);
  });

  it('expires pending transactions at the deadline and re-sends what the merchant did not acknowledge', async () => {
    const body = await charge({ method: 'sbp' });
    await signed('POST', '/v1/charges', body);
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 11 * 60_000);
      delivered.length = 0;
      await acquirer.redeliver();
      expect((await acquirer.byReference(body.reference))?.state).toBe('expired');
      expect(delivered.some((entry) => entry.body.includes(body.reference))).toBe(true);
    } finally {
      clock = saved;
    }
  });

  it('refuses to start as a sandbox with NODE_ENV=production unless opted in', () => {
    expect(() => readAcquirerConfig({ NODE_ENV: 'production', ACQUIRER_SECRET: SECRET })).toThrow(
      /ACQUIRER_SANDBOX_IN_PRODUCTION/,
    );
    expect(() => readAcquirerConfig({ NODE_ENV: 'production', ACQUIRER_SANDBOX_IN_PRODUCTION: '1' })).toThrow(
      /ACQUIRER_SECRET/,
    );
    expect(
      readAcquirerConfig({
        NODE_ENV: 'production',
        ACQUIRER_SANDBOX_IN_PRODUCTION: '1',
        ACQUIRER_SECRET: SECRET,
      }).ACQUIRER_SANDBOX_IN_PRODUCTION,
    ).toBe('1');
    expect(readAcquirerConfig({}).PORT).toBe(3011);
  });
});

describe('the acquirer process in production', () => {
  const ROOT = new URL('..', import.meta.url).pathname;
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', PORT: '0', ACQUIRER_PGLITE_DIR: 'memory://', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Server listening/.test(output)) child.kill('SIGTERM');
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => resolve({ code, output }));
    });

  it('exits naming the opt-in when started as a sandbox with NODE_ENV=production', async () => {
    const refused = await run({ NODE_ENV: 'production', ACQUIRER_SECRET: SECRET });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('ACQUIRER_SANDBOX_IN_PRODUCTION');
  }, 60_000);

  it('announces itself when opted in', async () => {
    const started = await run({
      NODE_ENV: 'production',
      ACQUIRER_SECRET: SECRET,
      ACQUIRER_SANDBOX_IN_PRODUCTION: '1',
    });
    expect(started.output).toContain('SANDBOX ACQUIRER RUNNING IN PRODUCTION');
  }, 60_000);
});
