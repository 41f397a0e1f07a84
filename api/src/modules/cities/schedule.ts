// Expands a city's weekly routine into the dated "month" of spec §3, in the city's own time zone,
// with the shared schedule rules (night shift, weekday index, yearly exceptions).
import type { CitySchedule, ScheduleDay } from '@storefront/shared/contract';
import { addDays, businessClock, wallClock } from '@storefront/shared/domain';
import type { ScheduleTemplate } from '../../db/schema/json-types';
import { windowsOn } from '../../domain/schedule';

export const SCHEDULE_DAYS = 31;

/** `YYYY-MM-DD` of `instant` on the wall clock of `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).date;
}

export function expandSchedule(
  template: ScheduleTemplate,
  timeZone: string,
  now: Date,
  days = SCHEDULE_DAYS,
): CitySchedule {
  // Start from the business day: at 01:00 on Saturday, Friday's late window is still running.
  const first = businessClock(now, timeZone).date;
  const month: Record<string, ScheduleDay> = {};
  const custom: Record<string, ScheduleDay> = {};
  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    const windows = windowsOn(template, date).map(({ from, to }) => ({ from, to }));
    month[date] = { order_minutes: windows };
    if (template.custom[date] !== undefined || template.custom[date.slice(5)] !== undefined)
      custom[date] = { order_minutes: windows };
  }
  return Object.keys(custom).length > 0 ? { month, custom } : { month };
}
