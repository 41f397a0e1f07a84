// A local fake of YooKassa API v3 for the adapter's tests: /payments (create, get, capture, cancel)
// and /refunds, HTTP Basic auth (shop id : secret key), a required Idempotence-Key on every POST —
// the same key and body answer the first response again, the same key with another body is a 400 —
// YooKassa's error shape `{ type: "error", code, description }`, two-stage statuses, QR / external /
// redirect confirmations, and webhooks `{ type: "notification", event, object }` posted (unsigned,
// as YooKassa's are) to the merchant. The "bank" side: pay(id) / decline(id, reason) / expire(id).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fakeServer } from '../fake-server';

export interface YooKassaFakeOptions {
  shopId: string;
  secretKey: string;
  /** Where webhooks go (unset: not sent). */
  webhookUrl?: string;
  delayMs?: number;
  /** A fixed loopback port (the fakes running beside a storefront); a free one when unset. */
  port?: number;
}

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation: Record<string, string>;
  payment_method: { type: string; id: string; saved: boolean; card?: { last4: string } };
  cancellation_details?: { party: string; reason: string };
  metadata: Record<string, string>;
  description?: string;
  created_at: string;
  captured_at?: string;
  refundable: boolean;
  refunded_amount?: { value: string; currency: string };
  test: boolean;
}

export interface YooKassaFake {
  url: string;
  app: FastifyInstance;
  options: YooKassaFakeOptions;
  payments: Map<string, FakePayment>;
  refunds: { id: string; payment_id: string; amount: { value: string; currency: string } }[];
  /** Every POST's Idempotence-Key, in order. */
  keys: string[];
  webhooks: { body: string; status: number | null }[];
  /** The customer paid (scanned the QR, confirmed the push): money held. */
  pay(id: string, last4?: string): Promise<void>;
  /** The bank or YooKassa refused: canceled with this reason. */
  decline(id: string, reason: string): Promise<void>;
  /** Sends a webhook's exact bytes again. */
  resend(index: number): Promise<number | null>;
  close(): Promise<void>;
}

interface CreateBody {
  amount?: { value?: unknown; currency?: string };
  payment_method_data?: { type?: string };
  confirmation?: { type?: string; return_url?: string };
  metadata?: Record<string, string>;
  description?: string;
}

interface RefundBody {
  payment_id?: string;
  amount?: { value?: unknown };
}

