// Intervals and time settings (spec §3, §4, §8): the order windows of a business date from the
// takeaway shop's or the city's schedule, in the city's time zone, with the night shift (before
// 04:00 is still yesterday), the lead time of cooking (and the road), and slots already full.
import type { Interval, IntervalsResponse, TimeSettingsResponse } from '@storefront/shared/contract';
import { ERROR_CODES } from '@storefront/shared/contract';
import {
  addDays,
  businessClock,
  dateSlot,
  formatClock,
  isOpenAt,
  type WallClock,
  type WeeklySchedule,
} from '@storefront/shared/domain';
import type { Db } from '../../db/client';
import { buildSlots, dateSlots, instantAt, timeList, windowsOn } from '../../domain/schedule';
import { type Lang, text } from '../../http/texts';
import type { CitySnap, ShopRow, ZoneSnap } from '../catalog/snapshot';
import { invalid } from '../location/context';
import { takenSlots } from './repo';

/** Dates offered in the picker: today and the six after it. */
export const DATE_SLOT_DAYS = 7;
/** Road time assumed for delivery before an address (and so a zone) is known. */
export const DEFAULT_DELIVERY_MINUTES = 45;
/** Step of the datetime picker's time list. */
export const TIME_LIST_STEP = 15;

export interface ScheduleContext {
  city: CitySnap;
  orderType: 'delivery' | 'takeaway';
  shop: ShopRow | null;
  zone: ZoneSnap | null;
}

export interface ScheduleOptions {
  now: Date;
  lang: Lang;
  locale: string;
}

const EMPTY: WeeklySchedule = { weekly: {}, custom: {} };

function requireShop(context: ScheduleContext, lang: Lang): ShopRow | null {
  if (context.orderType !== 'takeaway') return null;
  if (!context.shop) throw invalid({ shop_id: [text(lang, 'shop_required')] }, ERROR_CODES.shopNotSelected);
  return context.shop;
}

export function scheduleOf(context: ScheduleContext, lang: Lang): WeeklySchedule {
  const shop = requireShop(context, lang);
  return (shop ? shop.schedule : context.city.row.schedule) ?? EMPTY;
}

function leadMinutes(context: ScheduleContext): number {
  const cooking = context.city.row.cookingMinutes;
  if (context.orderType === 'takeaway') return cooking;
  return cooking + (context.zone?.row.deliveryMinutes ?? DEFAULT_DELIVERY_MINUTES);
}

function checkDate(date: string, today: string, lang: Lang) {
  if (date < today || date > addDays(today, DATE_SLOT_DAYS - 1))
    throw invalid({
      date: [text(lang, 'date_unavailable')],
    });
}

interface DayIntervals {
  intervals: Interval[];
  message: string | null;
  code: string | null;
}

/** The intervals of one business date (today's start after the lead time), with why none if so. */
async function intervalsOn(
  db: Db,
  context: ScheduleContext,
  schedule: WeeklySchedule,
  date: string,
  clock: WallClock,
  { now, lang, locale }: ScheduleOptions,
): Promise<DayIntervals> {
  const timeZone = context.city.row.timezone;
  const today = clock.date;
  const answer = (intervals: Interval[], message: string | null, code: string | null) => ({
    intervals,
    message,
    code,
  });
  const windows = windowsOn(schedule, date);
  if (windows.length === 0) return answer([], text(lang, 'closed_day'), 'closed');
  if (date === today && context.orderType === 'takeaway' && context.shop?.type === 'stop')
    return answer([], text(lang, 'shop_not_accepting'), 'shop_not_accepting');

  const step = context.city.row.intervalMinutes;
  const slots = buildSlots(windows, step, date === today ? clock.minutes + leadMinutes(context) : null);
  if (slots.length === 0) return answer([], text(lang, 'no_intervals_today'), 'no_intervals_today');

  const scopeId =
    context.orderType === 'takeaway' ? (context.shop?.id ?? null) : (context.zone?.row.id ?? null);
  const taken =
    scopeId === null
      ? new Map<number, number>()
      : await takenSlots(db, { orderType: context.orderType, scopeId, date }, now);
  const capacity = context.city.row.slotCapacity;
  const dayName = dateSlot(date, today, locale).day_name;
  const intervals = slots.map(
    (slot): Interval => ({
      id: `${date}_${slot.start}`,
      title: `${formatClock(slot.start)}–${formatClock(slot.end)}`,
      day_name: dayName,
      disabled: (taken.get(slot.start) ?? 0) >= capacity,
      start_timestamp: Math.floor(instantAt(date, slot.start, timeZone).getTime() / 1000),
      end_timestamp: Math.floor(instantAt(date, slot.end, timeZone).getTime() / 1000),
      date,
    }),
  );
  if (intervals.every((interval) => interval.disabled))
    return answer(
      intervals,
      text(lang, context.orderType === 'delivery' ? 'slots_taken_delivery' : 'slots_taken_takeaway'),
      'slots_taken',
    );
  return answer(intervals, null, null);
}

