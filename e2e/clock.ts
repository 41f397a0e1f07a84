// The suite's clock. Ordering "as soon as possible" needs a kitchen that is open, and the shops'
// hours are real (spec §9: Moscow 10:00–23:00, Berlin from 11:00…), so a run at 22:00 would meet
// "we cannot make it today" instead of the journey under test. Every run therefore happens at the
// same local hour: the API's clock (CLOCK_OFFSET_MS, refused in production) and the browser's
// (fixtures.ts installs it per context) both run the same offset ahead of the machine's, time
// flowing naturally from there. The schedule's own edges (closed days, the night shift, the last
// slot) are tested against fixed instants in the API's unit tests. The night (kitchens
// closed) is reached two ways: one journey moves its own clock (nightShiftMs, fixtures.ts), or
// the whole run is pinned to a night hour with E2E_PINNED_UTC_HOUR=2.

/** 13:00 in Moscow: every seeded city is open (Berlin since 11:00, Novosibirsk at 17:00). */
export const WORKING_UTC_HOUR = 10;
/** 05:00 in Moscow (02:00 in Berlin): the business day has begun, every kitchen is still closed. */
export const NIGHT_UTC_HOUR = 2;

/**
 * The hour a whole run is pinned to: the working hour, or another given as E2E_PINNED_UTC_HOUR
 * (`E2E_PINNED_UTC_HOUR=2` runs every journey once more with the kitchens closed).
 */
export function pinnedUtcHour(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.E2E_PINNED_UTC_HOUR;
  if (raw === undefined || raw === '') return WORKING_UTC_HOUR;
  const hour = Number(raw);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`E2E_PINNED_UTC_HOUR=${raw}: an hour of the day, 0–23`);
  return hour;
}

/** True when the run is pinned to an hour at which Moscow's kitchens are closed. */
export function isNightRun(): boolean {
  const moscowHour = (pinnedUtcHour() + 3) % 24;
  return moscowHour < 10 || moscowHour >= 23;
}
/** Tuesday to Thursday: no late weekend windows, no Sunday hours. */
const PINNED_WEEKDAYS = new Set([2, 3, 4]);
/** Days with holiday hours in the seed (New Year's Eve, the 1st, Christmas in Berlin) and around. */
function isHolidaySeason(day: Date): boolean {
  const month = day.getUTCMonth() + 1;
  const date = day.getUTCDate();
  return (month === 12 && date >= 24) || (month === 1 && date <= 2);
}

/** The next Tuesday–Thursday at the pinned hour (UTC) at or after `now`, outside the holiday season. */
export function pinnedInstant(now: number, hour: number = pinnedUtcHour()): number {
  const day = new Date(now);
  day.setUTCHours(hour, 0, 0, 0);
  if (day.getTime() < now) day.setUTCDate(day.getUTCDate() + 1);
  while (!PINNED_WEEKDAYS.has(day.getUTCDay()) || isHolidaySeason(day)) day.setUTCDate(day.getUTCDate() + 1);
  return day.getTime();
}

const VARIABLE = 'E2E_CLOCK_OFFSET_MS';

/**
 * How far the suite's clock runs ahead, fixed once per run: the config (main process) computes it
 * and the workers, started later with its environment, read the same value. Against a storefront
 * the suite did not start (E2E_BASE_URL, target.ts) it is that API's offset, given as
 * E2E_CLOCK_OFFSET_MS, or 0: the browser then runs on the real clock, as the target's API does.
 */
export function clockOffsetMs(): number {
  if (process.env[VARIABLE] === undefined) {
    const now = Date.now();
    process.env[VARIABLE] = process.env.E2E_BASE_URL ? '0' : String(pinnedInstant(now) - now);
  }
  return Number(process.env[VARIABLE]);
}

/** Now, on the suite's clock. */
export function suiteNow(): number {
  return Date.now() + clockOffsetMs();
}

/**
 * How far one journey's clock moves from the suite's to reach the night hour of the same date
 * (0 when the run is already pinned there): the browser's clock and, through the API's test-only
 * clock cookie (TEST_CLOCK_COOKIE), the API's for that journey's requests. A night journey thus
 * runs inside the normal suite without moving the others' clock.
 */
export function nightShiftMs(now: number = suiteNow()): number {
  const night = new Date(now);
  night.setUTCHours(NIGHT_UTC_HOUR);
  return night.getTime() - now;
}

/** 00:05 in Moscow (21:05 UTC of the day before): past midnight, still the previous business day. */
export const AFTER_MIDNIGHT_UTC = { hour: 21, minute: 5 };

/**
 * How far one journey's clock moves from the suite's to reach 00:05 in Moscow on the suite's date:
 * the calendar has turned, the business day (night shift, before 04:00) has not, so "today" and
 * "tomorrow" must be counted the same way on every page.
 */
export function afterMidnightShiftMs(now: number = suiteNow()): number {
  const night = new Date(now);
  night.setUTCDate(night.getUTCDate() - 1);
  night.setUTCHours(AFTER_MIDNIGHT_UTC.hour, AFTER_MIDNIGHT_UTC.minute, 0, 0);
  return night.getTime() - now;
}
