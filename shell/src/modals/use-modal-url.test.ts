import { describe, expect, it } from 'vitest';
import { searchAfterClose } from './use-modal-url';

describe('searchAfterClose', () => {
  it('clears the modal and its deep-link parameters', () => {
    expect(searchAfterClose('?modal=CitiesModal')).toBe('');
    expect(searchAfterClose('?alias=summer&utm_source=x')).toBe('');
  });

  it('keeps the page’s own state: profile tab, checkout step, order outcome', () => {
    expect(searchAfterClose('?tab=orders&modal=ServerErrorModal')).toBe('?tab=orders');
    expect(searchAfterClose('?state=checkout')).toBe('?state=checkout');
    expect(searchAfterClose('?state=payment-success&order_id=100001&modal=X')).toBe(
      '?state=payment-success&order_id=100001',
    );
  });
});
