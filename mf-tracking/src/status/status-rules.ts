// Spec §4 Order status: what the page offers at each status, and which line describes it.
import type { OrderStatusAlias, OrderType } from '@storefront/shared/contract';

/** Cancel is offered only while the order is accepted. */
export const offersCancel = (alias: OrderStatusAlias) => alias === 'accepted';

/** Repeat is offered when the order is done. */
export const offersRepeat = (alias: OrderStatusAlias) => alias === 'done';

export type StatusInfoKey = OrderStatusAlias | 'acceptedForInterval' | 'cookingTakeaway' | 'doneTakeaway';

/** The description under the status title: takeaway is collected, a later slot waits its turn. */
export function statusInfoKey(
  alias: OrderStatusAlias,
  orderType: OrderType,
  laterInterval: boolean,
): StatusInfoKey {
  if (alias === 'accepted' && laterInterval) return 'acceptedForInterval';
  if (alias === 'cooking' && orderType === 'takeaway') return 'cookingTakeaway';
  if (alias === 'done' && orderType === 'takeaway') return 'doneTakeaway';
  return alias;
}
