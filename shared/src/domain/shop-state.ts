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

interface OutletContext {
  orderType: 'delivery' | 'takeaway' | null;
  city: {
    timezone: string;
    schedule: { month: Readonly<Record<string, { order_minutes: readonly MinuteWindow[] }>> } | null;
  };
  /** The takeaway shop (ignored for delivery). */
  shop?: ShopLike | null | undefined;
}

/**
 * Spec §4 "outlet and delivery states": the takeaway shop's state, or delivery's by the city's
 * hours (also before an order type is chosen). Null when the hours are unknown (no schedule, the
 * shop not loaded yet), so nothing is claimed.
 */
export function outletState(context: OutletContext, now: Date = new Date()): ShopState | null {
  if (context.orderType === 'takeaway')
    return context.shop ? shopState(context.shop, context.city.timezone, now) : null;
  const month = context.city.schedule?.month;
  if (!month) return null;
  const clock = businessClock(now, context.city.timezone);
  return openState(month[clock.date]?.order_minutes ?? [], clock.minutes);
}
