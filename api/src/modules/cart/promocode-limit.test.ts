// Promocodes cannot be enumerated: failed codes spend a budget per session and per
// client address (429 in the §8 shape past it, even for a valid code), a code that applies costs
// nothing, and past a few tries an expired code reads like an unknown one.
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import type { Visitor } from '../../test/visitor';
import { moscowTakeaway } from '../../test/world';
import { client, nextIp, testClock } from '../user/testing';
import { PROMOCODE_LIMITS } from './promocode-budget';

const clock = testClock('2026-03-06T09:00:00Z');
const EN = { language: 'en' };
const NOT_FOUND = 'Promocode not found.';

describeEachDatabase(
  'promocode limits',
  (ctx) => {
    let addMargherita: (v: Visitor) => Promise<unknown>;
    beforeAll(async () => {
      ({ addMargherita } = await moscowTakeaway(ctx.app));
    });

    const apply = (v: Visitor, promocode: string) => v.put('/api/cart/gift/apply-promocode', { promocode });
    const refused = async (v: Visitor, promocode: string) =>
      expectErrorBody(await apply(v, promocode), 422, 'promocode_invalid').errors.promocode?.[0];
    const applied = async (v: Visitor, promocode: string) => {
      const response = await apply(v, promocode);
      expect(response.statusCode, response.body).toBe(200);
      await v.put('/api/cart/gift/forget-promocode', {});
    };

    it('answers 429 in the §8 shape after 10 failed codes from one session; codes that apply cost nothing', async () => {
      const v = client(ctx.app, { cookies: EN });
      await addMargherita(v);
      const max = PROMOCODE_LIMITS.perSession.max;
      expect(max).toBe(10);
      for (let i = 1; i < max; i++) await refused(v, `NOPE${i}`);
      await applied(v, 'WELCOME10');
      await applied(v, 'WELCOME10');
      await refused(v, `NOPE${max}`);

      const limited = await apply(v, 'NOPE-AGAIN');
      const body = expectErrorBody(limited, 429, 'rate_limited');
      expect(body.message).toBe('Too many attempts, try again later');
      expect(body.errors).toEqual({});
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(PROMOCODE_LIMITS.perSession.windowMs / 1000);
      // Past the budget even a valid code is not tried: nothing tells whether it exists.
      expectErrorBody(await apply(v, 'WELCOME10'), 429, 'rate_limited');

      clock.advance(PROMOCODE_LIMITS.perSession.windowMs);
      await applied(v, 'WELCOME10');
      await refused(v, 'NOPE-NEXT-WINDOW');
    });

    it('a new cookie does not buy a new budget: 30 failed codes per client address', async () => {
      const ip = nextIp();
      const max = PROMOCODE_LIMITS.perAddress.max;
      expect(max).toBe(30);
      for (let i = 1; i <= max; i++) await refused(client(ctx.app, { ip, cookies: EN }), `NOPE${i}`);
      expectErrorBody(await apply(client(ctx.app, { ip }), 'NOPE'), 429, 'rate_limited');
      // Another address is not affected.
      await refused(client(ctx.app), 'NOPE');
    });

    it('past 3 tries an expired or not yet valid code answers like an unknown one', async () => {
      const v = client(ctx.app, { cookies: EN });
      await addMargherita(v);
      expect(await refused(v, 'SUMMER2021')).toMatch(/expired/i);
      expect(await refused(v, 'FUTURE2030')).toMatch(/not active/i);
      expect(await refused(v, 'NOPE')).toBe(NOT_FOUND);
      expect(await refused(v, 'SUMMER2021')).toBe(NOT_FOUND);
      expect(await refused(v, 'FUTURE2030')).toBe(NOT_FOUND);
      // A visitor who has not been trying codes still hears why.
      const fresh = client(ctx.app, { cookies: EN });
      await addMargherita(fresh);
      expect(await refused(fresh, 'SUMMER2021')).toMatch(/expired/i);
    });
  },
  { app: { now: clock.now } },
);
