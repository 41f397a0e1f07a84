// Schedule rules of spec §3, §4 and §9 as pure functions over a city's wall clock: business days
// with the night shift (times before 04:00 belong to the previous day), open/closed states, the
// last-hour window, delivery/takeaway intervals and the date slots of the picker. Time zones go
// through Intl only, so the same code runs in the API and in the browser.
import { NIGHT_SHIFT_CUTOFF_HOUR, SHOP_CLOSING_WARNING_MIN } from './constants';

const MINUTES_IN_DAY = 1440;
const MINUTE_MS = 60_000;
const DAY_MS = MINUTES_IN_DAY * MINUTE_MS;
/** Business minutes run past midnight up to the cutoff: 04:00 of the next day is 1680. */
const NIGHT_SHIFT_CUTOFF_MINUTES = NIGHT_SHIFT_CUTOFF_HOUR * 60;

/** Order window in minutes from local midnight of its business day; `to` may pass 1440 (night shift). */
export interface MinuteWindow {
  from: number;
  to: number;
}

/**
 * Weekly routine (keys '1'..'7', Monday..Sunday) and exceptions keyed by `YYYY-MM-DD` (one date) or
 * `MM-DD` (every year). An empty list means closed that day.
 */
export interface WeeklySchedule {
  weekly: Readonly<Record<string, readonly MinuteWindow[]>>;
  custom: Readonly<Record<string, readonly MinuteWindow[]>>;
}

export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** Minutes since that date's local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The date and minute-of-day `instant` shows on a wall clock in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const p = wallParts(instant, timeZone);
  return { date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, minutes: p.hour * 60 + p.minute };
}

/**
 * The business day `instant` belongs to: before 04:00 it is still the previous day, with minutes
 * counted past 1440 (01:30 on Saturday is Friday at 1530), spec §4 and §9.
 */
export function businessClock(instant: Date, timeZone: string): WallClock {
  const clock = wallClock(instant, timeZone);
  if (clock.minutes >= NIGHT_SHIFT_CUTOFF_MINUTES) return clock;
  return { date: addDays(clock.date, -1), minutes: clock.minutes + MINUTES_IN_DAY };
}

/** `HH:MM` of a business minute (1530 → 01:30). */
export function formatClock(minutes: number): string {
  const inDay = ((minutes % MINUTES_IN_DAY) + MINUTES_IN_DAY) % MINUTES_IN_DAY;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/**
 * What the shops page and the delivery notice say (spec §2, §4): closed today, not yet open, opens in
 * N (under an hour away), open until a time, closes in N minutes (under an hour left), still closed
 * (a break between windows), already closed.
 */
export type OpenState =
  | { kind: 'closed-today' }
  | { kind: 'not-yet-open'; opensAt: number }
  | { kind: 'opens-in'; minutes: number; opensAt: number }
  | { kind: 'open-until'; closesAt: number }
  | { kind: 'closes-in'; minutes: number; closesAt: number }
  | { kind: 'still-closed'; opensAt: number }
  | { kind: 'already-closed' };

export function openState(windows: readonly MinuteWindow[], minutes: number): OpenState {
  const sorted = [...windows].sort((a, b) => a.from - b.from);
  if (sorted.length === 0) return { kind: 'closed-today' };
  const current = sorted.find((window) => minutes >= window.from && minutes < window.to);
  if (current) {
    const left = current.to - minutes;
    return left < SHOP_CLOSING_WARNING_MIN
      ? { kind: 'closes-in', minutes: left, closesAt: current.to }
      : { kind: 'open-until', closesAt: current.to };
  }
  const next = sorted.find((window) => window.from > minutes);
  if (!next) return { kind: 'already-closed' };
  const wait = next.from - minutes;
  if (wait <= SHOP_CLOSING_WARNING_MIN) return { kind: 'opens-in', minutes: wait, opensAt: next.from };
  const openedBefore = sorted.some((window) => window.to <= minutes);
  return openedBefore
    ? { kind: 'still-closed', opensAt: next.from }
    : { kind: 'not-yet-open', opensAt: next.from };
}

export interface DateSlot {
  date_string: string;
  formatted_string: string;
  day_name: string;
  is_today: boolean;
  is_tomorrow: boolean;
}

const dayFormatters = new Map<string, { date: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat }>();

function dayFormat(locale: string) {
  let format = dayFormatters.get(locale);
  if (!format) {
    format = {
      date: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long' }),
      weekday: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' }),
    };
    dayFormatters.set(locale, format);
  }
  return format;
}

/** One date of the picker (spec §3 date slot), formatted in `locale`. */
export function dateSlot(date: string, today: string, locale = 'ru'): DateSlot {
  const noon = new Date(`${date}T12:00:00Z`);
  const format = dayFormat(locale);
  return {
    date_string: date,
    formatted_string: format.date.format(noon),
    day_name: format.weekday.format(noon),
    is_today: date === today,
    is_tomorrow: date === addDays(today, 1),
  };
}

export interface ScheduledStart {
  /** `HH:MM` on the city's wall clock. */
  time: string;
  /** The business date (`YYYY-MM-DD`) in the city: the date of the picker's chip the interval sits under. */
  date: string;
  /** Relative to `now`'s business day in the city: today, tomorrow or later. */
  day: 'today' | 'tomorrow' | 'later';
}

/**
 * When an order for a chosen interval is due, as the outcome and tracking pages say it (an
 * order placed while closed waits for its time, cooking starts ahead of it); null once it began.
 * Both ends are read on the business clock, as checkout's date picker and the API's `date_today`
 * are: at 00:05 the 10:00 slot sits under checkout's "tomorrow", so the outcome must say tomorrow too.
 */
export function scheduledStart(
  start: string | Date,
  timeZone: string,
  now: Date = new Date(),
): ScheduledStart | null {
  const at = new Date(start);
  if (!(at.getTime() > now.getTime())) return null;
  const clock = businessClock(at, timeZone);
  const today = businessClock(now, timeZone).date;
  const day = clock.date === today ? 'today' : clock.date === addDays(today, 1) ? 'tomorrow' : 'later';
  return { time: formatClock(clock.minutes), date: clock.date, day };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isOpenAt(windows: readonly MinuteWindow[], minutes: number): boolean {
  return windows.some((window) => minutes >= window.from && minutes < window.to);
}