/**
 * Spec §4 "outlet and delivery states": 'as soon as possible' needs the shop (takeaway) or the
 * city's delivery hours open at this very minute, not only a free slot later today — at 05:00 with
 * kitchens opening at 10:00 the order must be for a time, not "already cooking".
 */
export function openNow(context: ScheduleContext, schedule: WeeklySchedule, clock: WallClock): boolean {
  if (context.orderType === 'takeaway' && context.shop?.type === 'stop') return false;
  return isOpenAt(windowsOn(schedule, clock.date), clock.minutes);
}

export async function intervalsFor(
  db: Db,
  context: ScheduleContext,
  requestedDate: string | undefined,
  options: ScheduleOptions,
): Promise<IntervalsResponse> {
  const schedule = scheduleOf(context, options.lang);
  const clock = businessClock(options.now, context.city.row.timezone);
  const today = clock.date;
  const date = requestedDate ?? today;
  checkDate(date, today, options.lang);
  const dates = dateSlots(schedule, today, DATE_SLOT_DAYS, options.locale);
  const day = await intervalsOn(db, context, schedule, date, clock, options);
  const todays = date === today ? day : await intervalsOn(db, context, schedule, today, clock, options);
  const asap = openNow(context, schedule, clock) && todays.intervals.some((interval) => !interval.disabled);
  let next: Interval | null = null;
  for (let i = 0; i < DATE_SLOT_DAYS && !next; i++) {
    const on = addDays(today, i);
    const list =
      on === date
        ? day
        : on === today
          ? todays
          : await intervalsOn(db, context, schedule, on, clock, options);
    next = list.intervals.find((interval) => !interval.disabled) ?? null;
  }
  return { ...day, dates, date_today: today, asap, next_interval: next };
}

/** Whether `intervalId` can be chosen now in this context. */
export async function isIntervalAvailable(
  db: Db,
  context: ScheduleContext,
  intervalId: string,
  options: ScheduleOptions,
): Promise<boolean> {
  const date = intervalId.slice(0, 10);
  try {
    const { intervals } = await intervalsFor(db, context, date, options);
    return intervals.some((interval) => interval.id === intervalId && !interval.disabled);
  } catch {
    return false;
  }
}

export function timeSettings(
  context: ScheduleContext,
  requestedDate: string | undefined,
  { now, lang }: ScheduleOptions,
): TimeSettingsResponse {
  const schedule = scheduleOf(context, lang);
  const clock = businessClock(now, context.city.row.timezone);
  const date = requestedDate ?? clock.date;
  checkDate(date, clock.date, lang);
  const earliest = date === clock.date ? clock.minutes + leadMinutes(context) : null;
  return {
    time_list: timeList(windowsOn(schedule, date), TIME_LIST_STEP, earliest),
    cooking_time: context.city.row.cookingMinutes,
    delivery_time:
      context.orderType === 'delivery' ? (context.zone?.row.deliveryMinutes ?? DEFAULT_DELIVERY_MINUTES) : 0,
  };
}
