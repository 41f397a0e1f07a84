// Expands a city's weekly routine into the dated "month" of spec §3, in the city's own time zone.
import type { CitySchedule, ScheduleDay } from '@storefront/shared/contract';
import type { ScheduleTemplate } from '../../db/schema/json-types';

export const SCHEDULE_DAYS = 31;
/** Spec §9: times before 04:00 still belong to the previous day (night shift). */
const NIGHT_SHIFT_CUTOFF_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of `instant` on the wall clock of `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Spec §9 weekday index: 1 = Monday … 7 = Sunday. */
function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function addDays(isoDate: string, days: number): string {
  return new Date(new Date(`${isoDate}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function expandSchedule(
  template: ScheduleTemplate,
  timeZone: string,
  now: Date,
  days = SCHEDULE_DAYS,
): CitySchedule {
  // Start from the business day: at 01:00 on Saturday, Friday's late window is still running.
  const first = localDate(new Date(now.getTime() - NIGHT_SHIFT_CUTOFF_MS), timeZone);
  const month: Record<string, ScheduleDay> = {};
  const custom: Record<string, ScheduleDay> = {};
  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    const exception = template.custom[date.slice(5)];
    if (exception) {
      month[date] = { order_minutes: exception };
      custom[date] = { order_minutes: exception };
    } else {
      month[date] = { order_minutes: template.weekly[String(weekdayOf(date))] ?? [] };
    }
  }
  return Object.keys(custom).length > 0 ? { month, custom } : { month };
}
