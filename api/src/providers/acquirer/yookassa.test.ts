// The YooKassa adapter against its local fake over real HTTP: Idempotence-Key on every POST (a
// repeated charge is the same payment), QR / external / redirect confirmations, two-stage statuses
// with the capture, refunds; then through the API: its unsigned webhooks taken from allowed
// addresses only and believed only after the payment is read again.
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
import { YOOKASSA_WEBHOOK_PATH } from '../../modules/payments/yookassa-notify';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { expectErrorBody } from '../../test/expect-error-body';
import type { ChargeRequest } from './types';
import { YooKassaAcquirer } from './yookassa';
import { startYooKassaFake, type YooKassaFake } from './yookassa.fake';

const SHOP = { shopId: '123456', secretKey: 'test_secret_key_for_the_fake' };

describe('YooKassa adapter against the fake', () => {
  let fake: YooKassaFake;
  let yookassa: YooKassaAcquirer;
  const ids = new Map<string, string>();
  let n = 0;
  const ref = () => `pay_${800_000 + ++n}`;
  const charge = async (method: ChargeRequest['method'], reference = ref()) => {
    const result = await yookassa.charge({
      reference,
      amount: 1290,
      currency: 'RUB',
      method,
      phone: '79161234567',
      description: 'Order 1',
      expiresAt: new Date(Date.now() + 600_000),
      returnUrl: 'https://shop.example/ok',
      failUrl: 'https://shop.example/fail',
      termUrl: 'https://shop.example/payments/3ds',
    });
    if (result.transactionId) ids.set(reference, result.transactionId);
    return { reference, result };
  };
  beforeAll(async () => {
    fake = await startYooKassaFake(SHOP);
    yookassa = new YooKassaAcquirer({
      ...SHOP,
      apiUrl: fake.url,
      lookup: async (reference) => ids.get(reference) ?? null,
    });
  });
  afterAll(() => fake.close());

  it('SBP: a QR to scan; the same attempt charged again is the same payment (its reference is the key)', async () => {
    const { reference, result } = await charge('sbp');
    expect(result).toMatchObject({
      status: 'pending',
      action: { type: 'sbp', qrCode: expect.stringMatching(/^https:\/\/qr\.nspk\.ru\//) },
    });
    const again = await charge('sbp', reference);
    expect(again.result.transactionId).toBe(result.transactionId);
    expect([...fake.payments.values()].filter((p) => p.metadata.reference === reference)).toHaveLength(1);
    expect(fake.keys.filter((key) => key === reference)).toHaveLength(2);
  });

  it('pending → waiting_for_capture → captured once → succeeded; then refunded once', async () => {
    const { reference, result } = await charge('sbp');
    expect(await yookassa.status(reference)).toMatchObject({ status: 'pending' });
    await fake.pay(result.transactionId!, '4444');
    expect(await yookassa.status(reference)).toMatchObject({ status: 'approved', cardLast4: '4444' });
    expect(await yookassa.status(reference)).toMatchObject({ status: 'approved' });
    expect(fake.keys.filter((key) => key === `capture-${result.transactionId}`)).toHaveLength(1);
    await yookassa.refund(reference);
    await yookassa.refund(reference);
    expect(fake.refunds.filter((r) => r.payment_id === result.transactionId)).toHaveLength(1);
    expect(fake.payments.get(result.transactionId!)?.refunded_amount?.value).toBe('1290.00');
  });

  it('SberPay: an external confirmation (a push to the bank app); a card: YooKassa page by redirect', async () => {
    expect((await charge('sberpay')).result).toMatchObject({
      status: 'pending',
      action: { type: 'sberpay', phoneHint: '•• 4567' },
    });
    const card = await charge('card');
    expect(card.result).toMatchObject({
      status: 'pending',
      action: { type: 'redirect', formUrl: expect.stringContaining('/checkout/') },
    });
  });

  it('canceled: the bank reason maps to the spec texts; money held is released on cancel; pending just expires', async () => {
    const poor = await charge('sbp');
    await fake.decline(poor.result.transactionId!, 'insufficient_funds');
    expect(await yookassa.status(poor.reference)).toMatchObject({
      status: 'declined',
      reason: 'insufficient_funds',
    });
    const held = await charge('sbp');
    fake.payments.get(held.result.transactionId!)!.status = 'waiting_for_capture';
    expect(await yookassa.cancel(held.reference)).toMatchObject({ status: 'declined', reason: 'expired' });
    expect(fake.payments.get(held.result.transactionId!)?.status).toBe('canceled');
    const waiting = await charge('sbp');
    expect(await yookassa.cancel(waiting.reference)).toMatchObject({ status: 'declined', reason: 'expired' });
    expect(await yookassa.status('pay_1')).toBeNull();
  });

  it('every POST carried an Idempotence-Key; bad credentials and a slow API are a 502, never a hang', async () => {
    expect(fake.keys.every((key) => key.length > 0)).toBe(true);
    const wrong = new YooKassaAcquirer({
      ...SHOP,
      secretKey: 'nope',
      apiUrl: fake.url,
      lookup: async () => null,
    });
    await expect(
      wrong.charge({
        reference: ref(),
        amount: 1,
        currency: 'RUB',
        method: 'sbp',
        description: 'x',
        expiresAt: new Date(),
        returnUrl: '',
        failUrl: '',
        termUrl: '',
      }),
    ).rejects.toMatchObject({ statusCode: 502, code: 'acquirer_unavailable' });
    const slow = await startYooKassaFake({ ...SHOP, delayMs: 400 });
    try {
      const impatient = new YooKassaAcquirer({
        ...SHOP,
        apiUrl: slow.url,
        timeoutMs: 100,
        lookup: async () => 'x',
      });
      await expect(impatient.status('pay_1')).rejects.toMatchObject({ statusCode: 502 });
    } finally {
      await slow.close();
    }
  });
});

describe('YooKassa through the API: SBP, webhooks from allowed addresses, re-read before acting', () => {
  let fake: YooKassaFake;
  let testDb: TestDatabase;
  let app: App;
  let world: CheckoutWorld;
  beforeAll(async () => {
    fake = await startYooKassaFake(SHOP);
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      db: testDb.database,
      rateLimit: false,
      logger: false,
      now: () => new Date('2026-03-06T09:00:00Z'),
      yookassa: { ...SHOP, apiUrl: fake.url, webhookSources: ['127.0.0.1'] },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    fake.options.webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api${YOOKASSA_WEBHOOK_PATH}`;
    world = await checkoutWorld(app);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await testDb?.dispose();
  });

  const db = () => testDb.database.db;
  const orderStatus = async (id: number) =>
    (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
  const events = async (id: number) =>
    (await db().select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, id))).length;
  const sbpOrder = async () => {
    const { v } = await readyVisitor(app, testDb.database, world);
    const created = await v.post('/api/order/create', orderBody(world, { payment_type: 'sbp' }));
    expect(created.statusCode, created.body).toBe(200);
    const orderId = placeOrderResponseSchema.parse(created.json()).order_id;
    const answer = payResponseSchema.parse((await v.post('/api/order/pay', { order_id: orderId })).json());
    return { v, orderId, answer };
  };

  it('pays by SBP QR: the customer pays, the webhook is re-read, the money captured, the order accepted once', async () => {
    const { orderId, answer } = await sbpOrder();
    expect(answer).toMatchObject({
      reason: 'sbp',
      qr_code: expect.stringMatching(/^https:\/\/qr\.nspk\.ru\//),
    });
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempt).toMatchObject({ state: 'waiting', acquirer: 'yookassa' });
    const before = fake.webhooks.length;
    await fake.pay(attempt!.acquirerPaymentId!);
    // waiting_for_capture (answered), then the capture's own payment.succeeded.
    await expect.poll(() => fake.webhooks.length, { timeout: 5000 }).toBeGreaterThanOrEqual(before + 2);
    await expect
      .poll(() => fake.webhooks.slice(before).every((hook) => hook.status === 200), { timeout: 5000 })
      .toBe(true);
    expect(await orderStatus(orderId)).toBe('accepted');
    expect(fake.payments.get(attempt!.acquirerPaymentId!)?.status).toBe('succeeded');
    const count = await events(orderId);
    expect(await fake.resend(before)).toBe(200);
    expect(await fake.resend(before + 1)).toBe(200);
    expect(await events(orderId)).toBe(count);
    expect(fake.keys.filter((key) => key === `capture-${attempt!.acquirerPaymentId}`)).toHaveLength(1);
  });

  it('a webhook from another address is refused (403) before anything is read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${YOOKASSA_WEBHOOK_PATH}`,
      remoteAddress: '203.0.113.5',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'x' } },
    });
    expectErrorBody(response, 403, 'forbidden');
  });

  it('a forged "succeeded" for a payment still pending changes nothing: the API is asked, not the webhook', async () => {
    const { orderId } = await sbpOrder();
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const forged = await app.inject({
      method: 'POST',
      url: `/api${YOOKASSA_WEBHOOK_PATH}`,
      remoteAddress: '127.0.0.1',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: attempt!.acquirerPaymentId, status: 'succeeded', paid: true },
      },
    });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(await orderStatus(orderId)).toBe('waiting_for_payment');
    const unknown = await app.inject({
      method: 'POST',
      url: `/api${YOOKASSA_WEBHOOK_PATH}`,
      remoteAddress: '127.0.0.1',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'no-such-payment' } },
    });
    expectErrorBody(unknown, 404, 'not_found');
  });

  it('declined at the bank (insufficient funds): the order is canceled once', async () => {
    const { orderId } = await sbpOrder();
    const [attempt] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    await fake.decline(attempt!.acquirerPaymentId!, 'insufficient_funds');
    expect(await orderStatus(orderId)).toBe('canceled');
    expect((await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]).toMatchObject({
      state: 'failed',
      reason: 'insufficient_funds',
    });
  });
});
