import { intervalsResponseSchema } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { NOW } from '../modules/orders/test-checkout';
import { describeEachDatabase } from '../test/describe-each-database';
import { visitor } from '../test/visitor';
import { parseClockOffset, TEST_CLOCK_COOKIE } from './test-clock';

/** From Friday 12:00 in Moscow (NOW) back to 05:00: shops open at 10:00. */
const TO_FIVE_AM = String(-7 * 3_600_000);
const takeaway = { city_id: 1, order_type: 'takeaway', shop_id: 1 };

describeEachDatabase(
  "a journey's own clock (test-only cookie for the night journeys)",
  (ctx) => {
    it('moves only the requests that carry the cookie', async () => {
      const night = visitor(ctx.app, { cookies: { [TEST_CLOCK_COOKIE]: TO_FIVE_AM } });
      const atNight = intervalsResponseSchema.parse(
        (await night.post('/api/schedule/intervals', takeaway)).json(),
      );
      expect(atNight.asap).toBe(false);
      expect(atNight.next_interval?.title).toMatch(/^10:00/);
      const day = intervalsResponseSchema.parse(
        (await visitor(ctx.app).post('/api/schedule/intervals', takeaway)).json(),
      );
      expect(day.asap).toBe(true);
    });
  },
  { app: { now: () => NOW, testClockCookie: true } },
);

describeEachDatabase(
  'the clock cookie is ignored unless switched on, and never in production',
  (ctx) => {
    it('answers on the app clock', async () => {
      const night = visitor(ctx.app, { cookies: { [TEST_CLOCK_COOKIE]: TO_FIVE_AM } });
      const answer = intervalsResponseSchema.parse(
        (await night.post('/api/schedule/intervals', takeaway)).json(),
      );
      expect(answer.asap).toBe(true);
    });
  },
  {
    app: {
      now: () => NOW,
      testClockCookie: true,
      production: true,
      acquirerSecret: 'a-production-secret-of-its-own',
      publicOrigin: 'https://shop.example',
    },
  },
);

describe('clock cookie parsing and config', () => {
  it('takes whole milliseconds within a week, else nothing', () => {
    expect(parseClockOffset('-25200000')).toBe(-25_200_000);
    expect(parseClockOffset('soon')).toBe(0);
    expect(parseClockOffset(String(30 * 86_400_000))).toBe(0);
    expect(parseClockOffset(undefined)).toBe(0);
  });

  it('is refused in production', () => {
    expect(readConfig({}).TEST_CLOCK_COOKIE).toBe('off');
    expect(() => readConfig({ NODE_ENV: 'production', TEST_CLOCK_COOKIE: 'on' })).toThrow(
      /TEST_CLOCK_COOKIE/,
    );
  });
});
