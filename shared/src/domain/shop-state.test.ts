import { describe, expect, it } from 'vitest';
import { outletState, shopState } from './shop-state';

const shop = (windows: { from: number; to: number }[], type = 'default') => ({
  type,
  schedule: { month: { '2026-11-23': { order_minutes: windows }, '2026-11-22': { order_minutes: windows } } },
});
// 2026-11-23 12:00 in Moscow is 09:00 UTC.
const noonMoscow = new Date('2026-11-23T09:00:00Z');

describe('shop state', () => {
  it('is open until the end of the window it is in', () => {
    const state = shopState(shop([{ from: 600, to: 1380 }]), 'Europe/Moscow', noonMoscow);
    expect(state).toEqual({ kind: 'open-until', closesAt: 1380 });
  });

  it('warns that it closes in N minutes when under an hour is left', () => {
    const state = shopState(shop([{ from: 600, to: 750 }]), 'Europe/Moscow', noonMoscow);
    expect(state).toEqual({ kind: 'closes-in', minutes: 30, closesAt: 750 });
  });

  it('reads the hours in the shop city time zone', () => {
    // 12:00 in Moscow is 16:00 in Novosibirsk: a 10:00–15:00 shop there is already closed.
    const state = shopState(shop([{ from: 600, to: 900 }]), 'Asia/Novosibirsk', noonMoscow);
    expect(state.kind).toBe('already-closed');
  });

  it('counts 01:00 as the previous day of a night shift', () => {
    const nightShop = {
      type: 'default',
      schedule: { month: { '2026-11-22': { order_minutes: [{ from: 1080, to: 1620 }] } } },
    };
    // 2026-11-23 01:00 Moscow = 2026-11-22 22:00 UTC: business minute 1500 of the 22nd.
    const state = shopState(nightShop, 'Europe/Moscow', new Date('2026-11-22T22:00:00Z'));
    expect(state).toEqual({ kind: 'open-until', closesAt: 1620 });
  });

  it('is stopped when the shop is, and closed today without a window', () => {
    expect(shopState(shop([{ from: 600, to: 1380 }], 'stop'), 'Europe/Moscow', noonMoscow)).toEqual({
      kind: 'stopped',
    });
    expect(shopState(shop([]), 'Europe/Moscow', noonMoscow)).toEqual({ kind: 'closed-today' });
  });
});

describe('outlet state (spec §4 outlet and delivery states)', () => {
  const city = {
    timezone: 'Europe/Moscow',
    schedule: { month: { '2026-11-23': { order_minutes: [{ from: 600, to: 1380 }] } } },
  };
  // 05:00 in Moscow: the business day has begun, the kitchens open at 10:00.
  const fiveAm = new Date('2026-11-23T02:00:00Z');

  it('reads delivery (and no order type yet) from the city hours: not yet open at 05:00', () => {
    expect(outletState({ orderType: 'delivery', city }, fiveAm)).toEqual({
      kind: 'not-yet-open',
      opensAt: 600,
    });
    expect(outletState({ orderType: null, city }, fiveAm)?.kind).toBe('not-yet-open');
    expect(outletState({ orderType: 'delivery', city }, noonMoscow)?.kind).toBe('open-until');
  });

  it('reads takeaway from the shop, and claims nothing while the shop or the hours are unknown', () => {
    expect(outletState({ orderType: 'takeaway', city, shop: shop([], 'stop') }, noonMoscow)).toEqual({
      kind: 'stopped',
    });
    expect(outletState({ orderType: 'takeaway', city, shop: null }, fiveAm)).toBeNull();
    expect(outletState({ orderType: 'delivery', city: { ...city, schedule: null } }, fiveAm)).toBeNull();
  });

  it('a day without hours is closed today', () => {
    expect(outletState({ orderType: 'delivery', city }, new Date('2026-11-24T09:00:00Z'))).toEqual({
      kind: 'closed-today',
    });
  });
});
