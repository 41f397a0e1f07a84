// The acquirer reached over HTTP at ACQUIRER_URL (the sandbox service in acquirer/, or a real one
// speaking the same charges API): every call signed with ACQUIRER_SECRET and timestamped
// (@storefront/server-shared/acquirer-signing). An unreachable or failing acquirer is a 502 in the §8 shape.
import { signHeaders } from '@storefront/server-shared/acquirer-signing';
import { ACQUIRER_PATHS } from '@storefront/shared/contract';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import type { AcquirerProvider, AcquirerResult, ChargeRequest, Complete3dsInput } from './types';

export interface HttpAcquirerOptions {
  /** The acquirer's origin as this process reaches it (ACQUIRER_URL). */
  url: string;
  /** Its origin as the customer's browser reaches it (ACQUIRER_PUBLIC_URL, default `url`). */
  publicUrl?: string | undefined;
  secret: string;
  now: () => Date;
  publicId?: string | undefined;
  /** Per call (default 10 s). */
  timeoutMs?: number;
}

const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), formUrl: z.string() }),
  z.object({
    type: z.literal('3ds'),
    acsUrl: z.string(),
    paReq: z.string(),
    md: z.string(),
    termUrl: z.string(),
  }),
  z.object({
    type: z.literal('3ds-v2-method'),
    methodUrl: z.string(),
    methodData: z.string(),
    serverTransId: z.string(),
  }),
  z.object({
    type: z.literal('3ds-v2-challenge'),
    acsUrl: z.string(),
    creq: z.string(),
    termUrl: z.string(),
  }),
  z.object({ type: z.literal('sbp'), qrCode: z.string(), paymentLink: z.string() }),
  z.object({
    type: z.literal('sberpay'),
    qrCode: z.string(),
    paymentLink: z.string(),
    phoneHint: z.string().nullable(),
  }),
]);

const resultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved'), transactionId: z.string(), cardLast4: z.string().nullable() }),
  z.object({
    status: z.literal('declined'),
    transactionId: z.string().nullable(),
    reason: z.enum([
      'insufficient_funds',
      'declined',
      'expired',
      'invalid_card',
      'authentication_failed',
      'refunded',
    ]),
  }),
  z.object({ status: z.literal('pending'), transactionId: z.string(), action: actionSchema }),
]);

const unavailable = () =>
  new HttpError(502, 'The payment service is not answering. Try again in a minute.', 'acquirer_unavailable');

export class HttpAcquirer implements AcquirerProvider {
  readonly name = 'sandbox';
  readonly publicId: string;
  readonly widgetUrl: string;

  constructor(private readonly options: HttpAcquirerOptions) {
    this.publicId = options.publicId ?? 'pk_sandbox_storefront';
    this.widgetUrl = `${(options.publicUrl ?? options.url).replace(/\/$/, '')}${ACQUIRER_PATHS.widget}`;
  }

  /** A signed call; null on 404 (the acquirer does not know the transaction). */
  private async call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<unknown> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.url), {
        method,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...signHeaders(this.options.secret, { method, path, body }, this.options.now()),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable();
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 204) return undefined;
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable();
    }
    return response.json().catch(() => {
      throw unavailable();
    });
  }

  private async result(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<AcquirerResult | null> {
    const answer = await this.call(method, path, payload);
    if (answer === null) return null;
    const parsed = resultSchema.safeParse(answer);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  async charge(request: ChargeRequest): Promise<AcquirerResult> {
    const result = await this.result('POST', '/v1/charges', {
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      method: request.method,
      cryptogram: request.cryptogram ?? null,
      phone: request.phone ?? null,
      description: request.description,
      expires_at: request.expiresAt.toISOString(),
      return_url: request.returnUrl,
      fail_url: request.failUrl,
      term_url: request.termUrl,
    });
    if (!result) throw unavailable();
    return result;
  }

  complete3ds(input: Complete3dsInput): Promise<AcquirerResult | null> {
    return this.result('POST', '/v1/charges/3ds', {
      transaction_id: input.transactionId ?? null,
      pa_res: input.paRes ?? null,
      cres: input.cres ?? null,
      final: input.final,
    });
  }

  status(reference: string): Promise<AcquirerResult | null> {
    return this.result('GET', `/v1/charges/${encodeURIComponent(reference)}`);
  }

  cancel(reference: string): Promise<AcquirerResult | null> {
    return this.result('POST', `/v1/charges/${encodeURIComponent(reference)}/cancel`, {});
  }

  async refund(reference: string): Promise<void> {
    await this.call('POST', `/v1/charges/${encodeURIComponent(reference)}/refund`, {});
  }

  transactionOfCres(cres: string): string | null {
    try {
      const data: unknown = JSON.parse(Buffer.from(cres, 'base64url').toString('utf8'));
      const id =
        data && typeof data === 'object' ? (data as Record<string, unknown>).threeDSServerTransID : null;
      return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
    } catch {
      return null;
    }
  }
}
