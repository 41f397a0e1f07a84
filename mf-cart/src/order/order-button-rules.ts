// The cart's order button (spec §5 "Order button disabled when", §4 "Login", §2 "Cart step 2"): why
// it cannot order, what it shows, and where pressing it leads. Components only render the answer.
import { roundMoney } from '@storefront/shared/domain';

export interface OrderButtonInput {
  /** Units in the cart that count (default and related lines). */
  count: number;
  orderType: 'delivery' | 'takeaway';
  /** A takeaway shop is chosen. */
  hasShop: boolean;
  /** A delivery address inside a delivery zone is chosen. */
  hasAddress: boolean;
  /** Site setting customers.is_auth_enabled. */
  authEnabled: boolean;
  signedIn: boolean;
  /** subtotal + packages, as the server priced them. */
  orderAmount: number;
  /** The delivery zone's minimum_order_amount; 0 without one. */
  minimumOrderAmount: number;
  hasFreeDelivery: boolean;
  /** A cart call is running, or the cart is being fetched. */
  processing: boolean;
}

/** Why the button cannot place an order, in the order the spec lists them. */
export type OrderButtonReason = 'empty' | 'signIn' | 'noShop' | 'noAddress' | 'belowMinimum';

export type OrderButtonAction = 'order' | 'signIn' | 'none';

export interface OrderButtonState {
  /** The first reason that holds, or null when the order may go. */
  reason: OrderButtonReason | null;
  /** Not pressable at all. Signing in is the one reason that leaves the button pressable. */
  disabled: boolean;
  /** Shows its spinner and ignores presses while the cart is processing. */
  loading: boolean;
  /** What pressing does. */
  action: OrderButtonAction;
  /** For a delivery below the zone minimum: the amount still missing (0 otherwise). */
  remaining: number;
}

/** The amount a delivery order still lacks for the zone minimum; 0 with free delivery or no minimum. */
export function remainingForMinimum(
  input: Pick<OrderButtonInput, 'orderType' | 'orderAmount' | 'minimumOrderAmount' | 'hasFreeDelivery'>,
): number {
  if (input.orderType !== 'delivery' || input.hasFreeDelivery) return 0;
  return roundMoney(Math.max(0, input.minimumOrderAmount - input.orderAmount));
}

function blockingReason(input: OrderButtonInput, remaining: number): OrderButtonReason | null {
  if (input.count <= 0) return 'empty';
  if (input.orderType === 'takeaway' && !input.hasShop) return 'noShop';
  if (input.orderType === 'delivery' && !input.hasAddress) return 'noAddress';
  if (remaining > 0) return 'belowMinimum';
  return null;
}

/**
 * Spec §5: the order button is disabled when the cart is empty; auth is enabled and the user is not
 * signed in; takeaway has no shop; delivery has no address; or, for delivery, subtotal plus packages is
 * below the zone minimum and there is no free delivery (the button then shows the amount remaining).
 * It is also loading while the cart or a product is processing.
 *
 * Spec §4 adds that ordering without a session (auth enabled) opens the login modal with an
 * open-order intent, so that reason does not switch the button off: it turns it into a sign-in
 * button. The reasons that no sign-in can fix come first, so a guest sees what is really missing.
 */
export function orderButtonState(input: OrderButtonInput): OrderButtonState {
  const remaining = input.count > 0 ? remainingForMinimum(input) : 0;
  const blocked = blockingReason(input, remaining);
  const needsSignIn = input.authEnabled && !input.signedIn;
  const reason = blocked ?? (needsSignIn ? 'signIn' : null);
  const disabled = blocked !== null;
  const loading = input.processing && !disabled;
  return {
    reason,
    disabled,
    loading,
    action: disabled || loading ? 'none' : reason === 'signIn' ? 'signIn' : 'order',
    remaining: reason === 'belowMinimum' ? remaining : 0,
  };
}

/** Spec §2: the promocode input is hidden when the order button is disabled. */
export function showsPromocodeInput(state: Pick<OrderButtonState, 'disabled'>): boolean {
  return !state.disabled;
}

export type OrderButtonTarget = 'step2' | 'cartPage';

/**
 * Where an order press leads (spec §2 "Cart step 2", §4 "Login": mobile moves the cart to step 2,
 * desktop goes to /{city}/cart). On the cart page itself a desktop press opens step 2 there.
 */
export function orderButtonTarget({
  isMobile,
  onCartPage,
}: {
  isMobile: boolean;
  onCartPage: boolean;
}): OrderButtonTarget {
  return isMobile || onCartPage ? 'step2' : 'cartPage';
}
