// What every checkout command starts from: the request's pricing env (brand snapshot, clock,
// language, bonus cookie), the visitor's session when there is one, and the links answers carry.
import { ERROR_CODES, PAYMENT_ERROR_CODES } from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { type Lang, text } from '../../../http/texts';
import type { ModuleDeps } from '../../../http/types';
import { cartEnv } from '../../cart/env';
import type { CartEnv } from '../../cart/service';
import { invalid } from '../../location/context';
import type { Links } from '../../payments/service';
import { findSession } from '../../session/session';
import type { OrderSession } from '../service';

export interface CheckoutRequest {
  env: CartEnv;
  /** null when the visitor has no session (nothing in a cart, nothing ordered). */
  session: OrderSession | null;
  links: Links;
  /** The visitor's address, as the acquirer wants it beside a charge (CloudPayments' IpAddress). */
  ip: string;
}

export async function checkoutRequestOf(
  deps: ModuleDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CheckoutRequest> {
  const env = await cartEnv(deps, request, reply);
  const row = env.keyHash ? await findSession(deps.database.db, request, env.now) : null;
  const session: OrderSession | null = row
    ? { id: row.id, keyHash: row.keyHash, customerId: row.customerId }
    : null;
  // Links come from the configured public origin, never from the request's Host header.
  return { env, session, links: { origin: deps.publicOrigin }, ip: request.ip };
}

export const cartEmpty = (lang: Lang) =>
  invalid({ cart: [text(lang, 'orders:cart_empty')] }, PAYMENT_ERROR_CODES.cartEmpty);

/** Without a session there is no order of the caller's to find. */
export const orderNotFound = (lang: Lang) =>
  new HttpError(404, text(lang, 'orders:order_not_found'), ERROR_CODES.notFound, {
    order_id: [text(lang, 'orders:order_not_found')],
  });
