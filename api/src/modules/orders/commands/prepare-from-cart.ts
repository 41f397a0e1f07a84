// The part placing an order and keeping an order cache share: in one transaction, lock the session's
// cart row (so two requests from one session price and place one after the other), validate the
// request against it and price it, then hand the prepared order to the caller's step in the same
// transaction.
import type { PlaceOrderInput } from '@storefront/shared/contract';
import type { Db } from '../../../db/client';
import { lockCartByKey } from '../../cart/repo';
import type { CartEnv } from '../../cart/service';
import { type OrderSession, type PreparedOrder, prepareOrder, requireOrderingSession } from '../service';
import { cartEmpty } from './context';

/** The session ordering may use (spec §6: signed in when the brand says so); no session, no cart. */
export function orderingSession(env: CartEnv, session: OrderSession | null): OrderSession {
  requireOrderingSession(env.snapshot, session, env.lang);
  if (!session) throw cartEmpty(env.lang);
  return session;
}

export async function inCartTransaction<T>(
  env: CartEnv,
  session: OrderSession,
  input: PlaceOrderInput,
  step: (tx: Db, prepared: PreparedOrder) => Promise<T>,
): Promise<T> {
  return env.db.transaction(async (tx) => {
    const loaded = await lockCartByKey(tx, session.keyHash);
    if (!loaded) throw cartEmpty(env.lang);
    const prepared = await prepareOrder(
      tx,
      env,
      { ...session, customerId: loaded.session.customerId },
      loaded.state,
      input,
    );
    return step(tx, prepared);
  });
}
