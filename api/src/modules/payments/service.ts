// Payments (spec §4 Checkout and payment): an order waiting for payment gets one open attempt per
// method in `payments`; each attempt is charged at the acquirer under its own reference (so a retry
// after a crash meets the same transaction, never a second charge); the outcome — answered at once,
// after 3-D Secure, from the bank page or in a signed notification — settles the attempt: succeeded
// (one per order, a partial unique index) accepts the order and empties the cart; failed cancels the
// order unless another attempt is open. Unpaid orders are canceled at the 10-minute deadline.
import {
  PAYMENT_ERROR_CODES,
  type PaymentTypeAlias,
  type PayResponse,
  THREE_DS_RETURN_PATH,
} from '@storefront/shared/contract';
import type { Db } from '../../db/client';
import type { PaymentState } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type Lang, text } from '../../http/texts';
import type { ModuleDeps } from '../../http/types';
import type {
  AcquirerAction,
  AcquirerMethod,
  AcquirerResult,
  DeclineReason,
} from '../../providers/acquirer/types';
import { emptyCart, type OrderRow, recordStatus, refundBonuses } from '../orders/service';
import {
  cancelPaymentsInStates,
  expiredUnpaidOrderIds,
  findPayment,
  lockOrder,
  paymentsInStates,
  setOrderStatus,
  succeededPayment,
  updatePayment,
} from './repo';

export type { PaymentRow } from './repo';

export const OPEN_STATES: PaymentState[] = ['created', 'requires_action', 'waiting'];

export const paymentReference = (paymentId: number) => `pay_${paymentId}`;

export function paymentIdOfReference(reference: string): number | null {
  const match = /^pay_(\d{1,10})$/.exec(reference);
  return match ? Number(match[1]) : null;
}

export interface Links {
  /** The storefront's public origin (config PUBLIC_ORIGIN; the merchant's TermUrl is on it too). */
  origin: string;
}

export function completeLink(links: Links, order: Pick<OrderRow, 'id'>, cityAlias: string): string {
  return `${links.origin}/${cityAlias}/?state=payment-success&order_id=${order.id}`;
}

export function failureLink(links: Links, order: Pick<OrderRow, 'id'>, cityAlias: string): string {
  return `${links.origin}/${cityAlias}/back-to-home?state=payment-failure&order_id=${order.id}`;
}

export const termUrl = (links: Links) => `${links.origin}${THREE_DS_RETURN_PATH}`;

const ACQUIRER_METHODS: Record<string, AcquirerMethod> = {
  card: 'card',
  sbp: 'sbp',
  sberpay: 'sberpay',
  apple_pay: 'apple_pay',
  google_pay: 'google_pay',
  aggregator: 'aggregator',
};

export function acquirerMethod(alias: PaymentTypeAlias): AcquirerMethod | null {
  return ACQUIRER_METHODS[alias] ?? null;
}

// ── Settling outcomes ────────────────────────────────────────────────────────────────────────────

export type SettleOutcome = 'succeeded' | 'failed' | 'pending' | 'refund';

/**
 * Applies an acquirer outcome to an attempt, in `tx`. Idempotent: an attempt already settled stays
 * as it is. Answers 'refund' when the money came in for an order that no longer takes it (canceled
 * meanwhile, or already paid by another attempt): the caller returns it after the commit.
 */
