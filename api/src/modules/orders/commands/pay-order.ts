// Paying an order (POST /order/pay, /order/post3ds): the caller's order (placed from its order cache
// on the older flow), charged at the acquirer under its attempt's reference and settled in one
// transaction with the idempotent answer (payments/pay.ts holds the steps with the acquirer).
import type { ModuleDeps } from '../../../http/types';
import { completeThreeDs, type PayInput, type Post3dsInput, payOrder } from '../../payments/pay';
import type { IdempotencyClaim, StoredAnswer } from '../idempotency';
import { type CheckoutRequest, orderNotFound } from './context';

export function payOrderCommand(
  deps: ModuleDeps,
  { env, session, links, ip }: CheckoutRequest,
  input: PayInput,
  claim: IdempotencyClaim | null,
): Promise<StoredAnswer> {
  if (!session) throw orderNotFound(env.lang);
  return payOrder({ deps, snapshot: env.snapshot, session, lang: env.lang, links, ip }, input, claim);
}

/** Completes 3-D Secure from the visitor's own session (the ACS's TermUrl return is payments/routes.ts). */
export async function completeThreeDsCommand(
  deps: ModuleDeps,
  { env, session, links }: CheckoutRequest,
  input: Post3dsInput,
): Promise<StoredAnswer> {
  if (!session) throw orderNotFound(env.lang);
  const { order: _order, ...answer } = await completeThreeDs(
    { deps, snapshot: env.snapshot, session, lang: env.lang, links },
    input,
  );
  return answer;
}
