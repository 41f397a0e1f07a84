// POST /order/pay and /order/post3ds (spec §4, §7): find the order the caller may pay (placing it
// from its order cache on the older flow), open or resume the attempt for the chosen method, charge
// it at the acquirer under the attempt's reference, settle the outcome and answer what the client
// does next. Runs under runIdempotent: the answer is stored in the same transaction as the outcome.
import { isOnlinePaymentType, PAYMENT_ERROR_CODES, type PayResponse } from '@storefront/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { type Lang, text } from '../../http/texts';
import type { ModuleDeps } from '../../http/types';
import type { AcquirerResult } from '../../providers/acquirer/types';
import type { BrandSnapshot } from '../catalog/snapshot';
import { invalid } from '../location/context';
import type { IdempotencyClaim, StoredAnswer } from '../orders/idempotency';
import { allowedPaymentTypes } from '../orders/payment-types';
import { type OrderRow, type OrderSession, placeOrder } from '../orders/service';
import { findOrder } from '../tracking/repo';
import {
  cancelPayments,
  findBrandOrderCache,
  insertPayment,
  latestCardPayment,
  linkOrderCache,
  lockOrder,
  lockOrderCache,
  paymentByTransaction,
  paymentsInStates,
  succeededPayment,
} from './repo';
import {
  acquirerMethod,
  applyOutcome,
  approvedAnswer,
  completeLink,
  declineError,
  errorAnswer,
  expireOrder,
  failureLink,
  type Links,
  OPEN_STATES,
  type PaymentRow,
  paymentReference,
  pendingAnswer,
  settleAttempt,
  termUrl,
} from './service';

export interface PayContext {
  deps: ModuleDeps;
  snapshot: BrandSnapshot;
  session: OrderSession;
  lang: Lang;
  links: Links;
  /** The payer's address (acquirers that score fraud by it require it). */
  ip?: string | undefined;
}

export interface PayInput {
  order_id?: number | null | undefined;
  order_cache_key?: string | null | undefined;
  payment_type?: string | undefined;
  verify_param?: string | null | undefined;
  cryptogram?: string | null | undefined;
}

const notFound = (lang: Lang) =>
  new HttpError(404, text(lang, 'orders:order_not_found'), 'not_found', {
    order_id: [text(lang, 'orders:order_not_found')],
  });

/** Orders the caller may see: made in this session, or owned by the signed-in customer. */
export function visibleTo(order: OrderRow, snapshot: BrandSnapshot, session: OrderSession): boolean {
  return (
    order.brandId === snapshot.brand.id &&
    (order.sessionKeyHash === session.keyHash ||
      (order.customerId !== null && order.customerId === session.customerId))
  );
}

export async function findVisibleOrder(
  db: Db,
  ctx: Omit<PayContext, 'links'>,
  orderId: number,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || !visibleTo(order, ctx.snapshot, ctx.session)) throw notFound(ctx.lang);
  return order;
}

/** The order behind an order cache key, placed now if the cache has not become one yet. */
async function orderOfCache(ctx: PayContext, key: string): Promise<OrderRow> {
  const { deps, snapshot, session, lang } = ctx;
  const db = deps.database.db;
  const cache = await findBrandOrderCache(db, snapshot.brand.id, key);
  const mine =
    cache &&
    (cache.sessionKeyHash === session.keyHash ||
      (cache.customerId !== null && cache.customerId === session.customerId));
  if (!cache || !mine) throw notFound(lang);
  if (cache.orderId) return findVisibleOrder(db, ctx, cache.orderId);
  const now = deps.now();
  if (cache.expiresAt.getTime() <= now.getTime())
    throw invalid(
      { order_cache_key: [text(lang, 'orders:order_cache_expired')] },
      PAYMENT_ERROR_CODES.orderCacheExpired,
    );
  return db.transaction(async (tx) => {
    const locked = await lockOrderCache(tx, key);
    if (locked?.orderId) return (await findOrder(tx, locked.orderId))!;
    const order = await placeOrder(tx, cache.payload, now, lang, key, null, cache.expiresAt);
    await linkOrderCache(tx, key, order.id);
    return order;
  });
}

export async function resolveOrder(ctx: PayContext, input: PayInput): Promise<OrderRow> {
  if (input.order_cache_key) return orderOfCache(ctx, input.order_cache_key);
  return findVisibleOrder(ctx.deps.database.db, ctx, input.order_id!);
}

function fault(deps: ModuleDeps, point: string) {
  deps.fault?.(point);
}

