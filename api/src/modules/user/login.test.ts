// Sign-in by a one-time code (spec §4 Login, §5, §8) and the limits around it: code life, tries,
// phone locks, send budgets, session rotation, no account enumeration, captcha, the dev route.
import { loginResponseSchema, userResponseSchema } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions, signInFailures, verificationCodes } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import type { Visitor } from '../../test/visitor';
import { cityFacts, moscowTakeaway } from '../../test/world';
import { hashKey } from '../session/session';
import { OTP_LIMITS } from './otp';
import { checkCode, client, lastCode, login, newPhone, otherCode, signIn, testClock } from './testing';

const clock = testClock('2026-03-06T09:00:00Z');
const RESEND_MS = OTP_LIMITS.resendAfterSeconds * 1000 + 1000;
const EN = { language: 'en' };

describeEachDatabase(
  'sign-in by code',
  (ctx) => {
    let cityId: number;
    let addMargherita: (v: Visitor) => Promise<unknown>;
    beforeAll(async () => {
      ({ cityId, addMargherita } = await moscowTakeaway(ctx.app));
    });

    const customerRow = async (phone: string) =>
      (await ctx.database.db.select().from(customers).where(eq(customers.phone, phone)))[0];

    describe('happy path', () => {
      it('sends a 4-digit code and answers the resend timer', async () => {
        const phone = newPhone();
        const response = await login(client(ctx.app), cityId, phone);
        expect(response.statusCode, response.body).toBe(200);
        expect(loginResponseSchema.parse(response.json())).toEqual({
          user: { verification: { timer: OTP_LIMITS.resendAfterSeconds } },
        });
        expect(await lastCode(ctx.app, phone)).toMatch(/^\d{4}$/);
      });

      it('stores only an HMAC of the code, bound to the asking session, expiring in 5 minutes', async () => {
        const phone = newPhone();
        const v = client(ctx.app);
        await login(v, cityId, phone, { notify_channel: 'call' });
        const code = await lastCode(ctx.app, phone);
        const [row] = await ctx.database.db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.phone, phone));
        expect(row).toMatchObject({
          sessionKeyHash: hashKey(v.cookies.get('session_key')!),
          channel: 'call',
          attempts: 0,
          closedAt: null,
          ip: v.ip,
        });
        expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(row!.codeHash).not.toContain(code);
        expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(OTP_LIMITS.codeTtlMs);
      });

      it('signs in with the right code: a new session key, the old one dead, the cart kept', async () => {
        const phone = newPhone();
        const v = client(ctx.app);
        await addMargherita(v);
        const oldKey = v.cookies.get('session_key')!;
        await login(v, cityId, phone, { name: 'Анна' });
        const checked = await checkCode(v, await lastCode(ctx.app, phone));
        expect(checked.statusCode, checked.body).toBe(200);
        const { user } = userResponseSchema.parse(checked.json());
        // A new account has no sex until the customer picks one (it was male).
        expect(user).toMatchObject({ phone, name: 'Анна', sex: null, email: null, birthday: null });
        const cookie = checked.cookies.find((c) => c.name === 'session_key');
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        const newKey = v.cookies.get('session_key')!;
        expect(newKey).not.toBe(oldKey);

        const old = client(ctx.app, { cookies: { session_key: oldKey } });
        expect((await old.get('/api/user/check-session')).json()).toEqual({ authorized: false });
        expectErrorBody(await old.get('/api/user/get'), 401, 'unauthorized');
        const session = await v.get('/api/user/check-session');
        expect(session.json()).toMatchObject({ authorized: true, user: { id: user.id, phone } });
        const cart = (await v.put('/api/cart')).json() as { cart: { count: number } };
        expect(cart.cart.count).toBe(1);
        const [row] = await ctx.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.keyHash, hashKey(newKey)));
        expect(row?.customerId).toBe(user.id);
        expect(
          await ctx.database.db
            .select()
            .from(sessions)
            .where(eq(sessions.keyHash, hashKey(oldKey))),
        ).toEqual([]);
      });

      it('finds the same account on the next sign-in and keeps its name and city', async () => {
        const phone = newPhone();
        const first = userResponseSchema.parse(
          (
            await checkCode(await loginAndWait(phone, { name: 'Пётр' }), await lastCode(ctx.app, phone))
          ).json(),
        );
        clock.advance(RESEND_MS);
        const again = client(ctx.app);
        await login(again, cityId, phone, { name: 'Someone else' });
        const second = userResponseSchema.parse(
          (await checkCode(again, await lastCode(ctx.app, phone))).json(),
        );
        expect(second.user).toMatchObject({ id: first.user.id, name: 'Пётр' });
        expect(await ctx.database.db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(
          1,
        );
      });

      it('reads the sandbox code from the dev route; a phone without a code is a 404', async () => {
        const phone = newPhone();
        expectErrorBody(await ctx.app.inject(`/api/dev/last-code?phone=${phone}`), 404, 'not_found');
        await login(client(ctx.app), cityId, phone);
        expect(await lastCode(ctx.app, phone)).toMatch(/^\d{4}$/);
        expectErrorBody(await ctx.app.inject('/api/dev/last-code?phone=abc'), 422, 'validation');
      });
    });

    const loginAndWait = async (phone: string, extra: object = {}, ip?: string) => {
      const v = client(ctx.app, ip ? { ip } : {});
      const response = await login(v, cityId, phone, extra);
      expect(response.statusCode, response.body).toBe(200);
      return v;
    };

    describe('no account enumeration', () => {
      it('answers a registered and an unregistered phone with the same status, body and headers', async () => {
        const unknown = newPhone();
        const known = await login(client(ctx.app), cityId, '79990000001');
        const fresh = await login(client(ctx.app), cityId, unknown);
        expect(fresh.statusCode).toBe(known.statusCode);
        expect(fresh.body).toBe(known.body);
        const headerNames = (r: typeof known) =>
          Object.keys(r.headers)
            .filter((name) => name !== 'date' && name !== 'set-cookie')
            .sort();
        expect(headerNames(fresh)).toEqual(headerNames(known));
        // The account only comes into being with the right code.
        expect(await customerRow(unknown)).toBeUndefined();
      });
    });

    describe('wrong, used, superseded and expired codes', () => {
      it('answers a wrong code with a 422 at code and counts the try', async () => {
        const phone = newPhone();
        const v = await loginAndWait(phone);
        const code = await lastCode(ctx.app, phone);
        const body = expectErrorBody(await checkCode(v, otherCode(code)), 422, 'wrong_code');
        expect(body.errors.code).toEqual(['Неверный код.']);
        const en = client(ctx.app, { cookies: { ...Object.fromEntries(v.cookies), ...EN }, ip: v.ip });
        expect(expectErrorBody(await checkCode(en, otherCode(code, 2)), 422).errors.code).toEqual([
          'Wrong code.',
        ]);
        const [row] = await ctx.database.db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.phone, phone));
        expect(row?.attempts).toBe(2);
        expect(row?.closedAt).toBeNull();
      });

      it('kills a code on its third wrong try: the right code then fails too', async () => {
        const phone = newPhone();
        const v = await loginAndWait(phone);
        const code = await lastCode(ctx.app, phone);
        for (let i = 1; i <= OTP_LIMITS.triesPerCode; i++)
          expectErrorBody(await checkCode(v, otherCode(code, i)), 422, 'wrong_code');
        expectErrorBody(await checkCode(v, code), 422, 'code_expired');
        expect(await customerRow(phone)).toBeUndefined();
      });

      it('a used code cannot sign in again', async () => {
        const phone = newPhone();
        const v = await loginAndWait(phone);
        const code = await lastCode(ctx.app, phone);
        expect((await checkCode(v, code)).statusCode).toBe(200);
        expectErrorBody(await checkCode(v, code), 422, 'code_expired');
      });

      it('expires a code after 5 minutes', async () => {
        const phone = newPhone();
        const v = await loginAndWait(phone);
        const code = await lastCode(ctx.app, phone);
        clock.advance(OTP_LIMITS.codeTtlMs);
        expectErrorBody(await checkCode(v, code), 422, 'code_expired');
      });

      it('closes the previous code when a new one is sent', async () => {
        const phone = newPhone();
        const v = await loginAndWait(phone);
        const first = await lastCode(ctx.app, phone);
        clock.advance(RESEND_MS);
        await login(v, cityId, phone);
        const second = await lastCode(ctx.app, phone);
        const open = await ctx.database.db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.phone, phone));
        expect(open.filter((row) => row.closedAt === null)).toHaveLength(1);
        if (first !== second) expectErrorBody(await checkCode(v, first), 422, 'wrong_code');
        expect((await checkCode(v, second)).statusCode).toBe(200);
      });

      it('binds a code to the session that asked: another session cannot use it', async () => {
        const phone = newPhone();
        await loginAndWait(phone);
        const code = await lastCode(ctx.app, phone);
        const stranger = client(ctx.app);
        await stranger.put('/api/cart');
        expectErrorBody(await checkCode(stranger, code), 422, 'code_expired');
        expectErrorBody(await checkCode(client(ctx.app), code), 422, 'code_expired');
      });
    });

    describe('guess budgets: per phone and client, and per phone', () => {
      it('one client gets at most 10 wrong codes an hour; the owner elsewhere signs in meanwhile', async () => {
        const phone = newPhone();
        const attackerIp = '198.51.100.9';
        let guesses = 0;
        let v = client(ctx.app);
        // Four codes from four sessions of one address: 3 + 3 + 3 + 1 wrong guesses.
        for (const wrongTries of [3, 3, 3, 1]) {
          v = await loginAndWait(phone, {}, attackerIp);
          const code = await lastCode(ctx.app, phone);
          for (let i = 1; i <= wrongTries; i++) {
            guesses++;
            expectErrorBody(await checkCode(v, otherCode(code, i)), 422, 'wrong_code');
          }
          clock.advance(RESEND_MS);
        }
        expect(guesses).toBe(OTP_LIMITS.failuresPerClient);
        // The attacker's address: no new code, and even the right code of an open one is a 429.
        const blocked = await login(client(ctx.app, { ip: attackerIp }), cityId, phone);
        expect(expectErrorBody(blocked, 429, 'too_many_attempts').errors.phone).toHaveLength(1);
        const en = client(ctx.app, { cookies: { ...Object.fromEntries(v.cookies), ...EN }, ip: v.ip });
        const locked = await checkCode(en, await lastCode(ctx.app, phone));
        const body = expectErrorBody(locked, 429, 'too_many_attempts');
        expect(body.message).toBe('Too many attempts, try again later');
        expect(body.errors.code).toEqual(['Too many attempts, try again later']);
        const retryAfter = Number(locked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(OTP_LIMITS.failureWindowMs / 1000);
        // Still locked half an hour on: 10 in any hour, not 10 per 15 minutes.
        clock.advance(30 * 60_000);
        expect((await login(client(ctx.app, { ip: attackerIp }), cityId, phone)).statusCode).toBe(429);
        // The owner, on another address, gets a code at once; the phone's 10 are spent, so a captcha.
        const owner = client(ctx.app);
        expect((await login(owner, cityId, phone)).statusCode).toBe(200);
        const checked = await owner.post('/api/user/check-verification-code', {
          code: await lastCode(ctx.app, phone),
          captcha_user_token: 'solved',
        });
        expect(checked.statusCode, checked.body).toBe(200);
        expect(await customerRow(phone)).toBeDefined();
      });

      it("another client's send does not close the owner's code", async () => {
        const phone = newPhone();
        const owner = await loginAndWait(phone);
        const code = await lastCode(ctx.app, phone);
        await loginAndWait(phone, {}, '198.51.100.10');
        expect((await checkCode(owner, code)).statusCode).toBe(200);
      });

      it('ten addresses guessing one phone: at most 10 guesses an hour; the owner signs in with a captcha', async () => {
        const phone = newPhone();
        const attackers = Array.from({ length: 10 }, (_, i) => `198.51.100.${100 + i}`);
        const started = clock.now().getTime();
        let compared = 0;
        let refused = 0;
        // Each address asks for codes and guesses as fast as it is let, for 20 minutes of the clock.
        while (clock.now().getTime() - started < 20 * 60_000) {
          for (const ip of attackers) {
            const v = client(ctx.app, { ip });
            if ((await login(v, cityId, phone)).statusCode !== 200) continue;
            const code = await lastCode(ctx.app, phone);
            for (let i = 1; i <= OTP_LIMITS.triesPerCode; i++) {
              const answer = await checkCode(v, otherCode(code, i));
              if (answer.statusCode === 422) compared++;
              else {
                expect(expectErrorBody(answer, 429, 'captcha_required').errors.code).toHaveLength(1);
                refused++;
              }
            }
          }
          clock.advance(5 * 60_000);
        }
        expect(compared).toBe(OTP_LIMITS.failuresPerPhone);
        expect(refused).toBeGreaterThan(0);

        // The owner, on their own address, gets a code within 15 minutes (the phone-wide send
        // budget the attackers spent slides), and a captcha lets it be checked.
        const owner = client(ctx.app);
        const asked = clock.now().getTime();
        while ((await login(owner, cityId, phone)).statusCode !== 200) clock.advance(60_000);
        expect(clock.now().getTime() - asked).toBeLessThanOrEqual(OTP_LIMITS.lockMs);
        const code = await lastCode(ctx.app, phone);
        expectErrorBody(await checkCode(owner, code), 429, 'captcha_required');
        const signedIn = await owner.post('/api/user/check-verification-code', {
          code,
          captcha_user_token: 'solved',
        });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        expect(await customerRow(phone)).toBeDefined();

        // The owner's sign-in did not forgive the attackers: their next guess is still refused.
        const v = client(ctx.app, { ip: attackers[0] });
        clock.advance(RESEND_MS);
        if ((await login(v, cityId, phone)).statusCode === 200)
          expectErrorBody(
            await checkCode(v, otherCode(await lastCode(ctx.app, phone))),
            429,
            'captcha_required',
          );
        // A captcha the provider refuses does not pass either.
        const failed = await v.post('/api/user/check-verification-code', {
          code: '0000',
          captcha_user_token: 'fail',
        });
        expect(failed.statusCode).toBe(429);
      });

      it('resets the count on a successful sign-in', async () => {
        const phone = newPhone();
        const wrongGuesses = async (count: number) => {
          for (let done = 0; done < count; ) {
            const v = await loginAndWait(phone);
            const code = await lastCode(ctx.app, phone);
            const tries = Math.min(OTP_LIMITS.triesPerCode, count - done);
            for (let i = 1; i <= tries; i++)
              expectErrorBody(await checkCode(v, otherCode(code, i)), 422, 'wrong_code');
            done += tries;
            clock.advance(RESEND_MS);
          }
        };
        await wrongGuesses(6);
        await signIn(ctx.app, cityId, phone);
        clock.advance(OTP_LIMITS.sendWindowMs);
        await wrongGuesses(9);
        // 15 wrong in all, but never 10 in a row: the right code still signs in.
        await signIn(ctx.app, cityId, phone);
      });
    });

    describe('parallel requests', () => {
      it('count parallel guesses one by one: a code still dies after exactly 3 wrong tries', async () => {
        const phone = newPhone();
        const v = await loginAndWait(phone);
        const code = await lastCode(ctx.app, phone);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => checkCode(v, otherCode(code, i + 1))),
        );
        const codes = answers.map((response) => (response.json() as { code: string }).code);
        expect(codes.filter((c) => c === 'wrong_code')).toHaveLength(OTP_LIMITS.triesPerCode);
        expect(codes.filter((c) => c === 'code_expired')).toHaveLength(8 - OTP_LIMITS.triesPerCode);
        const [row] = await ctx.database.db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.phone, phone));
        expect(row?.attempts).toBe(OTP_LIMITS.triesPerCode);
        const failures = await ctx.database.db
          .select()
          .from(signInFailures)
          .where(eq(signInFailures.phone, phone));
        expect(failures).toHaveLength(OTP_LIMITS.triesPerCode);
      });

      it('send one code for parallel requests for one phone from one address', async () => {
        const phone = newPhone();
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => login(client(ctx.app, { ip: '198.51.100.40' }), cityId, phone)),
        );
        expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
        expect(answers.filter((response) => response.statusCode === 429)).toHaveLength(4);
        const rows = await ctx.database.db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.phone, phone));
        expect(rows).toHaveLength(1);
      });
    });

    describe('send budgets', () => {
      it('allows no resend before the timer and at most 5 codes an hour per phone and client (429, Retry-After)', async () => {
        const phone = newPhone();
        const ip = '198.51.100.30';
        await loginAndWait(phone, {}, ip);
        const early = await login(client(ctx.app, { cookies: EN, ip }), cityId, phone);
        const body = expectErrorBody(early, 429, 'too_many_attempts');
        expect(body).toMatchObject({
          message: 'Too many attempts, try again later',
          errors: { phone: ['Too many attempts, try again later'] },
        });
        expect(Number(early.headers['retry-after'])).toBe(OTP_LIMITS.resendAfterSeconds);
        const russian = expectErrorBody(await login(client(ctx.app, { ip }), cityId, phone), 429);
        expect(russian.errors.phone).toEqual(['Слишком много попыток, попробуйте позже']);

        for (let sent = 1; sent < OTP_LIMITS.sendsPerPhone; sent++) {
          clock.advance(RESEND_MS);
          await loginAndWait(phone, {}, ip);
        }
        clock.advance(RESEND_MS);
        // Another address may still ask (the owner is not starved by this client's sends).
        expect((await login(client(ctx.app), cityId, phone)).statusCode).toBe(200);
        const sixth = await login(client(ctx.app, { ip }), cityId, phone);
        expectErrorBody(sixth, 429, 'too_many_attempts');
        const wait = Number(sixth.headers['retry-after']);
        expect(wait).toBeGreaterThan(OTP_LIMITS.sendWindowMs / 1000 - 6 * 62);
        expect(wait).toBeLessThanOrEqual(OTP_LIMITS.sendWindowMs / 1000);
        clock.advance(wait * 1000);
        await loginAndWait(phone, {}, ip);
      });

      it('allows at most 20 codes an hour per client address', async () => {
        const ip = '203.0.113.7';
        for (let i = 0; i < OTP_LIMITS.sendsPerIp; i++) {
          const response = await login(client(ctx.app, { ip }), cityId, newPhone());
          expect(response.statusCode, response.body).toBe(200);
        }
        const over = await login(client(ctx.app, { ip }), cityId, newPhone());
        expect(expectErrorBody(over, 429, 'too_many_attempts').errors.phone).toHaveLength(1);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
        // Another address is not affected; this one is free again after the hour.
        expect((await login(client(ctx.app), cityId, newPhone())).statusCode).toBe(200);
        clock.advance(OTP_LIMITS.sendWindowMs);
        expect((await login(client(ctx.app, { ip }), cityId, newPhone())).statusCode).toBe(200);
      });
    });

    describe('request errors', () => {
      it('refuses a failed captcha with a 400 at captcha_user_token and sends nothing', async () => {
        const phone = newPhone();
        const body = expectErrorBody(
          await login(client(ctx.app), cityId, phone, { captcha_user_token: 'fail' }),
          400,
          'captcha_failed',
        );
        expect(body.errors.captcha_user_token).toHaveLength(1);
        expectErrorBody(await ctx.app.inject(`/api/dev/last-code?phone=${phone}`), 404);
        expect((await login(client(ctx.app), cityId, phone, { captcha_user_token: 'ok' })).statusCode).toBe(
          200,
        );
      });

      it('answers a bad body with 422 field errors', async () => {
        const v = client(ctx.app);
        const body = expectErrorBody(
          await v.post('/api/user/login', { city_id: 'x', phone: '+7 (', notify_channel: 'fax' }),
          422,
          'validation',
        );
        expect(Object.keys(body.errors).sort()).toEqual(['city_id', 'notify_channel', 'phone']);
        const unknownCity = expectErrorBody(await login(v, 999_999, newPhone()), 422, 'validation');
        expect(unknownCity.errors.city_id).toHaveLength(1);
        expectErrorBody(await checkCode(v, '12a4'), 422, 'validation');
      });

      it('answers a code check without a session or a sent code with 422 code_expired', async () => {
        expectErrorBody(await checkCode(client(ctx.app), '1234'), 422, 'code_expired');
        const v = client(ctx.app);
        await v.put('/api/cart');
        expectErrorBody(await checkCode(v, '1234'), 422, 'code_expired');
      });

      it('refuses sign-in where the brand has customer auth switched off (403)', async () => {
        const shawarma = await cityFacts(ctx.app, 'moscow', 'shawarma');
        const response = await login(client(ctx.app, { brand: 'shawarma' }), shawarma.id, newPhone());
        expectErrorBody(response, 403, 'auth_disabled');
      });
    });
  },
  { app: { now: clock.now } },
);

describeEachDatabase(
  'sign-in dev route in production',
  (ctx) => {
    it('is not there (404)', async () => {
      expectErrorBody(await ctx.app.inject('/api/dev/last-code?phone=79990000001'), 404, 'not_found');
    });
  },
  {
    app: {
      production: true,
      acquirerSecret: 'a-production-secret-of-its-own',
      publicOrigin: 'https://shop.example',
    },
  },
);
