// CloudPayments' notifications (Check, Pay, Fail) under /api/payments/cloudpayments/…: a form (or
// JSON) body signed in the Content-HMAC header — HMAC-SHA256 of the raw bytes under the API secret,
// base64 (X-Content-HMAC is read when Content-HMAC is absent). An unsigned or badly signed request is
// refused (401, §8 shape) before its body is read. Check answers whether the attempt may be paid
// (`{"code":0}`, 10 unknown invoice, 12 wrong amount, 13 no longer payable); Pay and Fail settle it
// once — the provider retries until it hears code 0, so a repeat, or a Pay that arrives before the
// customer is back from the bank, changes nothing twice (acquirer_notifications keeps each one).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { declineReasonOf } from '../../providers/acquirer/cloudpayments';
import type { AcquirerResult } from '../../providers/acquirer/types';
import { findPayment, recordNotification } from './repo';
import { OPEN_STATES, paymentIdOfReference, paymentReference, settleAttempt } from './service';

export const CLOUDPAYMENTS_NOTIFY_PATHS = {
  check: '/payments/cloudpayments/check',
  pay: '/payments/cloudpayments/pay',
  fail: '/payments/cloudpayments/fail',
} as const;

/** Check's answer codes (CloudPayments' documentation). */
const CODE = { ok: 0, unknownInvoice: 10, wrongAmount: 12, notAccepted: 13 } as const;

export function validContentHmac(secret: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string' || header.length === 0 || header.length > 200) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cents = (amount: number) => Math.round(amount * 100);

export async function cloudPaymentsNotifyRoutes(
  app: App,
  { deps, apiSecret }: ModuleOptions & { apiSecret: string },
) {
  const keepRaw = (request: FastifyRequest, body: string | Buffer) => {
    request.rawBody = String(body);
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      keepRaw(request, body);
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      keepRaw(request, body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('Malformed JSON body.'), { statusCode: 400 }), undefined);
      }
    },
  );

  const signed = async (request: FastifyRequest) => {
    const header = request.headers['content-hmac'] ?? request.headers['x-content-hmac'];
    if (!validContentHmac(apiSecret, request.rawBody ?? '', header))
      throw new HttpError(401, text(requestLang(request), 'orders:signature_invalid'), 'signature_invalid');
  };
  const fields = (request: FastifyRequest) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    const str = (value: unknown) =>
      value === undefined || value === null ? '' : String(value).slice(0, 200);
    return {
      transactionId: str(body.TransactionId),
      invoiceId: str(body.InvoiceId),
      amount: Number(body.Amount),
      reasonCode: Number(body.ReasonCode),
      cardLastFour: str(body.CardLastFour),
    };
  };
  /** The attempt a notification names, when its transaction and amount match it. */
  const attemptOf = async (note: ReturnType<typeof fields>) => {
    const id = paymentIdOfReference(note.invoiceId);
    if (id === null) return { code: CODE.unknownInvoice } as const;
    const payment = await findPayment(deps.database.db, id);
    if (!payment || (payment.acquirerPaymentId !== null && payment.acquirerPaymentId !== note.transactionId))
      return { code: CODE.unknownInvoice } as const;
    if (!Number.isFinite(note.amount) || cents(payment.amount) !== cents(note.amount))
      return { code: CODE.wrongAmount } as const;
    return { payment } as const;
  };

  const route = { config: { csrfExempt: true }, preValidation: signed };

  app.post(CLOUDPAYMENTS_NOTIFY_PATHS.check, route, async (request) => {
    const found = await attemptOf(fields(request));
    if ('code' in found) return { code: found.code };
    return { code: OPEN_STATES.includes(found.payment.state) ? CODE.ok : CODE.notAccepted };
  });

  const settle = (kind: 'pay' | 'fail') => async (request: FastifyRequest) => {
    const note = fields(request);
    const found = await attemptOf(note);
    if ('code' in found) return { code: found.code };
    const result: AcquirerResult =
      kind === 'pay'
        ? { status: 'approved', transactionId: note.transactionId, cardLast4: note.cardLastFour || null }
        : { status: 'declined', transactionId: note.transactionId, reason: declineReasonOf(note.reasonCode) };
    const now = deps.now();
    const outcome = await deps.database.db.transaction(async (tx) => {
      const fresh = await recordNotification(tx, {
        id: `cloudpayments:${kind}:${note.transactionId}`,
        acquirerPaymentId: note.transactionId,
        receivedAt: now,
      });
      if (!fresh) return 'duplicate' as const;
      return settleAttempt(tx, found.payment.id, result, now);
    });
    if (outcome === 'refund') await deps.acquirer.refund(paymentReference(found.payment.id));
    return { code: CODE.ok };
  };
  app.post(CLOUDPAYMENTS_NOTIFY_PATHS.pay, route, settle('pay'));
  app.post(CLOUDPAYMENTS_NOTIFY_PATHS.fail, route, settle('fail'));
}
