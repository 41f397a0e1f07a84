// Marketing banner rules of spec §3 and §4: a banner is shown on the pages its page_url names, inside
// its show_time window (city wall clock), after its delay, and again only once display_frequency hours
// or days have passed since it was last seen. Closing it snoozes it for a minute (§9). The cookies
// that remember both moments are read and written at the edges; these functions only decide.
import { COOKIE_DAYS, wallClock } from '@storefront/shared/domain';
import { BANNER_CLOSE_SNOOZE_MS } from './constants';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** While another modal is open the banner waits and asks again this often (spec §4 "retries"). */
export const BANNER_RETRY_MS = 5000;
/** The last-seen and snooze cookies live as long as the other storefront cookies (spec §9). */
export const BANNER_COOKIE_DAYS = COOKIE_DAYS;

/** What the rules need of a banner (spec §3 Banner). */
export interface BannerRule {
  id: number;
  page_url: readonly string[];
  schedule: {
    show_time: { from: { date: string; time: string }; to: { date: string; time: string } };
    display_frequency: number;
    display_frequency_type: 'day' | 'hours';
    /** Seconds after page load. */
    delay: number;
  };
}

/** When the visitor last saw the banner and until when a close snoozed it (ms since epoch). */
export interface BannerMemory {
  lastSeenAt: number | null;
  snoozedUntil: number | null;
}

export const bannerSeenCookie = (id: number) => `banner_${id}_seen`;
export const bannerSnoozeCookie = (id: number) => `banner_${id}_snooze`;

/** A cookie value back to a moment; anything else (absent, tampered) is "never". */
export function parseBannerMoment(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** How long a seen banner stays away: display_frequency hours or days; 0 means every visit. */
export function bannerFrequencyMs(banner: BannerRule): number {
  const { display_frequency: every, display_frequency_type: unit } = banner.schedule;
  return Math.max(0, every) * (unit === 'hours' ? HOUR_MS : DAY_MS);
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Within show_time from…to (both inclusive, to the minute) on the city's wall clock. */
export function isBannerScheduled(banner: BannerRule, now: Date, timeZone: string): boolean {
  const clock = wallClock(now, timeZone);
  const at = `${clock.date} ${String(clock.minutes).padStart(4, '0')}`;
  const { from, to } = banner.schedule.show_time;
  const start = `${from.date} ${String(minutesOf(from.time)).padStart(4, '0')}`;
  const end = `${to.date} ${String(minutesOf(to.time)).padStart(4, '0')}`;
  return at >= start && at <= end;
}

/** The page path inside the city (`/moscow/promotions` → `/promotions`, `/moscow` → `/`). */
export function pathInCity(pathname: string, cityAlias: string): string {
  const base = `/${cityAlias}`;
  const inside =
    pathname === base || pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  const trimmed = inside.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** page_url lists the pages inside the city the banner belongs to; an empty list means every page. */
export function isBannerForPage(banner: BannerRule, page: string): boolean {
  if (banner.page_url.length === 0) return true;
  return banner.page_url.some((url) => {
    const wanted = url.replace(/\/+$/, '') || '/';
    return wanted === '*' || wanted === page;
  });
}

/** Not snoozed by a recent close, and seen long enough ago (or never). */
export function isBannerDue(banner: BannerRule, memory: BannerMemory, now: number): boolean {
  if (memory.snoozedUntil !== null && now < memory.snoozedUntil) return false;
  if (memory.lastSeenAt === null || memory.lastSeenAt > now) return true;
  return now - memory.lastSeenAt >= bannerFrequencyMs(banner);
}

export interface BannerPick<B extends BannerRule> {
  banner: B;
  /** ms after page load to wait before showing it. */
  delayMs: number;
}

/**
 * The banner to show on `page` now: the first in the city's order that belongs to the page, runs
 * today and is due. Null when none is.
 */
export function pickBanner<B extends BannerRule>(
  banners: readonly B[],
  {
    page,
    now,
    timeZone,
    memory,
  }: { page: string; now: Date; timeZone: string; memory: (id: number) => BannerMemory },
): BannerPick<B> | null {
  for (const banner of banners) {
    if (!isBannerForPage(banner, page)) continue;
    if (!isBannerScheduled(banner, now, timeZone)) continue;
    if (!isBannerDue(banner, memory(banner.id), now.getTime())) continue;
    return { banner, delayMs: Math.max(0, banner.schedule.delay) * 1000 };
  }
  return null;
}

/** Spec §4: on close, a cookie is set one minute ahead; the banner stays away until then. */
export function bannerSnoozeUntil(now: number): number {
  return now + BANNER_CLOSE_SNOOZE_MS;
}
