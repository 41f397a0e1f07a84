// CloudPayments card acquiring, written to its documented API (api.cloudpayments.ru): every call a
// JSON POST with HTTP Basic auth (Public ID : API Secret) answering `{ Success, Message, Model }`.
// A card is charged by the cryptogram its checkout script makes in the customer's browser
// (/payments/cards/charge); a card enrolled in 3-D Secure answers AcsUrl + PaReq, the ACS posts PaRes
// back to our TermUrl and /payments/cards/post3ds finishes it. Declines carry a numeric ReasonCode,
// mapped here onto the storefront's decline reasons (and so the spec's §8 texts). The merchant's
// reference travels as InvoiceId, so /payments/find answers the attempt after a crash or a lost reply.
// Check / Pay / Fail notifications are taken by modules/payments/cloudpayments-notify.ts.
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import type {
  AcquirerProvider,
  AcquirerResult,
  ChargeRequest,
  Complete3dsInput,
  DeclineReason,
} from './types';

export const CLOUDPAYMENTS_API_URL = 'https://api.cloudpayments.ru';
/** The provider's checkout script (cp.Checkout → createPaymentCryptogram). */
export const CLOUDPAYMENTS_WIDGET_URL = 'https://checkout.cloudpayments.ru/checkout.js';

export interface CloudPaymentsOptions {
  publicId: string;
  apiSecret: string;
  /** The API's origin (default https://api.cloudpayments.ru; the fake's in tests). */
  apiUrl?: string | undefined;
  /** The checkout script the card form loads (default the provider's). */
  widgetUrl?: string | undefined;
  /** Per call (default 10 s). */
  timeoutMs?: number | undefined;
}

/**
 * ReasonCode → decline reason (CloudPayments' documented decline codes). Codes not listed are a
 * plain decline ("an error occurred when paying", spec §8).
 */
const REASONS: Record<number, DeclineReason> = {
  5051: 'insufficient_funds', // Insufficient Funds
  5033: 'invalid_card', // Expired Card Pickup
  5054: 'invalid_card', // Expired Card
  5014: 'invalid_card', // Invalid Card Number
  5015: 'invalid_card', // No Such Issuer
  5082: 'invalid_card', // Incorrect CVV
  5206: 'authentication_failed', // Authentication failed (3-D Secure)
  5207: 'authentication_failed', // Authentication unavailable
};

export function declineReasonOf(reasonCode: number | null | undefined): DeclineReason {
  return (reasonCode !== null && reasonCode !== undefined && REASONS[reasonCode]) || 'declined';
}

/** A transaction as the API describes it (the fields this adapter reads). */
const transactionSchema = z
  .object({
    TransactionId: z.number().int(),
    InvoiceId: z.string().nullish(),
    Amount: z.number().nullish(),
    Status: z.string().nullish(),
    ReasonCode: z.number().int().nullish(),
    CardLastFour: z.string().nullish(),
    // Present when 3-D Secure is required.
    AcsUrl: z.string().nullish(),
    PaReq: z.string().nullish(),
  })
  .loose();

const envelopeSchema = z.object({
  Success: z.boolean(),
  Message: z.string().nullish(),
  Model: z.unknown().optional(),
});

type Transaction = z.infer<typeof transactionSchema>;

const unavailable = () =>
  new HttpError(502, 'The payment service is not answering. Try again in a minute.', 'acquirer_unavailable');

export class CloudPaymentsAcquirer implements AcquirerProvider {
  readonly name = 'cloudpayments';
  readonly publicId: string;
  readonly widgetUrl: string;
  private readonly apiUrl: string;
  private readonly auth: string;

  constructor(private readonly options: CloudPaymentsOptions) {
    this.publicId = options.publicId;
    this.widgetUrl = options.widgetUrl ?? CLOUDPAYMENTS_WIDGET_URL;
    this.apiUrl = (options.apiUrl ?? CLOUDPAYMENTS_API_URL).replace(/\/$/, '');
    this.auth = `Basic ${Buffer.from(`${options.publicId}:${options.apiSecret}`).toString('base64')}`;
  }

