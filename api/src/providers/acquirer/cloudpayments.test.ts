// The CloudPayments adapter against its local fake, over real HTTP both ways: the API charges the
// fake (Basic auth, cryptogram, 3-D Secure, ReasonCodes) and the fake posts its signed Check / Pay /
// Fail notifications to the API listening on a real port.
import { payResponseSchema, placeOrderResponseSchema } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { orderStatusEvents, orders, payments } from '../../db/schema';
import type { App } from '../../http/types';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderBody,
  readyVisitor,
} from '../../modules/orders/test-checkout';
import { CLOUDPAYMENTS_NOTIFY_PATHS } from '../../modules/payments/cloudpayments-notify';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { expectErrorBody } from '../../test/expect-error-body';
import { CloudPaymentsAcquirer } from './cloudpayments';
import { type CloudPaymentsFake, contentHmac, startCloudPaymentsFake } from './cloudpayments.fake';

const PUBLIC_ID = 'pk_test_storefront';
const SECRET = 'cloudpayments-test-api-secret';
const clock = new Date('2026-03-06T09:00:00Z');
const card = (number: string, exp = '12/30') => ({ number, exp, cvv: '123' });

const chargeOf = (reference: string, cryptogram: string) => ({
  reference,
  amount: 1290,
  currency: 'RUB',
  method: 'card' as const,
  cryptogram,
  description: 'Order 1',
  expiresAt: new Date(Date.now() + 600_000),
  returnUrl: 'https://shop.example/ok',
  failUrl: 'https://shop.example/fail',
  termUrl: 'https://shop.example/payments/3ds',
  ip: '203.0.113.7',
});

/** The ACS page's form posting PaRes for `passed` (as the customer's browser would read it). */
async function acsAnswer(
  fake: CloudPaymentsFake,
  action: { acsUrl: string; paReq: string; md: string; termUrl: string },
  passed: boolean,
) {
  const page = await fetch(action.acsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ PaReq: action.paReq, MD: action.md, TermUrl: action.termUrl }),
  });
  expect(page.status).toBe(200);
  const html = await page.text();
  const forms = [...html.matchAll(/name="PaRes" value="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code))),
  );
  expect(forms[passed ? 0 : 1]).toBe(fake.paRes(Number(action.md), passed));
  return forms[passed ? 0 : 1]!;
}

