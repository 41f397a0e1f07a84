// When the sleeping side cart must wake because the cart it shows changed (side-cart-slot.tsx).
import { testCart } from '@storefront/shared/test-utils';
import { describe, expect, it } from 'vitest';
import { sameCartView } from './side-cart-slot';

const empty = () => ({ ...testCart(), products: {}, count: 0 });

describe('sameCartView', () => {
  it('takes no answer yet and an empty cart as the same view (a visitor without a session)', () => {
    expect(sameCartView(undefined, undefined)).toBe(true);
    expect(sameCartView(empty(), undefined)).toBe(true);
    expect(sameCartView(undefined, empty())).toBe(true);
  });

  it('takes the same answer as the same view (TanStack keeps an unchanged answer’s object)', () => {
    const cart = testCart();
    expect(sameCartView(cart, cart)).toBe(true);
  });

  it('sees a change once a cart with lines arrives or is replaced', () => {
    const cart = testCart();
    expect(Object.keys(cart.products).length).toBeGreaterThan(0);
    expect(sameCartView(cart, undefined)).toBe(false);
    expect(sameCartView(undefined, cart)).toBe(false);
    expect(sameCartView({ ...cart }, cart)).toBe(false);
  });
});
