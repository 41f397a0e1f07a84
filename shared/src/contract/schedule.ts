// City ordering schedule of spec §3: a month of dates, each with order windows in minutes from
// local midnight. `to` may pass 1440 for a window that runs past midnight (night shift, spec §9
// cutoff 04:00 = 1680).
import { z } from 'zod';
import { isoDateSchema, orderTypeSchema } from './common';
import { idInputSchema, optionalIdInputSchema, partialLocationContextSchema } from './context';

const MINUTES_PER_DAY = 1440;
const NIGHT_SHIFT_END_MINUTES = 1680;

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

// ── Intervals and time settings (POST /api/schedule/intervals, /time-settings) ──────────────────────

const intervalSchema = z.object({
  /** `YYYY-MM-DD_<start minute>`: what PUT /api/cart/set-interval takes. */
  id: z.string(),
  /** `12:00–12:30` */
  title: z.string(),
  day_name: z.string(),
  /** Fully booked: reads 'This interval is unavailable' (spec §8). */
  disabled: z.boolean(),
  /** Unix seconds of the interval start and end. */
  start_timestamp: z.number().int(),
  end_timestamp: z.number().int(),
  /** The business date the interval belongs to (a night-shift interval after midnight keeps its day). */
  date: isoDateSchema,
});
export type Interval = z.infer<typeof intervalSchema>;

const dateSlotSchema = z.object({
  date_string: isoDateSchema,
  formatted_string: z.string(),
  day_name: z.string(),
  is_today: z.boolean(),
  is_tomorrow: z.boolean(),
});
export type DateSlotEntity = z.infer<typeof dateSlotSchema>;

export const intervalsRequestSchema = partialLocationContextSchema.extend({
  /** Business date; today when absent. */
  date: isoDateSchema.optional(),
});
export type IntervalsRequest = z.input<typeof intervalsRequestSchema>;

export const intervalsResponseSchema = z.object({
  intervals: z.array(intervalSchema),
  /** The dates that can be chosen (today, tomorrow, ...), closed days left out. */
  dates: z.array(dateSlotSchema),
  /** Today's business date in the city (before 04:00 still the previous day). */
  date_today: isoDateSchema,
  /** Why no interval can be chosen (all slots taken, closed, not accepting), or null. */
  message: z.string().nullable(),
  code: z.string().nullable(),
  /**
   * Whether 'as soon as possible' is offered (and accepted by POST /order/create): only while the
   * shop (takeaway) or delivery (the city's hours) is open at this minute and today has a free slot.
   * Absent from an older API: the client then falls back to "today has a free slot".
   */
  asap: z.boolean().optional(),
  /** The earliest free interval from now on (today or a later day); null when none in the picker's days. */
  next_interval: intervalSchema.nullable().optional(),
});
export type IntervalsResponse = z.infer<typeof intervalsResponseSchema>;

export const timeSettingsRequestSchema = z.object({
  date: isoDateSchema.optional(),
  city_id: idInputSchema,
  order_type: orderTypeSchema,
  shop_id: optionalIdInputSchema.optional(),
  delivery_zone_id: optionalIdInputSchema.optional(),
});
export type TimeSettingsRequest = z.input<typeof timeSettingsRequestSchema>;

export const timeSettingsResponseSchema = z.object({
  /** Times that can be picked on the date (`HH:MM`, city time). */
  time_list: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
  /** Minutes the kitchen needs. */
  cooking_time: z.number().int().nonnegative(),
  /** Minutes on the road for delivery (0 for takeaway). */
  delivery_time: z.number().int().nonnegative(),
});
export type TimeSettingsResponse = z.infer<typeof timeSettingsResponseSchema>;
