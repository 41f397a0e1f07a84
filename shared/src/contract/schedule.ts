// City ordering schedule of spec §3: a month of dates, each with order windows in minutes from
// local midnight. `to` may pass 1440 for a window that runs past midnight (night shift, spec §9
// cutoff 04:00 = 1680).
import { z } from 'zod';
import { isoDateSchema } from './common';

export const MINUTES_PER_DAY = 1440;
export const NIGHT_SHIFT_END_MINUTES = 1680;

export const orderMinutesSchema = z
  .object({
    from: z.number().int().min(0).max(MINUTES_PER_DAY),
    to: z.number().int().min(0).max(NIGHT_SHIFT_END_MINUTES),
  })
  .refine((window) => window.to > window.from, 'An order window must end after it starts.');
export type OrderMinutes = z.infer<typeof orderMinutesSchema>;

export const scheduleDaySchema = z.object({ order_minutes: z.array(orderMinutesSchema) });
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const cityScheduleSchema = z.object({
  /** The coming days (city-local dates) with their order windows; an empty list means closed. */
  month: z.record(isoDateSchema, scheduleDaySchema),
  /** Dates inside `month` that differ from the weekly routine (holidays). */
  custom: z.record(isoDateSchema, scheduleDaySchema).optional(),
});
export type CitySchedule = z.infer<typeof cityScheduleSchema>;
