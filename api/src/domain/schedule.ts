// The API's schedule rules (spec §4 intervals and §9): a business date's order windows, interval slots
// and picker times, the dates that have any window, and the instant a shop's wall clock shows. The
// clock rules the browser also reads (wall and business clock, open states) are in
// @storefront/shared/domain.
import {
  addDays,
  type DateSlot,
  dateSlot,
  formatClock,
  type MinuteWindow,
  type WeeklySchedule,
  wallClock,
} from '@storefront/shared/domain';

const MINUTE_MS = 60_000;
/** Spec §9 weekday index of Sunday (1 = Monday … 7 = Sunday). */
const WEEKDAY_SUNDAY = 7;

/** Spec §9 weekday index: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? WEEKDAY_SUNDAY : day;
}

/** Offset of the zone's wall clock from UTC at `instant`, in ms (zones are whole minutes off UTC). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const clock = wallClock(new Date(instant), timeZone);
  const asUtc = Date.parse(`${clock.date}T00:00:00Z`) + clock.minutes * MINUTE_MS;
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/** The instant a wall clock in `timeZone` shows `date` plus `minutes` (which may pass midnight). */
export function instantAt(date: string, minutes: number, timeZone: string): Date {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const first = naive - zoneOffsetMs(naive, timeZone);
  const second = naive - zoneOffsetMs(first, timeZone);
  return new Date(second);
}

/** The order windows of one business date: a dated or yearly exception first, else the weekday. */
export function windowsOn(schedule: WeeklySchedule, date: string): readonly MinuteWindow[] {
  return (
    schedule.custom[date] ?? schedule.custom[date.slice(5)] ?? schedule.weekly[String(weekdayOf(date))] ?? []
  );
}

export interface Slot {
  /** Business minutes of the slot's date. */
  start: number;
  end: number;
}

/**
 * Interval slots of `step` minutes inside the windows, none starting before `earliest` (null: the
 * whole day, for a future date). Slots align to multiples of `step` from midnight.
 */
export function buildSlots(windows: readonly MinuteWindow[], step: number, earliest: number | null): Slot[] {
  const slots: Slot[] = [];
  const sorted = [...windows].sort((a, b) => a.from - b.from);
  for (const window of sorted) {
    let start = Math.ceil(window.from / step) * step;
    if (earliest !== null) start = Math.max(start, Math.ceil(earliest / step) * step);
    for (; start + step <= window.to; start += step) slots.push({ start, end: start + step });
  }
  return slots;
}

/** Times for the datetime picker (`HH:MM`), every `step` minutes from `earliest` within the windows. */
export function timeList(windows: readonly MinuteWindow[], step: number, earliest: number | null): string[] {
  return buildSlots(windows, step, earliest).map((slot) => formatClock(slot.start));
}

/** The next `days` business dates from `today` that have any order window. */
export function dateSlots(schedule: WeeklySchedule, today: string, days: number, locale = 'ru'): DateSlot[] {
  const slots: DateSlot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    if (windowsOn(schedule, date).length > 0) slots.push(dateSlot(date, today, locale));
  }
  return slots;
}
