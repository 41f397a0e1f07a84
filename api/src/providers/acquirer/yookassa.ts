// YooKassa (the spec's `yookassa` acquiring; SBP and SberPay through it), written to its documented
// API v3 (api.yookassa.ru/v3, HTTP Basic auth with the shop id and secret key, JSON). Every POST
// carries an Idempotence-Key — the attempt's reference for the payment itself, so a charge retried
// after a lost answer meets the same payment. Payments are two-stage (capture: false): pending →
// waiting_for_capture (the money is held) → captured here → succeeded; or canceled, with
// cancellation_details.reason. Confirmation by QR (SBP), external (SberPay: a push to the bank app on
// the customer's phone) or redirect (a card on YooKassa's page). YooKassa's ids are its own: the app
// hands this adapter `lookup`, which finds the payment id an attempt's reference was given.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import type {
  AcquirerMethod,
  AcquirerProvider,
  AcquirerResult,
  ChargeRequest,
  Complete3dsInput,
  DeclineReason,
} from './types';

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

export interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  apiUrl?: string | undefined;
  timeoutMs?: number | undefined;
  /** The YooKassa payment id an attempt's reference was given (payments.acquirer_payment_id). */
  lookup: (reference: string) => Promise<string | null>;
}

export const yookassaPaymentSchema = z
  .object({
    id: z.string().min(1).max(100),
    status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
    paid: z.boolean().optional(),
    amount: z.object({ value: z.string(), currency: z.string() }),
    confirmation: z
      .object({
        type: z.string(),
        confirmation_url: z.string().optional(),
        confirmation_data: z.string().optional(),
      })
      .loose()
      .optional(),
    payment_method: z
      .object({ type: z.string(), card: z.object({ last4: z.string().optional() }).loose().optional() })
      .loose()
      .optional(),
    cancellation_details: z.object({ party: z.string(), reason: z.string() }).loose().optional(),
    metadata: z.record(z.string(), z.string()).optional(),
  })
  .loose();

export type YooKassaPayment = z.infer<typeof yookassaPaymentSchema>;

/** cancellation_details.reason → decline reason (YooKassa's documented reasons). */
const REASONS: Record<string, DeclineReason> = {
  insufficient_funds: 'insufficient_funds',
  card_expired: 'invalid_card',
  invalid_card_number: 'invalid_card',
  invalid_csc: 'invalid_card',
  '3d_secure_failed': 'authentication_failed',
  expired_on_confirmation: 'expired',
  expired_on_capture: 'expired',
  canceled_by_merchant: 'expired',
};

const unavailable = () =>
  new HttpError(502, 'The payment service is not answering. Try again in a minute.', 'acquirer_unavailable');

const METHOD_DATA: Partial<Record<AcquirerMethod, (phone: string | null) => Record<string, unknown>>> = {
  sbp: () => ({ type: 'sbp' }),
  sberpay: (phone) => ({ type: 'sberbank', ...(phone ? { phone } : {}) }),
  card: () => ({ type: 'bank_card' }),
};

export class YooKassaAcquirer implements AcquirerProvider {
  readonly name = 'yookassa';
  /** Cards go to YooKassa's own page (a redirect): no widget on ours. */
  readonly publicId: string;
  readonly widgetUrl = '';
  private readonly apiUrl: string;
  private readonly auth: string;

  constructor(private readonly options: YooKassaOptions) {
    this.publicId = options.shopId;
    this.apiUrl = (options.apiUrl ?? YOOKASSA_API_URL).replace(/\/$/, '');
    this.auth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  }

