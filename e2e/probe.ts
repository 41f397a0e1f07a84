// What a running target shows of its capabilities from outside (target.ts), asked without side
// effects: no order, no sign-in code, no payment. Declared capabilities (E2E_CAPABILITIES) come on
// top of these; the rest cannot be seen and count as absent unless declared.
import type { Capability } from './target';

const BRAND = { 'x-brand': 'pizza' };
/** The API's test-only clock cookie (api/src/http/test-clock.ts). */
const CLOCK_COOKIE = 'test_clock_offset_ms';
const TWO_DAYS_MS = 2 * 86_400_000;

type Fetch = typeof fetch;

/** The dev route exists when a call without a phone is refused for its query (422), not unknown (404). */
async function probeOtpDevRoute(origin: string, fetchImpl: Fetch): Promise<boolean> {
  const answer = await fetchImpl(`${origin}/api/dev/last-code`, { headers: BRAND });
  return answer.status !== 404 && answer.status < 500;
}

interface ScheduleAnswer {
  intervals: { disabled: boolean; date: string }[];
  date_today: string;
  /** Whether an order "as soon as possible" is taken now; older APIs lack it. */
  asap?: boolean;
}

/** Moscow's first shop's schedule for takeaway, as the checkout asks for it. */
async function schedule(origin: string, fetchImpl: Fetch, cookie?: string): Promise<ScheduleAnswer | null> {
  const answer = await fetchImpl(`${origin}/api/schedule/intervals`, {
    method: 'POST',
    headers: { ...BRAND, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ city_id: 1, order_type: 'takeaway', shop_id: 1 }),
  });
  return answer.ok ? ((await answer.json()) as ScheduleAnswer) : null;
}

/** The kitchens take an order "as soon as possible" now, by the target's own clock. */
function kitchensOpen(answer: ScheduleAnswer | null): boolean {
  if (!answer) return false;
  if (typeof answer.asap === 'boolean') return answer.asap;
  return answer.intervals.some((interval) => !interval.disabled && interval.date === answer.date_today);
}

/** The API honours the clock cookie when two days ahead by it is another day than without it. */
function clockCookieHonoured(plain: ScheduleAnswer | null, shifted: ScheduleAnswer | null): boolean {
  return Boolean(plain && shifted && plain.date_today !== shifted.date_today);
}

export async function probeCapabilities(origin: string, fetchImpl: Fetch = fetch): Promise<Capability[]> {
  const [devRoute, plain, shifted] = await Promise.all([
    probeOtpDevRoute(origin, fetchImpl).catch(() => false),
    schedule(origin, fetchImpl).catch(() => null),
    schedule(origin, fetchImpl, `${CLOCK_COOKIE}=${TWO_DAYS_MS}`).catch(() => null),
  ]);
  const found: Capability[] = [];
  if (devRoute) found.push('otp-dev-route');
  if (kitchensOpen(plain)) found.push('open-kitchens');
  if (clockCookieHonoured(plain, shifted)) found.push('clock-cookie');
  return found;
}