/** The answer for an attempt's outcome (and whether it is a success for the HTTP status). */
async function answerFor(
  ctx: PayContext,
  tx: Db,
  order: OrderRow,
  result: AcquirerResult,
  outcome: string,
): Promise<StoredAnswer> {
  const { lang, links } = ctx;
  const city = ctx.snapshot.cities.get(order.cityId);
  const alias = city?.row.alias ?? '';
  const verifyParam = ctx.deps.acquirer.publicId;
  if (outcome === 'succeeded')
    return {
      statusCode: 200,
      body: approvedAnswer(order, result.transactionId, completeLink(links, order, alias), verifyParam),
    };
  if (outcome === 'pending' && result.status === 'pending')
    return {
      statusCode: 200,
      body: pendingAnswer(order, result.transactionId, result.action, lang, verifyParam),
    };
  if (outcome === 'refund') {
    // The money came in for an order that is paid already (answer that) or was canceled (refunded).
    const paid = await succeededPayment(tx, order.id);
    if (paid)
      return {
        statusCode: 200,
        body: approvedAnswer(order, paid.acquirerPaymentId, completeLink(links, order, alias), verifyParam),
      };
    return errorAnswer(declineError(lang, 'expired'));
  }
  const reason = result.status === 'declined' ? result.reason : 'declined';
  const error = declineError(lang, reason);
  return {
    statusCode: error.statusCode,
    body: {
      message: error.message,
      errors: error.errors,
      code: error.code,
      order_id: order.id,
      fail_link: failureLink(links, order, alias),
    },
  };
}

export async function payOrder(
  ctx: PayContext,
  input: PayInput,
  claim: IdempotencyClaim | null,
): Promise<StoredAnswer> {
  const { deps, lang, links } = ctx;
  const db = deps.database.db;
  let order = await resolveOrder(ctx, input);
  const now = deps.now();
  if (order.status === 'waiting_for_payment' && order.paymentDeadline && order.paymentDeadline <= now) {
    order = (await expireOrder(deps, order.id)) ?? order;
    if (order.status === 'canceled') throw declineError(lang, 'expired');
  }
  const city = ctx.snapshot.cities.get(order.cityId);
  if (order.status !== 'waiting_for_payment') {
    const paid = await succeededPayment(db, order.id);
    if (paid)
      return {
        statusCode: 200,
        body: approvedAnswer(
          order,
          paid.acquirerPaymentId,
          completeLink(links, order, city?.row.alias ?? ''),
          deps.acquirer.publicId,
        ) satisfies PayResponse,
      };
    throw new HttpError(409, text(lang, 'orders:order_not_payable'), PAYMENT_ERROR_CODES.notPayable, {
      order_id: [text(lang, 'orders:order_not_payable')],
    });
  }

  const alias = (input.payment_type ?? order.paymentType) as PayResponse['reason'] | string;
  const method = acquirerMethod(alias as never);
  const allowed =
    city &&
    isOnlinePaymentType(alias as never) &&
    allowedPaymentTypes(city, order.orderType).includes(alias as never);
  if (!method || !allowed)
    throw invalid({ payment_type: [text(lang, 'orders:payment_type_unavailable')] }, 'validation');
  if (method === 'card') {
    if (input.verify_param && input.verify_param !== deps.acquirer.publicId)
      throw invalid({ verify_param: [text(lang, 'orders:verify_param')] }, PAYMENT_ERROR_CODES.cardInvalid);
    if (!input.cryptogram)
      throw invalid({ cryptogram: [text(lang, 'orders:card_required')] }, PAYMENT_ERROR_CODES.cardInvalid);
  }

  // One open attempt per order: resume the one for this method, void the others.
  const { attempt, superseded } = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked?.status !== 'waiting_for_payment')
      throw new HttpError(409, text(lang, 'orders:order_not_payable'), PAYMENT_ERROR_CODES.notPayable);
    const open = await paymentsInStates(tx, order.id, OPEN_STATES);
    let attempt: PaymentRow | undefined = open.find((row) => row.method === method);
    const superseded = open.filter((row) => row !== attempt);
    if (superseded.length > 0)
      await cancelPayments(
        tx,
        superseded.map((row) => row.id),
        'superseded',
        now,
      );
    attempt ??= await insertPayment(tx, {
      orderId: order.id,
      method,
      acquirer: deps.acquirer.name,
      amount: order.total,
      currency: order.currency,
      state: 'created',
      createdAt: now,
      updatedAt: now,
    });
    return { attempt, superseded };
  });
  for (const old of superseded) {
    const result = await deps.acquirer.cancel(paymentReference(old.id));
    if (result?.status === 'approved') await applyOutcome(deps, old.id, result);
  }

  fault(deps, 'pay:before-charge');
  const alias2 = city?.row.alias ?? '';
  const result = await deps.acquirer.charge({
    reference: paymentReference(attempt.id),
    amount: attempt.amount,
    currency: attempt.currency,
    method,
    cryptogram: input.cryptogram ?? null,
    phone: order.phone,
    description: `Order ${order.id}`,
    expiresAt: order.paymentDeadline ?? now,
    returnUrl: completeLink(links, order, alias2),
    failUrl: failureLink(links, order, alias2),
    termUrl: termUrl(links),
    ip: ctx.ip ?? null,
  });
  fault(deps, 'pay:after-charge');
  if (result.status === 'declined' && result.transactionId === null)
    // The cryptogram did not open (tampered with or too old): the attempt stays open for a new one.
    throw invalid({ cryptogram: [text(lang, 'orders:card_invalid')] }, PAYMENT_ERROR_CODES.cardInvalid);

  const settled = await db.transaction(async (tx) => {
    const outcome = await settleAttempt(tx, attempt.id, result, now);
    const current = await findOrder(tx, order.id);
    const answer = await answerFor(ctx, tx, current ?? order, result, outcome);
    await claim?.complete(tx, answer);
    return { outcome, answer };
  });
  if (settled.outcome === 'refund') await deps.acquirer.refund(paymentReference(attempt.id));
  return settled.answer;
}

