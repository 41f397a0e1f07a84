import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scroll restoration keys', () => {
  it("keys a document's first page by its address: two fresh loads of different pages never share a position", () => {
    const checkout = scrollKey({ key: 'default', pathname: '/moscow/cart', search: '?state=checkout' });
    const outcome = scrollKey({
      key: 'default',
      pathname: '/moscow/',
      search: '?state=payment-success&order_id=100007',
    });
    expect(outcome).not.toBe(checkout);
    // A reload of the same address finds its own position again.
    expect(scrollKey({ key: 'default', pathname: '/moscow/cart', search: '?state=checkout' })).toBe(checkout);
  });

  it('keeps the history key of every later entry (back and forward restore it)', () => {
    expect(scrollKey({ key: 'a1b2c3', pathname: '/moscow/', search: '' })).toBe('a1b2c3');
  });
});
