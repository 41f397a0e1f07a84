// The suite's clock. Ordering "as soon as possible" needs a kitchen that is open, and the shops'
// hours are real (spec §9: Moscow 10:00–23:00, Berlin from 11:00…), so a run at 22:00 would meet
// "we cannot make it today" instead of the journey under test. Every run therefore happens at the
// same local hour: the API's clock (CLOCK_OFFSET_MS, refused in production) and the browser's
// (fixtures.ts installs it per context) both run the same offset ahead of the machine's, time
// flowing naturally from there. The schedule's own edges (closed days, the night shift, the last
// slot) are tested against fixed instants in the API's unit tests.

/** 13:00 in Moscow: every seeded city is open (Berlin since 11:00, Novosibirsk at 17:00). */
const PINNED_UTC_HOUR = 10;
/** Tuesday to Thursday: no late weekend windows, no Sunday hours. */
const PINNED_WEEKDAYS = new Set([2, 3, 4]);
/** Days with holiday hours in the seed (New Year's Eve, the 1st, Christmas in Berlin) and around. */
function isHolidaySeason(day: Date): boolean {
  const month = day.getUTCMonth() + 1;
  const date = day.getUTCDate();
  return (month === 12 && date >= 24) || (month === 1 && date <= 2);
}

/** The next Tuesday–Thursday 10:00 UTC at or after `now`, outside the holiday season. */
export function pinnedInstant(now: number): number {
  const day = new Date(now);
  day.setUTCHours(PINNED_UTC_HOUR, 0, 0, 0);
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
