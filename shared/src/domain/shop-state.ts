// Open or closed, for a shop card or a shop option (spec §2 shops page): today's order windows in the
// shop's city time zone, read on the business clock (before 04:00 still counts as the previous day).
import { businessClock, type MinuteWindow, type OpenState, openState } from './schedule';

interface ShopLike {
  type: string;
  schedule: { month: Readonly<Record<string, { order_minutes: readonly MinuteWindow[] }>> };
}

export type ShopState = OpenState | { kind: 'stopped' };

export function shopState(shop: ShopLike, timeZone: string, now: Date = new Date()): ShopState {
  if (shop.type === 'stop') return { kind: 'stopped' };
  const clock = businessClock(now, timeZone);
  const windows = shop.schedule.month[clock.date]?.order_minutes ?? [];
  return openState(windows, clock.minutes);
}

/** Whether a takeaway order can be placed for now (not stopped, open at this minute). */
export function isAcceptingNow(state: ShopState): boolean {
  return state.kind === 'open-until' || state.kind === 'closes-in';
}
