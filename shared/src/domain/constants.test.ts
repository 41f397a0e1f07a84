import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('spec §9 constants', () => {
  it('keeps cookies and local storage for 256 days', () => {
    expect(constants.COOKIE_DAYS).toBe(256);
  });

  it('caps quantity at 100 per product and cash at 5000', () => {
    expect(constants.QUANTITY_CAP).toBe(100);
    expect(constants.CASH_MAX).toBe(5000);
  });

  it('uses the spec timings', () => {
    expect(constants.FLASH_MS).toBe(5000);
    expect(constants.MODAL_SWITCH_DELAY_MS).toBe(300);
    expect(constants.REMOVE_DEBOUNCE_MS).toBe(450);
    expect(constants.PAYMENT_DEADLINE_MS).toBe(600_000);
  });

  it('uses the spec breakpoints', () => {
    expect(constants.MOBILE_MAX_WIDTH).toBe(1023);
    expect(constants.MOBILE_MAX_WIDTH_SCROLLBAR).toBe(1008);
    expect(constants.NARROW_MAX_WIDTH).toBe(768);
    expect(constants.WIDE_MIN_WIDTH).toBe(1440);
  });

  it('exports only SCREAMING_SNAKE_CASE names with defined values', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(value).not.toBeUndefined();
    }
  });
});