export async function settleAttempt(
  tx: Db,
  paymentId: number,
  result: AcquirerResult,
  now: Date,
): Promise<SettleOutcome> {
  const probe = await findPayment(tx, paymentId);
  if (!probe) return 'failed';
  // The order first, then the attempt: every path locks in this order.
  const order = await lockOrder(tx, probe.orderId);
  const payment = (await findPayment(tx, paymentId))!;
  if (!order) return 'failed';
  const transactionId = result.transactionId ?? payment.acquirerPaymentId;

  if (result.status === 'pending') {
    if (!OPEN_STATES.includes(payment.state)) return payment.state === 'succeeded' ? 'succeeded' : 'failed';
    await updatePayment(tx, payment.id, {
      state: ['sbp', 'sberpay'].includes(result.action.type) ? 'waiting' : 'requires_action',
      acquirerPaymentId: transactionId,
      reason: result.action.type,
      updatedAt: now,
    });
    return 'pending';
  }

  if (result.status === 'approved') {
    if (payment.state === 'succeeded') return 'succeeded';
    const other = await succeededPayment(tx, order.id);
    const cardHint = result.cardLast4 ? `•• ${result.cardLast4}` : payment.cardHint;
    if (other || order.status === 'canceled') {
      await updatePayment(tx, payment.id, {
        state: 'canceled',
        reason: other ? 'refunded_duplicate' : 'refunded_order_canceled',
        acquirerPaymentId: transactionId,
        cardHint,
        updatedAt: now,
      });
      return 'refund';
    }
    await updatePayment(tx, payment.id, {
      state: 'succeeded',
      reason: 'approved',
      acquirerPaymentId: transactionId,
      cardHint,
      updatedAt: now,
    });
    if (order.status === 'waiting_for_payment') {
      await setOrderStatus(tx, order.id, 'accepted', now);
      await recordStatus(tx, order.id, 'accepted', 'payment', now);
      await emptyCart(tx, order.sessionKeyHash, now);
    }
    return 'succeeded';
  }

  // Declined, expired, refunded.
  if (!OPEN_STATES.includes(payment.state)) return payment.state === 'succeeded' ? 'succeeded' : 'failed';
  await updatePayment(tx, payment.id, {
    state: 'failed',
    reason: result.reason,
    acquirerPaymentId: transactionId,
    updatedAt: now,
  });
  const [open] = await paymentsInStates(tx, order.id, OPEN_STATES);
  if (order.status === 'waiting_for_payment' && !open) await cancelOrder(tx, order, 'payment', now);
  return 'failed';
}

export async function cancelOrder(tx: Db, order: OrderRow, source: string, now: Date) {
  await setOrderStatus(tx, order.id, 'canceled', now);
  await recordStatus(tx, order.id, 'canceled', source, now);
  await refundBonuses(tx, order, now);
}

/** Settles an attempt by the acquirer's outcome and returns money that should not have come in. */
export async function applyOutcome(
  deps: ModuleDeps,
  paymentId: number,
  result: AcquirerResult,
): Promise<SettleOutcome> {
  const now = deps.now();
  const outcome = await deps.database.db.transaction((tx) => settleAttempt(tx, paymentId, result, now));
  if (outcome === 'refund') await deps.acquirer.refund(paymentReference(paymentId));
  // Paid: with a POS the order's export is queued (once per order, however often this is told).
  if (outcome === 'succeeded' && deps.orderAccepted) {
    const payment = await findPayment(deps.database.db, paymentId);
    if (payment) await deps.orderAccepted(payment.orderId);
  }
  return outcome;
}

// ── Deadline ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Cancels an order whose payment deadline passed (spec §9: 10 minutes): its open attempts are voided
 * at the acquirer; one that turns out approved settles the order instead.
 */
export async function expireOrder(deps: ModuleDeps, orderId: number): Promise<OrderRow | null> {
  const db = deps.database.db;
  const now = deps.now();
  const open = await paymentsInStates(db, orderId, OPEN_STATES);
  for (const attempt of open) {
    const result = await deps.acquirer.cancel(paymentReference(attempt.id));
    if (result) await applyOutcome(deps, attempt.id, result);
  }
  return db.transaction(async (tx) => {
    const order = (await lockOrder(tx, orderId)) ?? null;
    if (order?.status !== 'waiting_for_payment') return order;
    if (!order.paymentDeadline || order.paymentDeadline.getTime() > now.getTime()) return order;
    await cancelPaymentsInStates(tx, orderId, OPEN_STATES, 'expired', now);
    await cancelOrder(tx, order, 'deadline', now);
    return { ...order, status: 'canceled' as const };
  });
}

/**
 * The deadline sweep: cancels unpaid orders past their deadline (all, or the one given). Run lazily
 * where orders are read, and from the app's timer. Answers how many it canceled.
 */
