// Placing an order (POST /order/create): validate the request against the session's cart, then in
// one transaction price it, book its slot, write off its bonuses, store the order (orders/service.ts
// placeOrder) and the idempotent answer together, so a retried request finds either both or neither.
import type { PlaceOrderInput, PlaceOrderResponse } from '@storefront/shared/contract';
import type { IdempotencyClaim } from '../idempotency';
import { cartFingerprintOf, type OrderRow, placeOrder } from '../service';
import type { CheckoutRequest } from './context';
import { inCartTransaction, orderingSession } from './prepare-from-cart';

export interface PlacedAnswer {
  statusCode: 200;
  body: PlaceOrderResponse;
}

function placed(order: OrderRow): PlaceOrderResponse {
  return {
    order_id: order.id,
    payment_type: order.paymentType as PlaceOrderResponse['payment_type'],
    status: order.status as PlaceOrderResponse['status'],
    total: order.total,
    currency: order.currency,
    payment_deadline: order.paymentDeadline?.toISOString() ?? null,
  };
}

export function placeOrderCommand(
  { env, session }: CheckoutRequest,
  input: PlaceOrderInput,
  claim: IdempotencyClaim | null,
): Promise<PlacedAnswer> {
  const orderingAs = orderingSession(env, session);
  return inCartTransaction(env, orderingAs, input, async (tx, prepared) => {
    const order = await placeOrder(tx, prepared, env.now, env.lang, null, cartFingerprintOf(prepared));
    const answer: PlacedAnswer = { statusCode: 200, body: placed(order) };
    await claim?.complete(tx, answer);
    return answer;
  });
}
