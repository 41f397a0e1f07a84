// Sessions end on the server: SESSION_IDLE_MS after their last use, or
// SESSION_LIFETIME_MS after they began (sign-in rotates the key and starts a new one). An ended
// session is a visitor: 401 in the §8 shape where a customer is needed, its row and cart gone.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, sessions } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import type { Visitor } from '../../test/visitor';
import { moscowTakeaway } from '../../test/world';
import { type Client, client, newPhone, signIn, testClock } from '../user/testing';
import { hashKey, purgeEndedSessions, SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionExpired } from './session';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('session expiry figures', () => {
  const began = new Date('2026-03-01T00:00:00Z');
  const at = (ms: number) => new Date(began.getTime() + ms);

  it('are 14 days idle and 30 days in all', () => {
    expect(SESSION_IDLE_MS).toBe(14 * DAY);
    expect(SESSION_LIFETIME_MS).toBe(30 * DAY);
  });

  it('ends a session unused for the idle timeout, counted from its last use', () => {
    const row = { createdAt: began, lastSeenAt: at(10 * DAY) };
    expect(sessionExpired(row, at(10 * DAY + SESSION_IDLE_MS - 1))).toBe(false);
    expect(sessionExpired(row, at(10 * DAY + SESSION_IDLE_MS))).toBe(true);
  });

  it('ends a session in constant use at its absolute lifetime', () => {
    const row = { createdAt: began, lastSeenAt: at(SESSION_LIFETIME_MS - 1) };
    expect(sessionExpired(row, at(SESSION_LIFETIME_MS - 1))).toBe(false);
    expect(sessionExpired(row, at(SESSION_LIFETIME_MS))).toBe(true);
  });
});

const clock = testClock('2026-03-06T09:00:00Z');

describeEachDatabase(
  'session expiry',
  (ctx) => {
    let cityId: number;
    let addMargherita: (v: Visitor) => Promise<unknown>;
    beforeAll(async () => {
      ({ cityId, addMargherita } = await moscowTakeaway(ctx.app));
    });

    const sessionRow = async (key: string) =>
      (
        await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.keyHash, hashKey(key)))
      )[0];

    /** The first answer after the end: 401 §8, the row gone, the browser told to drop the cookie. */
    async function expectSignedOut(v: Client) {
      const key = v.cookies.get('session_key')!;
      const response = await v.get('/api/user/get');
      expectErrorBody(response, 401, 'unauthorized');
      const cleared = response.cookies.find((cookie) => cookie.name === 'session_key');
      expect(cleared?.value).toBe('');
      expect(await sessionRow(key)).toBeUndefined();
      const again = client(ctx.app, { cookies: { session_key: key } });
      expect((await again.get('/api/user/check-session')).json()).toEqual({ authorized: false });
    }

    it('sets a cookie no longer-lived than the session', async () => {
      const v = client(ctx.app);
      const response = await v.put('/api/cart');
      const cookie = response.cookies.find((c) => c.name === 'session_key');
      expect(cookie?.maxAge).toBe(SESSION_LIFETIME_MS / 1000);
    });

    it('signs out a customer who has not been back for 14 days', async () => {
      const v = await signIn(ctx.app, cityId, newPhone());
      clock.advance(SESSION_IDLE_MS - 2 * HOUR);
      expect((await v.get('/api/user/get')).statusCode).toBe(200);
      // Idle counts from the last use, not from the sign-in.
      clock.advance(SESSION_IDLE_MS - HOUR);
      expect((await v.get('/api/user/get')).statusCode).toBe(200);
      clock.advance(SESSION_IDLE_MS);
      await expectSignedOut(v);
    });

    it('signs out a customer in daily use 30 days after sign-in', async () => {
      const v = await signIn(ctx.app, cityId, newPhone());
      for (let day = 1; day < SESSION_LIFETIME_MS / DAY; day++) {
        clock.advance(DAY);
        expect((await v.get('/api/user/get')).statusCode, `day ${day}`).toBe(200);
      }
      clock.advance(DAY);
      await expectSignedOut(v);
    });

    it('sign-in starts the lifetime anew (the key rotates)', async () => {
      const v = client(ctx.app);
      await v.put('/api/cart');
      clock.advance(10 * DAY);
      await v.put('/api/cart');
      clock.advance(10 * DAY);
      const guestKey = v.cookies.get('session_key')!;
      await signIn(ctx.app, cityId, newPhone(), v);
      expect(v.cookies.get('session_key')).not.toBe(guestKey);
      clock.advance(13 * DAY);
      // 33 days after the guest session began, 13 after sign-in.
      expect((await v.get('/api/user/get')).statusCode).toBe(200);
      clock.advance(13 * DAY);
      expect((await v.get('/api/user/get')).statusCode).toBe(200);
    });

    it('the sweep deletes sessions that ended without coming back, and keeps live ones', async () => {
      const gone = client(ctx.app);
      await addMargherita(gone);
      const goneKey = gone.cookies.get('session_key')!;
      clock.advance(SESSION_IDLE_MS - HOUR);
      const live = client(ctx.app);
      await live.put('/api/cart');
      const liveKey = live.cookies.get('session_key')!;
      clock.advance(HOUR);
      expect(await purgeEndedSessions(ctx.database.db, clock.now())).toBeGreaterThanOrEqual(1);
      expect(await sessionRow(goneKey)).toBeUndefined();
      expect(await sessionRow(liveKey)).toBeDefined();
      expect(await purgeEndedSessions(ctx.database.db, clock.now())).toBe(0);
    });

    it("drops a guest's ended session with its cart; the next call starts a new one", async () => {
      const v = client(ctx.app);
      await addMargherita(v);
      const oldKey = v.cookies.get('session_key')!;
      const oldSession = (await sessionRow(oldKey))!;
      clock.advance(SESSION_IDLE_MS);
      const cart = await v.put('/api/cart');
      expect(cart.statusCode, cart.body).toBe(200);
      expect((cart.json() as { cart: { count: number } }).cart.count).toBe(0);
      const newKey = v.cookies.get('session_key')!;
      expect(newKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(newKey).not.toBe(oldKey);
      expect(await sessionRow(oldKey)).toBeUndefined();
      expect(await ctx.database.db.select().from(carts).where(eq(carts.sessionId, oldSession.id))).toEqual(
        [],
      );
    });
  },
  { app: { now: clock.now } },
);