export async function settleExpiredPayments(deps: ModuleDeps, orderId?: number): Promise<number> {
  const now = deps.now();
  const due = await expiredUnpaidOrderIds(deps.database.db, now, orderId, 50);
  let canceled = 0;
  for (const id of due) if ((await expireOrder(deps, id))?.status === 'canceled') canceled++;
  return canceled;
}

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────

const EMPTY_ANSWER: Omit<PayResponse, 'reason' | 'order_id'> = {
  transaction_id: null,
  form_url: null,
  complete_link: null,
  qr_code: null,
  payment_link: null,
  verify_param: null,
  message: null,
  payment_deadline: null,
  threeDSMethodURLServer: null,
  threeDSMethodURL: null,
  threeDSMethodDataPacked: null,
  threeDSServerTransId: null,
  MD: null,
  PaReq: null,
  cReq: null,
  TermUrl: null,
  AcsUrl: null,
};

function maskedPhone(phone: string): string {
  return phone.length > 4 ? `+${phone.slice(0, 1)} ••• •••-${phone.slice(-4, -2)}-${phone.slice(-2)}` : phone;
}

export function pendingAnswer(
  order: OrderRow,
  transactionId: string,
  action: AcquirerAction,
  lang: Lang,
  verifyParam: string | null,
): PayResponse {
  const base = {
    ...EMPTY_ANSWER,
    order_id: order.id,
    transaction_id: transactionId,
    verify_param: verifyParam,
    payment_deadline: order.paymentDeadline?.toISOString() ?? null,
  };
  switch (action.type) {
    case 'redirect':
      return { ...base, reason: 'approved-new', form_url: action.formUrl };
    case '3ds':
      return {
        ...base,
        reason: '3ds',
        AcsUrl: action.acsUrl,
        PaReq: action.paReq,
        MD: action.md,
        TermUrl: action.termUrl,
      };
    case '3ds-v2-method':
      return {
        ...base,
        reason: '3ds-v2',
        threeDSMethodURL: action.methodUrl,
        threeDSMethodURLServer: action.methodUrl,
        threeDSMethodDataPacked: action.methodData,
        threeDSServerTransId: action.serverTransId,
      };
    case '3ds-v2-challenge':
      return { ...base, reason: '3ds', AcsUrl: action.acsUrl, cReq: action.creq, TermUrl: action.termUrl };
    case 'sbp':
      return { ...base, reason: 'sbp', qr_code: action.qrCode, payment_link: action.paymentLink };
    case 'sberpay':
      return {
        ...base,
        reason: 'sberpay',
        qr_code: action.qrCode,
        payment_link: action.paymentLink,
        message: text(lang, 'orders:sberpay_push', { phone: maskedPhone(order.phone) }),
      };
  }
}

export function approvedAnswer(
  order: OrderRow,
  transactionId: string | null,
  link: string,
  verifyParam: string | null,
): PayResponse {
  return {
    ...EMPTY_ANSWER,
    reason: 'approved',
    order_id: order.id,
    transaction_id: transactionId,
    complete_link: link,
    verify_param: verifyParam,
  };
}

export function declineError(lang: Lang, reason: DeclineReason): HttpError {
  if (reason === 'expired')
    return new HttpError(422, text(lang, 'orders:payment_expired'), PAYMENT_ERROR_CODES.expired, {
      payment: [text(lang, 'orders:payment_expired')],
    });
  const message =
    reason === 'insufficient_funds'
      ? text(lang, 'orders:insufficient_funds')
      : reason === 'authentication_failed'
        ? text(lang, 'orders:authentication_failed')
        : text(lang, 'orders:payment_error');
  return new HttpError(
    402,
    message,
    reason === 'insufficient_funds' ? PAYMENT_ERROR_CODES.insufficientFunds : PAYMENT_ERROR_CODES.declined,
    { payment: [message] },
  );
}

export function errorAnswer(error: HttpError) {
  return {
    statusCode: error.statusCode,
    body: { message: error.message, errors: error.errors, code: error.code },
  };
}
