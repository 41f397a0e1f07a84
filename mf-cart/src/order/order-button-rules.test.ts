import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type OrderButtonInput,
  orderButtonState,
  orderButtonTarget,
  remainingForMinimum,
  showsPromocodeInput,
} from './order-button-rules';

/** A delivery cart of 1 200 in a zone with a 1 000 minimum, for a signed-in customer: it may go. */
const ready: OrderButtonInput = {
  count: 2,
  orderType: 'delivery',
  hasShop: false,
  hasAddress: true,
  authEnabled: true,
  signedIn: true,
  orderAmount: 1200,
  minimumOrderAmount: 1000,
  hasFreeDelivery: false,
  processing: false,
};

const state = (overrides: Partial<OrderButtonInput>) => orderButtonState({ ...ready, ...overrides });

describe('order button (spec §5)', () => {
  it('orders when nothing stands in the way', () => {
    expect(state({})).toEqual({
      reason: null,
      disabled: false,
      loading: false,
      action: 'order',
      remaining: 0,
    });
  });

  it('is disabled when the cart is empty', () => {
    expect(state({ count: 0, orderAmount: 0 })).toMatchObject({
      reason: 'empty',
      disabled: true,
      action: 'none',
    });
  });

  it('is disabled when takeaway has no shop', () => {
    expect(state({ orderType: 'takeaway', hasShop: false })).toMatchObject({
      reason: 'noShop',
      disabled: true,
    });
    expect(state({ orderType: 'takeaway', hasShop: true, hasAddress: false })).toMatchObject({
      reason: null,
    });
  });

  it('is disabled when delivery has no address', () => {
    expect(state({ hasAddress: false })).toMatchObject({ reason: 'noAddress', disabled: true });
  });

  it('is disabled for delivery below the zone minimum without free delivery, and shows the amount remaining', () => {
    expect(state({ orderAmount: 468 })).toMatchObject({
      reason: 'belowMinimum',
      disabled: true,
      remaining: 532,
    });
  });

  it('counts subtotal plus packages against the minimum, to the kopeck', () => {
    expect(remainingForMinimum({ ...ready, orderAmount: 999.9 })).toBe(0.1);
    expect(state({ orderAmount: 1000 })).toMatchObject({ reason: null, remaining: 0 });
  });

  it('ignores the minimum when the zone has free delivery, and for takeaway', () => {
    expect(state({ orderAmount: 100, hasFreeDelivery: true })).toMatchObject({ reason: null });
    expect(state({ orderAmount: 100, orderType: 'takeaway', hasShop: true })).toMatchObject({ reason: null });
  });

  it('when auth is enabled and the user is not signed in, cannot order but opens sign-in (spec §4)', () => {
    expect(state({ signedIn: false })).toMatchObject({ reason: 'signIn', disabled: false, action: 'signIn' });
    expect(state({ signedIn: false, authEnabled: false })).toMatchObject({ reason: null, action: 'order' });
  });

  it('names what sign-in cannot fix before asking a guest to sign in', () => {
    expect(state({ signedIn: false, orderAmount: 500 })).toMatchObject({
      reason: 'belowMinimum',
      disabled: true,
    });
    expect(state({ signedIn: false, count: 0 })).toMatchObject({ reason: 'empty' });
  });

  it('is loading, and does nothing when pressed, while the cart or a product is processing', () => {
    expect(state({ processing: true })).toMatchObject({ loading: true, disabled: false, action: 'none' });
    expect(state({ processing: true, hasAddress: false })).toMatchObject({ loading: false, disabled: true });
  });

  it('never offers an order while any §5 reason holds', () => {
    fc.assert(
      fc.property(
        fc.record({
          count: fc.integer({ min: 0, max: 5 }),
          orderType: fc.constantFrom('delivery' as const, 'takeaway' as const),
          hasShop: fc.boolean(),
          hasAddress: fc.boolean(),
          authEnabled: fc.boolean(),
          signedIn: fc.boolean(),
          orderAmount: fc.integer({ min: 0, max: 3000 }),
          minimumOrderAmount: fc.constantFrom(0, 700, 1000),
          hasFreeDelivery: fc.boolean(),
          processing: fc.boolean(),
        }),
        (input) => {
          const result = orderButtonState(input);
          const belowMinimum =
            input.orderType === 'delivery' &&
            !input.hasFreeDelivery &&
            input.orderAmount < input.minimumOrderAmount;
          const blocked =
            input.count === 0 ||
            (input.authEnabled && !input.signedIn) ||
            (input.orderType === 'takeaway' && !input.hasShop) ||
            (input.orderType === 'delivery' && !input.hasAddress) ||
            belowMinimum ||
            input.processing;
          expect(result.action === 'order').toBe(!blocked);
        },
      ),
    );
  });
});

describe('promocode input (spec §2)', () => {
  it('is hidden when the order button is disabled', () => {
    expect(showsPromocodeInput(state({ count: 0 }))).toBe(false);
    expect(showsPromocodeInput(state({ orderAmount: 10 }))).toBe(false);
    expect(showsPromocodeInput(state({}))).toBe(true);
    expect(showsPromocodeInput(state({ signedIn: false }))).toBe(true);
  });
});

describe('where an order press leads (spec §2 step 2, §4 login)', () => {
  it('moves the cart to step 2 on mobile', () => {
    expect(orderButtonTarget({ isMobile: true, onCartPage: false })).toBe('step2');
    expect(orderButtonTarget({ isMobile: true, onCartPage: true })).toBe('step2');
  });

  it('goes to /{city}/cart on desktop outside the cart page', () => {
    expect(orderButtonTarget({ isMobile: false, onCartPage: false })).toBe('cartPage');
  });

  it('opens step 2 on the desktop cart page itself', () => {
    expect(orderButtonTarget({ isMobile: false, onCartPage: true })).toBe('step2');
  });
});
