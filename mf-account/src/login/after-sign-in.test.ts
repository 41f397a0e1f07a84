import { describe, expect, it } from 'vitest';
import { afterSignIn, safeRedirect } from './after-sign-in';

describe('what follows a sign-in (spec §4 Login)', () => {
  it('moves the cart to step 2 on mobile when opened from the order flow', () => {
    expect(afterSignIn({ intent: 'order', isMobile: true, basePath: '/moscow' })).toEqual({
      kind: 'cartStep2',
    });
  });

  it('goes to /{city}/cart on desktop when opened from the order flow', () => {
    expect(afterSignIn({ intent: 'order', isMobile: false, basePath: '/kazan' })).toEqual({
      kind: 'cartPage',
      to: '/kazan/cart',
    });
  });

  it('otherwise redirects to the requested uri, or stays', () => {
    const base = { isMobile: false, basePath: '/moscow' };
    expect(afterSignIn({ ...base, redirect: '/moscow/profile' })).toEqual({
      kind: 'redirect',
      to: '/moscow/profile',
    });
    expect(afterSignIn(base)).toEqual({ kind: 'redirect', to: null });
  });

  it('follows only paths of this site', () => {
    expect(safeRedirect('https://evil.test/')).toBeNull();
    expect(safeRedirect('//evil.test/')).toBeNull();
    expect(safeRedirect(42)).toBeNull();
    expect(safeRedirect('/moscow?tab=orders')).toBe('/moscow?tab=orders');
  });
});
