// The last work hour of a day (spec §4, §9), which the menu's last-hour alert reads.
import { isOpenAt, type MinuteWindow } from '@storefront/shared/domain';
import { LAST_HOUR_WINDOW_MIN } from './constants';

export interface LastHour {
  active: boolean;
  /** Minutes until the last order time today; 0 when not active. */
  minutesLeft: number;
}

/**
 * Spec §4 last-work-hour flag: true within the 60 minutes before the end of the day's last order
 * window (business minutes, so 00:30 of a night shift still counts for the previous day).
 */
export function lastHour(
  windows: readonly MinuteWindow[],
  minutes: number,
  windowMinutes: number = LAST_HOUR_WINDOW_MIN,
): LastHour {
  if (windows.length === 0) return { active: false, minutesLeft: 0 };
  const lastEnd = Math.max(...windows.map((window) => window.to));
  const left = lastEnd - minutes;
  const active = left > 0 && left <= windowMinutes && isOpenAt(windows, minutes);
  return { active, minutesLeft: active ? left : 0 };
}