  /** One API call: the envelope, or a 502 when the service is down, slow or answers garbage. */
  private async call(path: string, payload: Record<string, unknown>) {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization: this.auth, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw unavailable();
    }
    const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable();
    const model = parsed.data.Model ? transactionSchema.safeParse(parsed.data.Model) : null;
    return { success: parsed.data.Success, message: parsed.data.Message ?? null, tx: model?.data ?? null };
  }

  /** A transaction's state as a result; `threeDs` adds the 3-D Secure step a charge asked for. */
  private resultOf(tx: Transaction, termUrl?: string): AcquirerResult {
    const id = String(tx.TransactionId);
    if (tx.AcsUrl && tx.PaReq)
      return {
        status: 'pending',
        transactionId: id,
        action: { type: '3ds', acsUrl: tx.AcsUrl, paReq: tx.PaReq, md: id, termUrl: termUrl ?? '' },
      };
    switch (tx.Status) {
      case 'Completed':
      case 'Authorized':
        return { status: 'approved', transactionId: id, cardLast4: tx.CardLastFour ?? null };
      case 'Cancelled':
        return { status: 'declined', transactionId: id, reason: 'expired' };
      case 'Declined':
        return { status: 'declined', transactionId: id, reason: declineReasonOf(tx.ReasonCode) };
      default:
        // AwaitingAuthentication: the customer is still at the bank's 3-D Secure page.
        return {
          status: 'pending',
          transactionId: id,
          action: { type: '3ds', acsUrl: '', paReq: '', md: id, termUrl: termUrl ?? '' },
        };
    }
  }

  async charge(request: ChargeRequest): Promise<AcquirerResult> {
    if (request.method !== 'card' || !request.cryptogram)
      // CloudPayments here takes cards; SBP and SberPay go through another acquiring (YooKassa).
      throw new HttpError(422, 'This payment method is not available.', 'validation');
    // The same reference charged again (a retry after a lost answer) meets the first transaction.
    // One still at its 3-D Secure step is voided: the customer came back with a new cryptogram.
    const earlier = await this.find(request.reference);
    if (earlier?.Status === 'Completed' || earlier?.Status === 'Authorized')
      return this.resultOf({ ...earlier, AcsUrl: null, PaReq: null });
    if (earlier?.Status === 'AwaitingAuthentication')
      await this.call('/payments/void', { TransactionId: earlier.TransactionId });
    const answer = await this.call('/payments/cards/charge', {
      Amount: request.amount,
      Currency: request.currency,
      IpAddress: request.ip ?? '127.0.0.1',
      CardCryptogramPacket: request.cryptogram,
      InvoiceId: request.reference,
      Description: request.description,
    });
    // No transaction: the request itself was refused (a cryptogram that does not open, a bad field).
    if (!answer.tx) return { status: 'declined', transactionId: null, reason: 'invalid_card' };
    return this.resultOf(answer.tx, request.termUrl);
  }

  async complete3ds(input: Complete3dsInput): Promise<AcquirerResult | null> {
    const id = Number(input.transactionId);
    if (!input.transactionId || !Number.isSafeInteger(id)) return null;
    if (input.paRes) {
      const answer = await this.call('/payments/cards/post3ds', { TransactionId: id, PaRes: input.paRes });
      if (answer.tx && !answer.tx.AcsUrl) return this.resultOf(answer.tx);
    }
    // A poll, or a post3ds the API refused (already finished: Pay arrived before the customer did).
    const current = await this.get(id);
    if (!current) return null;
    const result = this.resultOf(current);
    if (result.status === 'pending' && input.final)
      return { status: 'declined', transactionId: String(id), reason: 'authentication_failed' };
    return result;
  }

  private async get(id: number): Promise<Transaction | null> {
    const answer = await this.call('/payments/get', { TransactionId: id });
    return answer.tx;
  }

  private async find(reference: string): Promise<Transaction | null> {
    const answer = await this.call('/payments/find', { InvoiceId: reference });
    return answer.tx;
  }

  async status(reference: string): Promise<AcquirerResult | null> {
    const tx = await this.find(reference);
    return tx ? this.resultOf({ ...tx, AcsUrl: null, PaReq: null }) : null;
  }

  async cancel(reference: string): Promise<AcquirerResult | null> {
    const tx = await this.find(reference);
    if (!tx) return null;
    // Only a transaction not yet completed can be voided; a completed one is refunded by the caller.
    if (tx.Status === 'AwaitingAuthentication' || tx.Status === 'Authorized') {
      await this.call('/payments/void', { TransactionId: tx.TransactionId });
      const after = await this.get(tx.TransactionId);
      if (after) return this.resultOf({ ...after, AcsUrl: null, PaReq: null });
    }
    return this.resultOf({ ...tx, AcsUrl: null, PaReq: null });
  }

  async refund(reference: string): Promise<void> {
    const tx = await this.find(reference);
    if (tx?.Status !== 'Completed') return;
    const answer = await this.call('/payments/refund', {
      TransactionId: tx.TransactionId,
      Amount: tx.Amount,
    });
    if (!answer.success) throw unavailable();
  }

  transactionOfCres(): string | null {
    // CloudPayments' ACS returns MD (the TransactionId) with PaRes; there is no cres to read.
    return null;
  }
}
