import type { Cart } from '@storefront/shared/contract';
import { testCart } from '@storefront/shared/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { type MenuCartState, MenuCartStore } from './menu-cart';

const state = (overrides: Partial<MenuCartState> = {}): MenuCartState => ({
  cart: undefined,
  busy: false,
  processingKeys: [],
  favorites: null,
  ...overrides,
});

/** The same cart answered again with one more line, of product 7: product 1's lines are untouched. */
function withAnotherProduct(cart: Cart): Cart {
  const [first] = Object.values(cart.products);
  if (!first) throw new Error('the test cart has a line');
  const line = { ...first, key: '7:1', id: 7 };
  return { ...cart, products: { ...cart.products, [line.key]: line } };
}

describe('the menu’s cart store (one read of the cart for every product card)', () => {
  it('gives a product the same lines while its lines stay the same, so its card is not rendered again', () => {
    const cart = testCart();
    const store = new MenuCartStore(state({ cart }));
    const margherita = store.linesOf(1);
    expect(margherita.map((line) => line.key)).toEqual(['1:2x1.5x1']);
    expect(store.linesOf(7)).toEqual([]);
    const emptyBefore = store.linesOf(7);

    store.set(state({ cart: withAnotherProduct(cart) }));
    expect(store.linesOf(1)).toBe(margherita);
    expect(store.linesOf(7).map((line) => line.id)).toEqual([7]);
    expect(store.linesOf(7)).not.toBe(emptyBefore);
  });

  it('gives every product without lines one empty list, before and after the cart arrives', () => {
    const store = new MenuCartStore(state());
    const before = store.linesOf(3);
    store.set(state({ cart: testCart() }));
    expect(store.linesOf(3)).toBe(before);
  });

  it('tells its subscribers only when something they read changed', () => {
    const cart = testCart();
    const store = new MenuCartStore(state({ cart }));
    const listener = vi.fn();
    store.subscribe(listener);

    store.set(state({ cart, processingKeys: [] }));
    expect(listener).not.toHaveBeenCalled();
    store.set(state({ cart, busy: true, processingKeys: ['1:2x1.5x1'] }));
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(state({ cart, busy: true, processingKeys: ['1:2x1.5x1'] }));
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(state({ cart, busy: true, processingKeys: ['1:2x1.5x1'], favorites: [1] }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a subscriber that unsubscribed', () => {
    const store = new MenuCartStore(state());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set(state({ busy: true }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the state the page was rendered with for the parts React hydrates later', () => {
    const cart = testCart();
    const store = new MenuCartStore(state({ cart }));
    store.set(state({ cart: withAnotherProduct(cart), busy: true }));
    expect(store.linesOf(7).map((line) => line.id)).toEqual([7]);
    expect(store.rendered?.linesOf(7)).toEqual([]);
    expect(store.rendered?.current.busy).toBe(false);
  });
});