  /** One call; null on 404. A POST without a key of its own gets a fresh one. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, key?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          ...(method === 'POST'
            ? { 'content-type': 'application/json', 'idempotence-key': key ?? randomUUID() }
            : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable();
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable();
    }
    return response.json().catch(() => {
      throw unavailable();
    });
  }

  async payment(id: string): Promise<YooKassaPayment | null> {
    const answer = await this.call('GET', `/payments/${encodeURIComponent(id)}`);
    if (answer === null) return null;
    const parsed = yookassaPaymentSchema.safeParse(answer);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  private parse(answer: unknown): YooKassaPayment {
    const parsed = yookassaPaymentSchema.safeParse(answer);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  /**
   * A payment as a result. Money held (waiting_for_capture) is captured now — each capture under a
   * key of its own payment, so a repeat captures nothing twice.
   */
  async resultOf(payment: YooKassaPayment, phone: string | null = null): Promise<AcquirerResult> {
    if (payment.status === 'waiting_for_capture') {
      const captured = await this.call(
        'POST',
        `/payments/${encodeURIComponent(payment.id)}/capture`,
        { amount: payment.amount },
        `capture-${payment.id}`,
      );
      if (captured === null) throw unavailable();
      payment = this.parse(captured);
    }
    const cardLast4 = payment.payment_method?.card?.last4 ?? null;
    switch (payment.status) {
      case 'succeeded':
        return { status: 'approved', transactionId: payment.id, cardLast4 };
      case 'canceled':
        return {
          status: 'declined',
          transactionId: payment.id,
          reason: REASONS[payment.cancellation_details?.reason ?? ''] ?? 'declined',
        };
      default: {
        const confirmation = payment.confirmation;
        if (confirmation?.type === 'qr' && confirmation.confirmation_data)
          return {
            status: 'pending',
            transactionId: payment.id,
            action: {
              type: 'sbp',
              qrCode: confirmation.confirmation_data,
              paymentLink: confirmation.confirmation_data,
            },
          };
        if (confirmation?.type === 'redirect' && confirmation.confirmation_url)
          return {
            status: 'pending',
            transactionId: payment.id,
            action: { type: 'redirect', formUrl: confirmation.confirmation_url },
          };
        // External: the bank sent a push to the app on the customer's phone.
        return {
          status: 'pending',
          transactionId: payment.id,
          action: {
            type: 'sberpay',
            qrCode: '',
            paymentLink: '',
            phoneHint: phone ? `•• ${phone.slice(-4)}` : null,
          },
        };
      }
    }
  }

  async charge(request: ChargeRequest): Promise<AcquirerResult> {
    const methodData = METHOD_DATA[request.method];
    if (!methodData) throw new HttpError(422, 'This payment method is not available.', 'validation');
    const confirmation =
      request.method === 'sbp'
        ? { type: 'qr' }
        : request.method === 'sberpay'
          ? { type: 'external' }
          : { type: 'redirect', return_url: request.returnUrl };
    const answer = await this.call(
      'POST',
      '/payments',
      {
        amount: { value: request.amount.toFixed(2), currency: request.currency },
        capture: false,
        confirmation,
        payment_method_data: methodData(request.phone ?? null),
        description: request.description.slice(0, 128),
        metadata: { reference: request.reference },
        ...(request.ip ? { client_ip: request.ip } : {}),
      },
      // The attempt's reference: the same attempt charged again is the same payment.
      request.reference,
    );
    if (answer === null) throw unavailable();
    return this.resultOf(this.parse(answer), request.phone ?? null);
  }

  async complete3ds(_input: Complete3dsInput): Promise<AcquirerResult | null> {
    // 3-D Secure happens on YooKassa's own page (redirect confirmation); nothing to post back.
    return null;
  }

  async status(reference: string): Promise<AcquirerResult | null> {
    const id = await this.options.lookup(reference);
    const payment = id ? await this.payment(id) : null;
    return payment ? this.resultOf(payment) : null;
  }

  async cancel(reference: string): Promise<AcquirerResult | null> {
    const id = await this.options.lookup(reference);
    const payment = id ? await this.payment(id) : null;
    if (!payment) return null;
    // Money held is released; a pending payment expires by itself at YooKassa (it cannot be canceled).
    if (payment.status === 'waiting_for_capture') {
      const canceled = await this.call(
        'POST',
        `/payments/${encodeURIComponent(payment.id)}/cancel`,
        {},
        `cancel-${payment.id}`,
      );
      if (canceled === null) return null;
      return this.resultOf(this.parse(canceled));
    }
    if (payment.status === 'pending')
      return { status: 'declined', transactionId: payment.id, reason: 'expired' };
    return this.resultOf(payment);
  }

  async refund(reference: string): Promise<void> {
    const id = await this.options.lookup(reference);
    const payment = id ? await this.payment(id) : null;
    if (!payment) return;
    if (payment.status === 'waiting_for_capture') {
      await this.call(
        'POST',
        `/payments/${encodeURIComponent(payment.id)}/cancel`,
        {},
        `cancel-${payment.id}`,
      );
      return;
    }
    if (payment.status !== 'succeeded') return;
    // One refund per payment: its key is the payment's, so a repeat refunds nothing twice.
    await this.call(
      'POST',
      '/refunds',
      { payment_id: payment.id, amount: payment.amount },
      `refund-${payment.id}`,
    );
  }

  transactionOfCres(): string | null {
    return null;
  }
}
