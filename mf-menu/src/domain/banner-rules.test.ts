import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BannerRule,
  bannerFrequencyMs,
  bannerSnoozeUntil,
  isBannerDue,
  isBannerForPage,
  isBannerScheduled,
  parseBannerMoment,
  pathInCity,
  pickBanner,
} from './banner-rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const banner = (overrides: Partial<BannerRule['schedule']> & { id?: number; page_url?: string[] } = {}) => {
  const { id = 1, page_url = ['/'], ...schedule } = overrides;
  return {
    id,
    page_url,
    schedule: {
      show_time: { from: { date: '2025-06-01', time: '10:00' }, to: { date: '2030-12-31', time: '22:00' } },
      display_frequency: 1,
      display_frequency_type: 'day' as const,
      delay: 5,
      ...schedule,
    },
  } satisfies BannerRule;
};

const never = { lastSeenAt: null, snoozedUntil: null };

describe('banner frequency', () => {
  it('re-shows after display_frequency days', () => {
    expect(bannerFrequencyMs(banner({ display_frequency: 2, display_frequency_type: 'day' }))).toBe(2 * DAY);
  });

  it('re-shows after display_frequency hours', () => {
    expect(bannerFrequencyMs(banner({ display_frequency: 12, display_frequency_type: 'hours' }))).toBe(
      12 * HOUR,
    );
  });

  it('shows a banner never seen', () => {
    expect(isBannerDue(banner(), never, Date.now())).toBe(true);
  });

  it('keeps a seen banner away until its frequency has passed', () => {
    const now = Date.UTC(2026, 2, 6, 12);
    const daily = banner({ display_frequency: 1, display_frequency_type: 'day' });
    expect(isBannerDue(daily, { lastSeenAt: now - DAY + 1, snoozedUntil: null }, now)).toBe(false);
    expect(isBannerDue(daily, { lastSeenAt: now - DAY, snoozedUntil: null }, now)).toBe(true);
    const twelveHours = banner({ display_frequency: 12, display_frequency_type: 'hours' });
    expect(isBannerDue(twelveHours, { lastSeenAt: now - 11 * HOUR, snoozedUntil: null }, now)).toBe(false);
    expect(isBannerDue(twelveHours, { lastSeenAt: now - 12 * HOUR, snoozedUntil: null }, now)).toBe(true);
  });

  it('shows a banner with frequency 0 on every visit', () => {
    const now = Date.UTC(2026, 2, 6, 12);
    expect(isBannerDue(banner({ display_frequency: 0 }), { lastSeenAt: now, snoozedUntil: null }, now)).toBe(
      true,
    );
  });

  it('snoozes a closed banner for one minute', () => {
    const closedAt = Date.UTC(2026, 2, 6, 12);
    const until = bannerSnoozeUntil(closedAt);
    expect(until - closedAt).toBe(60_000);
    const every = banner({ display_frequency: 0 });
    expect(isBannerDue(every, { lastSeenAt: null, snoozedUntil: until }, closedAt + 59_999)).toBe(false);
    expect(isBannerDue(every, { lastSeenAt: null, snoozedUntil: until }, closedAt + 60_000)).toBe(true);
  });

  it('treats a last-seen time in the future (clock moved back) as due', () => {
    const now = Date.UTC(2026, 2, 6, 12);
    expect(isBannerDue(banner(), { lastSeenAt: now + DAY, snoozedUntil: null }, now)).toBe(true);
  });

  it('is never due twice inside one frequency period, whatever the times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.constantFrom<'day' | 'hours'>('day', 'hours'),
        fc.integer({ min: 0, max: 10 * DAY }),
        (every, unit, elapsed) => {
          const rule = banner({ display_frequency: every, display_frequency_type: unit });
          const seen = Date.UTC(2026, 0, 1);
          const due = isBannerDue(rule, { lastSeenAt: seen, snoozedUntil: null }, seen + elapsed);
          expect(due).toBe(elapsed >= bannerFrequencyMs(rule));
        },
      ),
    );
  });
});

describe('banner cookies', () => {
  it('reads a stored moment and ignores junk', () => {
    expect(parseBannerMoment('1772798400000')).toBe(1772798400000);
    expect(parseBannerMoment(null)).toBeNull();
    expect(parseBannerMoment('yesterday')).toBeNull();
    expect(parseBannerMoment('-5')).toBeNull();
  });
});

describe('banner schedule and pages', () => {
  it('runs inside show_time on the city wall clock, both ends included', () => {
    const rule = banner({
      show_time: { from: { date: '2026-03-06', time: '10:00' }, to: { date: '2026-03-08', time: '22:00' } },
    });
    // 10:00 in Moscow is 07:00 UTC.
    expect(isBannerScheduled(rule, new Date('2026-03-06T06:59:00Z'), 'Europe/Moscow')).toBe(false);
    expect(isBannerScheduled(rule, new Date('2026-03-06T07:00:00Z'), 'Europe/Moscow')).toBe(true);
    expect(isBannerScheduled(rule, new Date('2026-03-08T19:00:00Z'), 'Europe/Moscow')).toBe(true);
    expect(isBannerScheduled(rule, new Date('2026-03-08T19:01:00Z'), 'Europe/Moscow')).toBe(false);
    // The same instant is already the next day in Novosibirsk.
    expect(isBannerScheduled(rule, new Date('2026-03-08T19:00:00Z'), 'Asia/Novosibirsk')).toBe(false);
  });

  it('reads the page inside the city from the path', () => {
    expect(pathInCity('/moscow', 'moscow')).toBe('/');
    expect(pathInCity('/moscow/', 'moscow')).toBe('/');
    expect(pathInCity('/moscow/promotions', 'moscow')).toBe('/promotions');
    expect(pathInCity('/moscowx/promotions', 'moscow')).toBe('/moscowx/promotions');
  });

  it('belongs to the pages page_url lists, every page when it lists none', () => {
    expect(isBannerForPage(banner({ page_url: ['/', '/promotions'] }), '/promotions')).toBe(true);
    expect(isBannerForPage(banner({ page_url: ['/'] }), '/promotions')).toBe(false);
    expect(isBannerForPage(banner({ page_url: [] }), '/about')).toBe(true);
    expect(isBannerForPage(banner({ page_url: ['/promotions/'] }), '/promotions')).toBe(true);
  });

  it('picks the first banner of the page that runs now and is due, with its delay', () => {
    const now = new Date('2026-03-06T12:00:00Z');
    const seen = banner({ id: 1, page_url: ['/'] });
    const other = banner({ id: 2, page_url: ['/promotions'] });
    const next = banner({ id: 3, page_url: ['/'], delay: 15 });
    const memory = (id: number) =>
      id === 1 ? { lastSeenAt: now.getTime() - HOUR, snoozedUntil: null } : never;
    expect(pickBanner([seen, other, next], { page: '/', now, timeZone: 'Europe/Moscow', memory })).toEqual({
      banner: next,
      delayMs: 15_000,
    });
    expect(pickBanner([seen], { page: '/', now, timeZone: 'Europe/Moscow', memory })).toBeNull();
  });
});
