// Repeating an order (POST /order/repeat): its owner's finished order goes back into the cart in one
// cart transaction (tracking/repeat.ts): the dishes still sold, at today's prices, for the same place.
import { type OrderRepeatResponse, TRACKING_ERROR_CODES } from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { type Lang, text } from '../../../http/texts';
import type { ModuleDeps } from '../../../http/types';
import { cartEnv } from '../../cart/env';
import { viewerOf, visibleOrder } from '../../tracking/access';
import { repeatOrder } from '../../tracking/repeat';
import { isRepeatable } from '../../tracking/statuses';

export interface RepeatOrderInput {
  brandId: number;
  orderId: number;
  lang: Lang;
}

export async function repeatOrderCommand(
  deps: ModuleDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  { brandId, orderId, lang }: RepeatOrderInput,
): Promise<OrderRepeatResponse> {
  const { db } = deps.database;
  const viewer = await viewerOf(db, request, brandId);
  const order = await visibleOrder(db, brandId, orderId, viewer, deps.now(), lang, { ownerOnly: true });
  if (!isRepeatable(order.status)) {
    const message = text(lang, 'tracking:not_repeatable');
    throw new HttpError(409, message, TRACKING_ERROR_CODES.notRepeatable, { order_id: [message] });
  }
  return repeatOrder(deps, await cartEnv(deps, request, reply), order);
}
