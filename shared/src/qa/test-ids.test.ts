import { describe, expect, it } from 'vitest';
import { TRACKING_STATUS_ATTRIBUTE, testIds } from './test-ids';

/** Every fixed id and every parametrised id with a sample argument, flattened. */
function allIds(): string[] {
  const ids: string[] = [];
  for (const area of Object.values(testIds)) {
    for (const value of Object.values(area)) {
      ids.push(typeof value === 'function' ? (value as (x: never) => string)('x' as never) : value);
    }
  }
  return ids;
}

describe('QA contract test ids', () => {
  it('match the contract text verbatim', () => {
    expect(testIds.shell.cityModal).toBe('city-modal');
    expect(testIds.shell.cityOption('moscow')).toBe('city-option-moscow');
    expect(testIds.shell.remoteFallback('mf-cart')).toBe('remote-fallback-mf-cart');
    expect(testIds.shell.remoteRetry('mf-menu')).toBe('remote-retry-mf-menu');
    expect(testIds.shell.languageOption('uz')).toBe('language-option-uz');
    expect(testIds.orderTypes.addressSuggestion).toBe('address-suggestion');
    expect(testIds.menu.productPlus(17)).toBe('product-plus-17');
    expect(testIds.cart.item('17:abc')).toBe('cart-item-17:abc');
    expect(testIds.cart.total).toBe('cart-total');
    expect(testIds.checkout.dateOption('2025-05-21')).toBe('date-option-2025-05-21');
    expect(testIds.checkout.banknote(1000)).toBe('banknote-1000');
    expect(testIds.checkout.submit).toBe('submit-order');
    expect(testIds.payment.sandbox3dsSubmit).toBe('sandbox-3ds-submit');
    expect(testIds.outcome.paymentRetry).toBe('payment-retry');
    expect(testIds.tracking.status).toBe('tracking-status');
    expect(testIds.tracking.statusIcon('cooking')).toBe('status-icon-cooking');
    expect(testIds.tracking.lookupModal).toBe('order-lookup-modal');
    expect(TRACKING_STATUS_ATTRIBUTE).toBe('data-status');
    expect(testIds.account.codeInput(3)).toBe('code-input-3');
    expect(testIds.account.profileTab('addresses')).toBe('profile-tab-addresses');
    expect(testIds.account.orderComposition(1024)).toBe('order-composition-1024');
    expect(testIds.account.logout).toBe('logout');
  });

  it('covers every row of the contract', () => {
    // Ids added beyond the contract (documented where they are declared) are not counted.
    const beyond: Record<string, string[]> = {
      shell: ['savedAddress'],
      orderTypes: ['confirmChange', 'confirmChangeYes'],
      menu: ['favoriteToggle', 'favorites'],
      // The captcha widgets exist only where a deployment configures a captcha provider.
      forms: ['captcha'],
      account: ['loginCaptcha', 'codeCaptcha'],
    };
    const counts = Object.fromEntries(
      Object.entries(testIds).map(([area, ids]) => [
        area,
        Object.keys(ids).filter((key) => !beyond[area]?.includes(key)).length,
      ]),
    );
    expect(counts).toEqual({
      shell: 14,
      orderTypes: 13,
      forms: 9,
      menu: 14,
      cart: 17,
      checkout: 17,
      payment: 12,
      outcome: 5,
      tracking: 8,
      account: 20,
    });
  });

  it('are unique and kebab-case', () => {
    const ids = allIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
