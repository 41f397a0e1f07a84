// Spec §2 Order tracking: icons for accepted, cooking, sent (delivery only) and done; a canceled order
// shows a single canceled icon. Which step is behind, current or ahead follows from the status alone.
import type { OrderStatusAlias, OrderType } from '@storefront/shared/contract';

export type StepState = 'done' | 'current' | 'upcoming';

export interface StatusStep {
  alias: OrderStatusAlias;
  state: StepState;
}

const DELIVERY_STEPS: readonly OrderStatusAlias[] = ['accepted', 'cooking', 'sent', 'done'];
const TAKEAWAY_STEPS: readonly OrderStatusAlias[] = ['accepted', 'cooking', 'done'];

/** The icons the status bar shows, in order, each marked as passed, current or still ahead. */
export function statusSteps(alias: OrderStatusAlias, orderType: OrderType): StatusStep[] {
  if (alias === 'canceled') return [{ alias: 'canceled', state: 'current' }];
  const steps = orderType === 'delivery' ? DELIVERY_STEPS : TAKEAWAY_STEPS;
  // waiting_for_payment is before the first step: every icon is still ahead.
  const at = steps.indexOf(alias);
  return steps.map((step, index) => ({
    alias: step,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}