export async function startYooKassaFake(options: YooKassaFakeOptions): Promise<YooKassaFake> {
  const app = fakeServer();
  const payments = new Map<string, FakePayment>();
  const refunds: YooKassaFake['refunds'] = [];
  const keys: string[] = [];
  const replays = new Map<string, { body: string; status: number; answer: unknown }>();
  const webhooks: YooKassaFake['webhooks'] = [];
  const error = (reply: FastifyReply, status: number, code: string, description: string) =>
    reply.code(status).send({ type: 'error', id: randomUUID(), code, description });

  const post = async (body: string) => {
    if (!options.webhookUrl) return null;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return null;
    }
  };
  const notify = async (event: string, object: unknown) => {
    const body = JSON.stringify({ type: 'notification', event, object });
    webhooks.push({ body, status: await post(body) });
  };

  // The payer's side (/fake/…) is not YooKassa's API: no shop credentials, no idempotency.
  const payerSide = (request: FastifyRequest) => request.url.startsWith('/fake/');
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (payerSide(request)) return;
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const expected = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return error(reply, 401, 'invalid_credentials', 'Authentication by given credentials failed');
    if (request.method === 'POST') {
      const key = request.headers['idempotence-key'];
      if (typeof key !== 'string' || key.length === 0 || key.length > 64)
        return error(reply, 400, 'invalid_request', 'Idempotence-Key header is required');
    }
  });
  // Idempotency: the first answer under a key is the answer to every repeat of that request.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || payerSide(request)) return;
    const key = `${request.url} ${request.headers['idempotence-key']}`;
    keys.push(String(request.headers['idempotence-key']));
    const seen = replays.get(key);
    if (!seen) return;
    if (seen.body !== JSON.stringify(request.body ?? {}))
      return error(reply, 400, 'invalid_request', 'Idempotence key duplicated with another request body');
    return reply.code(seen.status).send(seen.answer);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || reply.statusCode >= 500 || payerSide(request)) return payload;
    const key = `${request.url} ${request.headers['idempotence-key']}`;
    if (!replays.has(key))
      replays.set(key, {
        body: JSON.stringify(request.body ?? {}),
        status: reply.statusCode,
        answer: JSON.parse(String(payload)),
      });
    return payload;
  });

  app.post('/v3/payments', async (request, reply) => {
    const body = (request.body ?? {}) as CreateBody;
    const value = body.amount?.value;
    if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value) || Number(value) <= 0)
      return error(reply, 400, 'invalid_request', 'Invalid amount value');
    const method = body.payment_method_data?.type ?? '';
    if (!['sbp', 'sberbank', 'bank_card'].includes(method))
      return error(reply, 400, 'invalid_request', 'Invalid payment_method_data type');
    const id = `${randomUUID().slice(0, 8)}-000f-5000-9000-${randomUUID().slice(-12)}`;
    const type = body.confirmation?.type;
    const confirmation: Record<string, string> =
      type === 'qr'
        ? {
            type: 'qr',
            confirmation_data: `https://qr.nspk.ru/fake${id.replace(/-/g, '').slice(0, 24)}?type=02&bank=100000000111`,
          }
        : type === 'redirect'
          ? {
              type: 'redirect',
              confirmation_url: `${fake.url}/checkout/payments/v2/contract?orderId=${id}`,
              return_url: body.confirmation?.return_url ?? '',
            }
          : { type: 'external' };
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: { value: Number(value).toFixed(2), currency: body.amount?.currency ?? 'RUB' },
      confirmation,
      payment_method: { type: method, id, saved: false },
      metadata: body.metadata ?? {},
      description: body.description,
      created_at: new Date().toISOString(),
      refundable: false,
      test: true,
    };
    payments.set(id, payment);
    return payment;
  });
  app.get<{ Params: { id: string } }>('/v3/payments/:id', async (request, reply) => {
    const payment = payments.get(request.params.id);
    return payment ?? error(reply, 404, 'not_found', 'Payment not found');
  });
  app.post<{ Params: { id: string } }>('/v3/payments/:id/capture', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return error(reply, 404, 'not_found', 'Payment not found');
    if (payment.status !== 'waiting_for_capture')
      return error(reply, 400, 'invalid_request', `Payment is in status ${payment.status}`);
    Object.assign(payment, { status: 'succeeded', captured_at: new Date().toISOString(), refundable: true });
    void notify('payment.succeeded', payment);
    return payment;
  });
  app.post<{ Params: { id: string } }>('/v3/payments/:id/cancel', async (request, reply) => {
    const payment = payments.get(request.params.id);
    if (!payment) return error(reply, 404, 'not_found', 'Payment not found');
    if (payment.status !== 'waiting_for_capture')
      return error(reply, 400, 'invalid_request', `Payment is in status ${payment.status}`);
    Object.assign(payment, {
      status: 'canceled',
      cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
    });
    void notify('payment.canceled', payment);
    return payment;
  });
  app.post('/v3/refunds', async (request, reply) => {
    const body = (request.body ?? {}) as RefundBody;
    const payment = payments.get(body.payment_id ?? '');
    if (!payment) return error(reply, 404, 'not_found', 'Payment not found');
    const refunded = Number(payment.refunded_amount?.value ?? 0);
    const amount = Number(body.amount?.value);
    if (payment.status !== 'succeeded' || !(amount > 0) || refunded + amount > Number(payment.amount.value))
      return error(reply, 400, 'invalid_request', 'Refund is not possible');
    payment.refunded_amount = { value: (refunded + amount).toFixed(2), currency: payment.amount.currency };
    const refund = {
      id: randomUUID(),
      payment_id: payment.id,
      amount: { value: amount.toFixed(2), currency: payment.amount.currency },
      status: 'succeeded',
    };
    refunds.push(refund);
    void notify('refund.succeeded', refund);
    return refund;
  });

  // The payer's bank app: it scans the SBP QR (the payment's confirmation_data) and the payer
  // confirms; the payment then waits for capture, as an SBP payment with capture=false does.
  app.post('/fake/sbp/pay', async (request, reply) => {
    const qr = (request.body as { qr?: unknown } | undefined)?.qr;
    const payment = [...payments.values()].find(
      (entry) => entry.confirmation.type === 'qr' && entry.confirmation.confirmation_data === qr,
    );
    if (!payment) return error(reply, 404, 'not_found', 'No payment for this QR');
    if (payment.status !== 'pending')
      return error(reply, 400, 'invalid_request', `Payment is in status ${payment.status}`);
    await fake.pay(payment.id);
    return { id: payment.id, status: payment.status };
  });

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const fake: YooKassaFake = {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v3`,
    app,
    options,
    payments,
    refunds,
    keys,
    webhooks,
    async pay(id, last4) {
      const payment = payments.get(id);
      if (payment?.status !== 'pending') throw new Error(`payment ${id} is not pending`);
      Object.assign(payment, { status: 'waiting_for_capture', paid: true });
      if (last4) payment.payment_method.card = { last4 };
      await notify('payment.waiting_for_capture', payment);
    },
    async decline(id, reason) {
      const payment = payments.get(id);
      if (payment?.status !== 'pending') throw new Error(`payment ${id} is not pending`);
      Object.assign(payment, {
        status: 'canceled',
        cancellation_details: { party: 'payment_network', reason },
      });
      await notify('payment.canceled', payment);
    },
    resend: async (index) => {
      const hook = webhooks[index];
      if (!hook) throw new Error(`no webhook #${index}`);
      return post(hook.body);
    },
    close: () => app.close(),
  };
  return fake;
}
