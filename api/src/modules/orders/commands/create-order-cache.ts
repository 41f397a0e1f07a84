// Keeping an order cache (POST /order/create-order-cache, the older online flow of spec §4): the
// order is validated and priced as placing it would, and kept until it is paid (pay places it then).
import {
  isOnlinePaymentType,
  type OrderCacheResponse,
  type PlaceOrderInput,
} from '@storefront/shared/contract';
import { text } from '../../../http/texts';
import { invalid } from '../../location/context';
import { storeOrderCache } from '../service';
import type { CheckoutRequest } from './context';
import { inCartTransaction, orderingSession } from './prepare-from-cart';

export async function createOrderCacheCommand(
  { env, session }: CheckoutRequest,
  input: PlaceOrderInput,
): Promise<OrderCacheResponse> {
  const orderingAs = orderingSession(env, session);
  if (!isOnlinePaymentType(input.payment_type))
    throw invalid({ payment_type: [text(env.lang, 'orders:payment_type_unavailable')] });
  const cache = await inCartTransaction(env, orderingAs, input, (tx, prepared) =>
    storeOrderCache(tx, prepared, env.now),
  );
  return {
    order_cache_key: cache.key,
    created_at: cache.createdAt.toISOString(),
    expires_at: cache.expiresAt.toISOString(),
    total: cache.total,
    currency: cache.payload.currency,
  };
}
