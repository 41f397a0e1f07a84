import { describe, expect, it } from 'vitest';
import {
  banknoteOptions,
  cashInput,
  cashShort,
  checkoutFlow,
  formatCountdown,
  keepInterval,
  nearestIntervals,
  paymentDeadline,
  roundCash,
  secondsLeft,
} from './checkout';

describe('cash field (spec §5)', () => {
  it('keeps digits only and never goes above 5000', () => {
    expect(cashInput('1 0a0-0')).toBe('1000');
    expect(cashInput('007')).toBe('7');
    expect(cashInput('9999')).toBe('5000');
    expect(cashInput('abc')).toBe('');
  });

  it('offers only banknotes above the total', () => {
    expect(banknoteOptions([500, 1000, 2000, 5000], 1000)).toEqual([2000, 5000]);
    expect(banknoteOptions([500, 1000, 2000, 5000], 5200)).toEqual([]);
  });

  it('rounds a short amount up to the next 100 in Turkey only', () => {
    expect(roundCash(300, 1234, 'TR')).toBe(1300);
    expect(roundCash(2000, 1234, 'TR')).toBe(2000);
    expect(roundCash(300, 1234, 'RU')).toBe(300);
  });

  it('flags an amount short of the total, not an empty one', () => {
    expect(cashShort(500, 1000)).toBe(true);
    expect(cashShort(1000, 1000)).toBe(false);
    expect(cashShort(null, 1000)).toBe(false);
    expect(cashShort(0, 1000)).toBe(false);
  });
});

describe('intervals (spec §4)', () => {
  const list = [
    { id: 'a', disabled: true },
    { id: 'b', disabled: false },
    { id: 'c', disabled: false },
    { id: 'd', disabled: false },
    { id: 'e', disabled: false },
  ];

  it('shows the nearest 2 open intervals on mobile and 3 on desktop', () => {
    expect(nearestIntervals(list, true).map((i) => i.id)).toEqual(['b', 'c']);
    expect(nearestIntervals(list, false).map((i) => i.id)).toEqual(['b', 'c', 'd']);
  });

  it("clears a chosen interval that left today's list, keeps one on another date", () => {
    expect(keepInterval('c', list, null, '2026-11-22')).toBe('c');
    expect(keepInterval('z', list, null, '2026-11-22')).toBeNull();
    expect(keepInterval('a', list, '2026-11-22', '2026-11-22')).toBeNull();
    expect(keepInterval('z', list, '2026-11-23', '2026-11-22')).toBe('z');
    expect(keepInterval(null, list, null, '2026-11-22')).toBeNull();
  });
});

describe('checkout flow (spec §4)', () => {
  it('offline types create the order; the older acquiring and SberPay go through the payment page', () => {
    expect(checkoutFlow('cash', { is_online: false, acquiring: null })).toBe('offline');
    expect(checkoutFlow('card', { is_online: true, acquiring: 'sandbox_old' })).toBe('payment-page');
    expect(checkoutFlow('sberpay', { is_online: true, acquiring: 'sandbox_new' })).toBe('payment-page');
    expect(checkoutFlow('sbp', { is_online: true, acquiring: 'sandbox_new' })).toBe('pay-direct');
    expect(checkoutFlow('card', { is_online: true, acquiring: 'sandbox_new' })).toBe('create-then-card');
  });
});

describe('payment deadline (spec §9: 10 minutes)', () => {
  it('counts down per second to zero in mm:ss', () => {
    const deadline = paymentDeadline(1_000_000);
    expect(secondsLeft(deadline, 1_000_000)).toBe(600);
    expect(formatCountdown(secondsLeft(deadline, 1_000_000))).toBe('10:00');
    expect(formatCountdown(secondsLeft(deadline, 1_000_000 + 61_500))).toBe('08:59');
    expect(secondsLeft(deadline, deadline + 5000)).toBe(0);
    expect(formatCountdown(0)).toBe('00:00');
  });
});