describe('CloudPayments adapter against the fake (no merchant notifications)', () => {
  let fake: CloudPaymentsFake;
  let acquirer: CloudPaymentsAcquirer;
  let n = 0;
  const ref = () => `pay_${900_000 + ++n}`;
  beforeAll(async () => {
    fake = await startCloudPaymentsFake({ publicId: PUBLIC_ID, apiSecret: SECRET });
    acquirer = new CloudPaymentsAcquirer({ publicId: PUBLIC_ID, apiSecret: SECRET, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('charges a card without 3-D Secure: approved with its last four digits, sent with Basic auth and the IP', async () => {
    const reference = ref();
    const result = await acquirer.charge(chargeOf(reference, fake.cryptogram(card('4012 8888 8888 1881'))));
    expect(result).toMatchObject({ status: 'approved', cardLast4: '1881' });
    expect(await acquirer.status(reference)).toMatchObject({ status: 'approved' });
    // Charged again under the same reference (a retry after a lost answer): the same transaction.
    const again = await acquirer.charge(chargeOf(reference, fake.cryptogram(card('4012 8888 8888 1881'))));
    expect(again.transactionId).toBe(result.transactionId);
    expect([...fake.transactions.values()].filter((tx) => tx.InvoiceId === reference)).toHaveLength(1);
  });

  it('3-D Secure: AcsUrl + PaReq, the ACS posts PaRes, post3ds approves; a second post3ds changes nothing', async () => {
    const result = await acquirer.charge(chargeOf(ref(), fake.cryptogram(card('4242 4242 4242 4242'))));
    expect(result.status).toBe('pending');
    if (result.status !== 'pending' || result.action.type !== '3ds') throw new Error('expected 3-D Secure');
    expect(result.action).toMatchObject({
      acsUrl: `${fake.url}/acs`,
      md: result.transactionId,
      termUrl: 'https://shop.example/payments/3ds',
    });
    const paRes = await acsAnswer(fake, result.action, true);
    const done = await acquirer.complete3ds({ transactionId: result.transactionId, paRes, final: false });
    expect(done).toMatchObject({
      status: 'approved',
      transactionId: result.transactionId,
      cardLast4: '4242',
    });
    expect(
      await acquirer.complete3ds({ transactionId: result.transactionId, paRes, final: false }),
    ).toMatchObject({ status: 'approved' });
  });

  it('3-D Secure failed at the bank → authentication_failed (ReasonCode 5206); a poll before it is pending, the last one fails', async () => {
    const result = await acquirer.charge(chargeOf(ref(), fake.cryptogram(card('5555 5555 5555 4444'))));
    if (result.status !== 'pending' || result.action.type !== '3ds') throw new Error('expected 3-D Secure');
    expect(await acquirer.complete3ds({ transactionId: result.transactionId, final: false })).toMatchObject({
      status: 'pending',
    });
    const paRes = await acsAnswer(fake, result.action, false);
    expect(
      await acquirer.complete3ds({ transactionId: result.transactionId, paRes, final: false }),
    ).toMatchObject({
      status: 'declined',
      reason: 'authentication_failed',
    });

    const other = await acquirer.charge(chargeOf(ref(), fake.cryptogram(card('4242 4242 4242 4242'))));
    expect(await acquirer.complete3ds({ transactionId: other.transactionId, final: true })).toMatchObject({
      status: 'declined',
      reason: 'authentication_failed',
    });
  });

  it('maps ReasonCodes to the decline reasons behind the spec texts', async () => {
    const outcome = async (number: string, exp?: string) => {
      const result = await acquirer.charge(chargeOf(ref(), fake.cryptogram(card(number, exp))));
      if (result.status === 'pending' && result.action.type === '3ds')
        return acquirer.complete3ds({
          transactionId: result.transactionId,
          paRes: await acsAnswer(fake, result.action, true),
          final: false,
        });
      return result;
    };
    expect(await outcome('4111 1111 1111 1111')).toMatchObject({
      status: 'declined',
      reason: 'insufficient_funds',
    }); // 5051
    expect(await outcome('4000 0566 5566 5556')).toMatchObject({
      status: 'declined',
      reason: 'insufficient_funds',
    }); // 5051 after 3-D Secure
    expect(await outcome('4000 0000 0000 0002')).toMatchObject({ status: 'declined', reason: 'declined' }); // 5005
    expect(await outcome('4000 0000 0000 0127')).toMatchObject({
      status: 'declined',
      reason: 'invalid_card',
    }); // 5082
    expect(await outcome('4012 8888 8888 1881', '01/24')).toMatchObject({
      status: 'declined',
      reason: 'invalid_card',
    }); // 5054
  });

  it('a cryptogram that does not open is declined without a transaction', async () => {
    expect(await acquirer.charge(chargeOf(ref(), '02bm90LWEtY3J5cHRvZ3JhbQ=='))).toEqual({
      status: 'declined',
      transactionId: null,
      reason: 'invalid_card',
    });
  });

  it('void and refund: an unfinished 3-D Secure is voided, a completed charge is refunded in full once', async () => {
    const pending = ref();
    await acquirer.charge(chargeOf(pending, fake.cryptogram(card('4242 4242 4242 4242'))));
    expect(await acquirer.cancel(pending)).toMatchObject({ status: 'declined', reason: 'expired' });
    const paid = ref();
    const result = await acquirer.charge(chargeOf(paid, fake.cryptogram(card('5105 1051 0510 5100'))));
    await acquirer.refund(paid);
    expect(fake.transactions.get(Number(result.transactionId))?.refunded).toBe(1290);
    await expect(acquirer.refund(paid)).rejects.toMatchObject({ statusCode: 502 });
    expect(await acquirer.status('pay_1')).toBeNull();
  });

  it('wrong credentials and a slow service are a 502 in the §8 shape, never a hang', async () => {
    const wrong = new CloudPaymentsAcquirer({
      publicId: PUBLIC_ID,
      apiSecret: 'not-the-secret',
      apiUrl: fake.url,
    });
    await expect(wrong.status('pay_1')).rejects.toMatchObject({
      statusCode: 502,
      code: 'acquirer_unavailable',
    });
    const slow = await startCloudPaymentsFake({ publicId: PUBLIC_ID, apiSecret: SECRET, delayMs: 500 });
    try {
      const impatient = new CloudPaymentsAcquirer({
        publicId: PUBLIC_ID,
        apiSecret: SECRET,
        apiUrl: slow.url,
        timeoutMs: 100,
      });
      const started = Date.now();
      await expect(
        impatient.charge(chargeOf(ref(), slow.cryptogram(card('4012 8888 8888 1881')))),
      ).rejects.toMatchObject({ statusCode: 502 });
      expect(Date.now() - started).toBeLessThan(450);
    } finally {
      await slow.close();
    }
  });

  it('its stand-in checkout script encrypts the fields in the page into a cryptogram the API charges', async () => {
    const script = await (await fetch(`${fake.url}/checkout.js`)).text();
    type Checkout = new (options: {
      publicId: string;
      container: unknown;
    }) => {
      createPaymentCryptogram(): Promise<string>;
    };
    const window: { cp?: { Checkout: Checkout } } = {};
    new Function('window', script)(window);
    const page = (fields: Record<string, string>) => ({
      querySelector: (selector: string) => {
        const name = /data-cp="(\w+)"/.exec(selector)?.[1] ?? '';
        return name in fields ? { value: fields[name] } : null;
      },
    });
    const checkout = (fields: Record<string, string>) =>
      new window.cp!.Checkout({ publicId: PUBLIC_ID, container: page(fields) }).createPaymentCryptogram();
    const packet = await checkout({
      cardNumber: '4012 8888 8888 1881',
      expDateMonthYear: '12 / 30',
      cvv: '123',
    });
    expect(packet).not.toContain('4012');
    expect(await acquirer.charge(chargeOf(ref(), packet))).toMatchObject({
      status: 'approved',
      cardLast4: '1881',
    });
    await expect(checkout({ cardNumber: '4242 4242 4242 4241', cvv: '1' })).rejects.toEqual({
      cardNumber: 'CardNumber_Invalid',
      expDateMonth: 'ExpDateMonth_Empty',
      expDateYear: 'ExpDateYear_Empty',
      cvv: 'Cvv_Invalid',
    });
  });
});

describe('CloudPayments through the API: pay, notifications signed with Content-HMAC', () => {
  let fake: CloudPaymentsFake;
  let testDb: TestDatabase;
  let app: App;
  let world: CheckoutWorld;
  let origin: string;
  beforeAll(async () => {
    fake = await startCloudPaymentsFake({ publicId: PUBLIC_ID, apiSecret: SECRET });
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      db: testDb.database,
      rateLimit: false,
      logger: false,
      now: () => clock,
      cloudPayments: {
        publicId: PUBLIC_ID,
        apiSecret: SECRET,
        apiUrl: fake.url,
        widgetUrl: `${fake.url}/checkout.js`,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    fake.options.notify = {
      check: `${origin}/api${CLOUDPAYMENTS_NOTIFY_PATHS.check}`,
      pay: `${origin}/api${CLOUDPAYMENTS_NOTIFY_PATHS.pay}`,
      fail: `${origin}/api${CLOUDPAYMENTS_NOTIFY_PATHS.fail}`,
    };
    world = await checkoutWorld(app);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await testDb?.dispose();
  });

  const db = () => testDb.database.db;
  const placeCardOrder = async () => {
    const { v } = await readyVisitor(app, testDb.database, world);
    const response = await v.post('/api/order/create', orderBody(world, { payment_type: 'card' }));
    expect(response.statusCode, response.body).toBe(200);
    return { v, orderId: placeOrderResponseSchema.parse(response.json()).order_id };
  };
  const pay = (v: Awaited<ReturnType<typeof placeCardOrder>>['v'], orderId: number, number: string) =>
    v.post('/api/order/pay', {
      order_id: orderId,
      is_new_acquiring: true,
      verify_param: PUBLIC_ID,
      cryptogram: fake.cryptogram(card(number)),
    });
  const statusEvents = async (orderId: number) =>
    (await db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId))).length;

  it("payment settings name the provider's public id and checkout script", async () => {
    const { v, orderId } = await placeCardOrder();
    const answer = await pay(v, orderId, '4012 8888 8888 1881');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(payResponseSchema.parse(answer.json())).toMatchObject({
      reason: 'approved',
      verify_param: PUBLIC_ID,
    });
  });

  it('approved: Check then Pay arrive (before the answer), each answered code 0; a repeated Pay changes nothing', async () => {
    const { v, orderId } = await placeCardOrder();
    const before = fake.sent.length;
    const answer = await pay(v, orderId, '4012 8888 8888 1881');
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = fake.sent.slice(before);
    expect(sent.map((note) => [note.kind, note.answer])).toEqual([
      ['check', { code: 0 }],
      ['pay', { code: 0 }],
    ]);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('accepted');
    const events = await statusEvents(orderId);
    expect(await fake.resend(fake.sent.length - 1)).toEqual({ code: 0 });
    expect(await statusEvents(orderId)).toBe(events);
    expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toMatchObject([
      { state: 'succeeded', cardHint: '•• 1881' },
    ]);
  });

  it('3-D Secure through the TermUrl: Pay arrives first, the customer returns to the success page, settled once', async () => {
    const { v, orderId } = await placeCardOrder();
    const answer = payResponseSchema.parse((await pay(v, orderId, '4242 4242 4242 4242')).json());
    expect(answer).toMatchObject({ AcsUrl: `${fake.url}/acs` });
    const paRes = await acsAnswer(
      fake,
      { acsUrl: answer.AcsUrl!, paReq: answer.PaReq!, md: String(answer.MD), termUrl: answer.TermUrl! },
      true,
    );
    // The provider's Pay notification reaches the API as post3ds runs; the browser's return is later.
    const back = await fetch(answer.TermUrl!.replace(/^https?:\/\/[^/]+/, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MD: String(answer.MD), PaRes: paRes }),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`state=payment-success&order_id=${orderId}`);
    const again = await v.post('/api/order/post3ds', {
      TransactionId: String(answer.MD),
      PaRes: paRes,
      order_id: orderId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.orderId, orderId))).toMatchObject([
      { state: 'succeeded' },
    ]);
    expect(
      fake.sent.filter((note) => note.kind === 'pay' && note.body.includes(`TransactionId=${answer.MD}&`)),
    ).toHaveLength(1);
  });

  it("declined: Fail with ReasonCode 5051 → the spec's insufficient-funds text, the order canceled once", async () => {
    const { v, orderId } = await placeCardOrder();
    const answer = await pay(v, orderId, '4111 1111 1111 1111');
    const body = expectErrorBody(answer, 402);
    expect(body.message).toMatch(/insufficient|недостаточно/i);
    expect(fake.sent.at(-1)).toMatchObject({ kind: 'fail', answer: { code: 0 } });
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('canceled');
    const events = await statusEvents(orderId);
    await fake.resend(fake.sent.length - 1);
    expect(await statusEvents(orderId)).toBe(events);
  });

  it('refuses a notification without or with a wrong Content-HMAC (401), before reading it', async () => {
    const body = 'TransactionId=1&Amount=1.00&InvoiceId=pay_1&Status=Completed';
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api${CLOUDPAYMENTS_NOTIFY_PATHS.pay}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body,
      });
    expectErrorBody(await post({}), 401, 'signature_invalid');
    expectErrorBody(
      await post({ 'content-hmac': contentHmac('another-secret', body) }),
      401,
      'signature_invalid',
    );
    // Signed over other bytes (the same fields re-encoded) is not the body that came.
    expectErrorBody(
      await post({ 'content-hmac': contentHmac(SECRET, `${body}&x=1`) }),
      401,
      'signature_invalid',
    );
  });

  it('Check answers 10 for an unknown invoice, 12 for a wrong amount, 13 for an attempt no longer open', async () => {
    const check = async (fields: Record<string, string>) => {
      const body = new URLSearchParams(fields).toString();
      const response = await app.inject({
        method: 'POST',
        url: `/api${CLOUDPAYMENTS_NOTIFY_PATHS.check}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-hmac': contentHmac(SECRET, body),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await check({ TransactionId: '5', Amount: '10.00', InvoiceId: 'order-5' })).toEqual({ code: 10 });
    const { v, orderId } = await placeCardOrder();
    await pay(v, orderId, '4012 8888 8888 1881');
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const invoice = `pay_${payment!.id}`;
    expect(
      await check({ TransactionId: payment!.acquirerPaymentId!, Amount: '1.00', InvoiceId: invoice }),
    ).toEqual({ code: 12 });
    expect(
      await check({
        TransactionId: payment!.acquirerPaymentId!,
        Amount: payment!.amount.toFixed(2),
        InvoiceId: invoice,
      }),
    ).toEqual({ code: 13 });
  });
});
