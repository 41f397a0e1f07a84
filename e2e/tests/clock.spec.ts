// The suite's clock (clock.ts): the browser and the API agree on the pinned hour, at which the
// kitchen takes an order for "as soon as possible". Were either clock left on the machine's time,
// the ordering journeys would depend on the hour the suite runs at; this says so first.
import { isNightRun, pinnedUtcHour, suiteNow } from '../clock';
import { expect, needs, test } from '../fixtures';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu'];

test("the browser and the API run on the suite's clock, in the shops' working hours", { tag: TAGS }, async ({
  page,
}) => {
  needs('pinned-clock');
  await page.goto('/moscow');
  const browserNow = await page.evaluate(() => Date.now());
  expect(Math.abs(browserNow - suiteNow())).toBeLessThan(60_000);
  const moscowHour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Moscow' }).format(
      browserNow,
    ),
  );
  // The pinned hour (13:00 by default, E2E_PINNED_UTC_HOUR for a night run), plus the run so far.
  const pinnedMoscowHour = (pinnedUtcHour() + 3) % 24;
  expect((moscowHour - pinnedMoscowHour + 24) % 24).toBeLessThan(2);

  const headers = { 'x-brand': 'pizza' };
  expect((await page.request.post('/api/shops/set', { headers, data: { shop_id: 1 } })).status()).toBe(200);
  const answer = await page.request.post('/api/schedule/intervals', { headers, data: {} });
  expect(answer.status(), await answer.text()).toBe(200);
  const schedule = (await answer.json()) as {
    intervals: { start_timestamp: number; disabled: boolean }[];
    code: string | null;
    asap?: boolean;
  };
  expect(schedule.code).toBeNull();
  // At night the kitchens are closed: no 'as soon as possible'; the first slot is at opening.
  expect(schedule.asap).toBe(!isNightRun());
  if (isNightRun()) return;
  // Takeaway today: the first slot is after cooking, within the next two hours of the browser's now.
  const first = schedule.intervals.find((interval) => !interval.disabled);
  expect(first).toBeDefined();
  const lead = (first?.start_timestamp ?? 0) * 1000 - browserNow;
  expect(lead).toBeGreaterThan(0);
  expect(lead).toBeLessThan(2 * 3_600_000);
});
