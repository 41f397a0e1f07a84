// Time choices of the date picker (spec §5): minuteIncrement and validHours restrict the options.
import { setHours, setMinutes, setSeconds } from 'date-fns';

export interface TimeRestrictions {
  /** Minutes step between options: 0, 15, 30, 45 for 15. Default 5. */
  minuteIncrement?: number;
  /** The hours that may be picked (0–23); all when omitted or empty. */
  validHours?: readonly number[];
}

const DEFAULT_MINUTE_INCREMENT = 5;
const ALL_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The hours offered: the valid hours in order, or every hour of the day. */
export function hourOptions({ validHours }: TimeRestrictions = {}): number[] {
  const valid = [...new Set(validHours ?? [])]
    .filter((hour) => Number.isInteger(hour) && hour >= 0 && hour <= 23)
    .sort((a, b) => a - b);
  return valid.length ? valid : ALL_HOURS;
}

/** The minutes offered: multiples of the increment from 0 (an increment outside 1–60 counts as 1 or 60). */
export function minuteOptions({
  minuteIncrement = DEFAULT_MINUTE_INCREMENT,
}: TimeRestrictions = {}): number[] {
  const step = Math.min(60, Math.max(1, Math.round(minuteIncrement) || 1));
  return Array.from({ length: Math.ceil(60 / step) }, (_, index) => index * step);
}

export function isTimeAllowed(date: Date, restrictions: TimeRestrictions = {}): boolean {
  return (
    hourOptions(restrictions).includes(date.getHours()) &&
    minuteOptions(restrictions).includes(date.getMinutes())
  );
}

/**
 * The nearest allowed time at or after the given one on the same day (minutes rounded up to the
 * increment, hour moved to the next valid hour); the first allowed time of the day if none is left.
 */
export function snapTime(date: Date, restrictions: TimeRestrictions = {}): Date {
  const hours = hourOptions(restrictions);
  const minutes = minuteOptions(restrictions);
  const at = (hour: number, minute: number) => setSeconds(setMinutes(setHours(date, hour), minute), 0);
  for (const hour of hours) {
    if (hour < date.getHours()) continue;
    const minute = hour === date.getHours() ? minutes.find((m) => m >= date.getMinutes()) : minutes[0];
    if (minute !== undefined) return at(hour, minute);
  }
  return at(hours[0] ?? 0, minutes[0] ?? 0);
}

/** Two-digit label of an hour or minute option: 9 → "09". */
export function padTimeUnit(value: number): string {
  return String(value).padStart(2, '0');
}
