// Cancelling an order (POST /order/cancel, spec §4: by its owner, only while accepted): one
// transaction moves it to canceled and gives back what it held (slot, bonuses); card payments are
// refunded at the acquirer after the commit, since a refund cannot be rolled back.
import { TRACKING_ERROR_CODES } from '@storefront/shared/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { type Lang, text } from '../../../http/texts';
import type { ModuleDeps } from '../../../http/types';
import { type OrderRow, viewerOf, visibleOrder } from '../../tracking/access';
import { cancelByCustomer, returnPayments } from '../../tracking/service';

export interface CancelOrderInput {
  brandId: number;
  orderId: number;
  lang: Lang;
  now: Date;
}

export async function cancelOrderCommand(
  deps: ModuleDeps,
  request: FastifyRequest,
  { brandId, orderId, lang, now }: CancelOrderInput,
): Promise<OrderRow> {
  const { db } = deps.database;
  const viewer = await viewerOf(db, request, brandId);
  const order = await visibleOrder(db, brandId, orderId, viewer, now, lang, { ownerOnly: true });
  const canceled = order.status === 'accepted' ? await cancelByCustomer(db, order, now) : null;
  if (!canceled) {
    const message = text(lang, 'tracking:not_cancelable');
    throw new HttpError(409, message, TRACKING_ERROR_CODES.notCancelable, { order_id: [message] });
  }
  await returnPayments(deps, canceled.refunds, (err) => request.log.error({ err }, 'refund failed'));
  return canceled.order;
}