export interface Post3dsInput {
  TransactionId?: string | null | undefined;
  PaRes?: string | null | undefined;
  cres?: string | null | undefined;
  order_id?: number | null | undefined;
  order_cache_key?: string | null | undefined;
  last_attempt?: boolean | undefined;
}

/**
 * Completes 3-D Secure for an attempt. `ctx.session` null means the caller proved itself with the
 * ACS's signed PaRes / cres (the TermUrl return, which carries no session cookie cross-site).
 */
export async function completeThreeDs(
  ctx: Omit<PayContext, 'session'> & { session: OrderSession | null },
  input: Post3dsInput,
): Promise<StoredAnswer & { order: OrderRow | null }> {
  const { deps, lang, links } = ctx;
  const db = deps.database.db;
  let payment: PaymentRow | null = null;
  const transactionId =
    input.TransactionId ?? (input.cres ? deps.acquirer.transactionOfCres(input.cres) : null);
  if (transactionId) payment = (await paymentByTransaction(db, transactionId)) ?? null;
  else if (ctx.session && (input.order_id || input.order_cache_key)) {
    const order = await resolveOrder({ ...ctx, session: ctx.session }, input);
    payment = (await latestCardPayment(db, order.id)) ?? null;
  }
  if (!payment) throw notFound(lang);
  const order = await findOrder(db, payment.orderId);
  if (!order || order.brandId !== ctx.snapshot.brand.id) throw notFound(lang);
  if (ctx.session && !visibleTo(order, ctx.snapshot, ctx.session)) throw notFound(lang);
  if (!ctx.session && !input.PaRes && !input.cres) throw notFound(lang);

  const result = await deps.acquirer.complete3ds({
    transactionId: payment.acquirerPaymentId ?? transactionId,
    paRes: input.PaRes ?? null,
    cres: input.cres ?? null,
    final: input.last_attempt === true,
  });
  if (!result) throw notFound(lang);
  const outcome = await applyOutcome(deps, payment.id, result);
  const current = await findOrder(db, order.id);
  const alias = ctx.snapshot.cities.get(order.cityId)?.row.alias ?? '';
  if (outcome === 'succeeded' || (outcome === 'refund' && current?.status !== 'canceled'))
    return {
      statusCode: 200,
      body: { success: true, order_id: order.id, complete_link: completeLink(links, order, alias) },
      order: current ?? order,
    };
  if (outcome === 'pending')
    return {
      ...errorAnswer(
        new HttpError(409, text(lang, 'orders:payment_pending'), PAYMENT_ERROR_CODES.pending, {
          payment: [text(lang, 'orders:payment_pending')],
        }),
      ),
      order: current ?? order,
    };
  const error = declineError(lang, result.status === 'declined' ? result.reason : 'expired');
  return { ...errorAnswer(error), order: current ?? order };
}
