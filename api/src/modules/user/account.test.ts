// The signed-in customer's own calls (spec §3 User, §5, §6, §7): the session check, sign-out,
// account removal, the profile and its rules, and the bonus balance of spec §1.
import { balanceResponseSchema, type User, userResponseSchema } from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerAddresses, customers, favorites, orders, sessions } from '../../db/schema';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { cityFacts, MOSCOW, menu, productByAlias } from '../../test/world';
import { hashKey } from '../session/session';
import { type Client, client, newPhone, signIn, testClock } from './testing';

// 10 May 2025: the pizza brand's bonuses may still be spent (until 21 May 2025).
const START = '2025-05-10T09:00:00Z';
const clock = testClock(START);
const DAY = 24 * 60 * 60_000;
const DEMO_PHONE = '79990000001';
const BONUS = { enable_bonus_program: '1' };

const userOf = (response: { statusCode: number; body: string; json(): unknown }): User => {
  expect(response.statusCode, response.body).toBe(200);
  return userResponseSchema.parse(response.json()).user;
};

describeEachDatabase(
  'account',
  (ctx) => {
    let moscowId: number;
    let shopId: number;
    let novosibirskId: number;
    let margherita: number;
    beforeAll(async () => {
      clock.set(START);
      const moscow = await cityFacts(ctx.app, 'moscow');
      moscowId = moscow.id;
      shopId = moscow.centreShop.id;
      novosibirskId = (await cityFacts(ctx.app, 'novosibirsk')).id;
      margherita = productByAlias(
        await menu(ctx.app, { city_id: moscowId, order_type: 'takeaway', shop_id: shopId }),
        'margherita',
      ).id;
    });

    /** Signs a new client in; the clock first moves past the phone's resend timer. */
    const signedIn = (phone = newPhone(), cookies: Record<string, string> = {}) => {
      clock.advance(61_000);
      return signIn(ctx.app, moscowId, phone, client(ctx.app, { cookies }));
    };

    describe('guests', () => {
      const CUSTOMER_ONLY: [InjectOptions['method'], string, object?][] = [
        ['GET', '/api/user/get'],
        ['PUT', '/api/user/update', { name: 'Ann' }],
        ['PUT', '/api/user/update', { name: '', sex: 'x' }],
        ['GET', '/api/user/balance'],
        ['GET', '/api/user/addresses'],
        ['DELETE', '/api/user/addresses/remove/1'],
        ['DELETE', '/api/user/addresses/remove/abc'],
        ['POST', '/api/user/addresses/set-by-id', { delivery_address_id: 1 }],
        ['GET', '/api/user/favorites'],
        ['PUT', '/api/user/favorites/1'],
        ['DELETE', '/api/user/favorites/1'],
        ['DELETE', '/api/user/logout'],
        ['DELETE', '/api/user/remove'],
      ];

      it('answer every customer-only call with 401 and the §8 body, before any body check', async () => {
        const withSession = client(ctx.app);
        await withSession.put('/api/cart');
        for (const v of [
          client(ctx.app),
          withSession,
          client(ctx.app, { cookies: { session_key: 'x'.repeat(43) } }),
        ])
          for (const [method, url, payload] of CUSTOMER_ONLY) {
            const response = await v.request({ method, url, ...(payload ? { payload } : {}) });
            const body = expectErrorBody(response, 401, 'unauthorized');
            expect(body.errors, `${method} ${url}`).toEqual({});
          }
      });

      it('say who is signed in: check-session is 200 { authorized: false } for a visitor', async () => {
        const response = await client(ctx.app).get('/api/user/check-session');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ authorized: false });
        expect(response.headers['cache-control']).toBe('no-store');
      });

      it('a session signed in with one brand is a guest for another', async () => {
        const v = await signedIn();
        const rolls = client(ctx.app, { brand: 'rolls', cookies: Object.fromEntries(v.cookies) });
        expect((await rolls.get('/api/user/check-session')).json()).toEqual({ authorized: false });
        expectErrorBody(await rolls.get('/api/user/get'), 401, 'unauthorized');
      });
    });

    describe('profile', () => {
      it('GET /user/get answers the profile of the signed-in customer only', async () => {
        const phone = newPhone();
        const v = await signIn(ctx.app, moscowId, phone, client(ctx.app), { name: 'Вера' });
        expect(userOf(await v.get('/api/user/get'))).toEqual({
          id: expect.any(Number),
          phone,
          name: 'Вера',
          // Not specified until the customer picks one (new accounts were male).
          sex: null,
          email: null,
          birthday: null,
          is_subscribed: false,
          is_print_fiscal_receipt: false,
          balance: null,
        });
        const other = await signedIn();
        expect(userOf(await other.get('/api/user/get')).phone).not.toBe(phone);
      });

      it('PUT /user/update saves every field and answers the user', async () => {
        const v = await signedIn();
        const before = userOf(await v.get('/api/user/get'));
        const updated = userOf(
          await v.put('/api/user/update', {
            city_id: novosibirskId,
            name: '  Мария ',
            phone: `+${before.phone}`,
            sex: 'female',
            birthday: '01.07.1990',
            email: 'maria@example.com',
            is_subscribed: true,
            is_print_fiscal_receipt: true,
          }),
        );
        expect(updated).toMatchObject({
          id: before.id,
          name: 'Мария',
          sex: 'female',
          birthday: '01.07.1990',
          email: 'maria@example.com',
          is_subscribed: true,
          is_print_fiscal_receipt: true,
        });
        expect(userOf(await v.get('/api/user/get'))).toEqual(updated);
        const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, before.id));
        expect(row).toMatchObject({ cityId: novosibirskId, birthday: '1990-07-01' });
        // Blank optional fields clear; left-out ones stay.
        const cleared = userOf(await v.put('/api/user/update', { name: 'Мария', email: '', birthday: '' }));
        expect(cleared).toMatchObject({ email: null, birthday: null, sex: 'female', is_subscribed: true });
        // "Not specified" is a choice too: null takes the sex back off.
        expect(userOf(await v.put('/api/user/update', { name: 'Мария', sex: 'male' })).sex).toBe('male');
        expect(userOf(await v.put('/api/user/update', { name: 'Мария', sex: null })).sex).toBeNull();
        const [unspecified] = await ctx.database.db
          .select()
          .from(customers)
          .where(eq(customers.id, before.id));
        expect(unspecified?.sex).toBeNull();
      });

      it('answers §5 field errors at name, sex, email and birthday', async () => {
        const v = await signedIn();
        const body = expectErrorBody(
          await v.put('/api/user/update', {
            name: ' ',
            sex: 'other',
            email: 'not-an-email',
            birthday: '31.02.2000',
          }),
          422,
          'validation',
        );
        expect(Object.keys(body.errors).sort()).toEqual(['birthday', 'email', 'name', 'sex']);
        expect(body.errors.name).toEqual(['validation.required']);
        expect(body.errors.email).toEqual(['validation.email']);
        const missing = expectErrorBody(await v.put('/api/user/update', {}), 422, 'validation');
        expect(missing.errors.name).toBeDefined();
        const wrongFormat = expectErrorBody(
          await v.put('/api/user/update', { name: 'A', birthday: '1990-07-01' }),
          422,
        );
        expect(wrongFormat.errors.birthday).toHaveLength(1);
      });

      it('keeps the birthday between 120 years ago and today on the app clock', async () => {
        const v = await signedIn();
        // The clock is 10 May 2025 (Moscow); the customer's city is Moscow.
        const today = clock.now();
        const ddmmyyyy = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('.');
        expect(
          userOf(await v.put('/api/user/update', { name: 'A', birthday: ddmmyyyy(today) })).birthday,
        ).toBe(ddmmyyyy(today));
        const tomorrow = expectErrorBody(
          await v.put('/api/user/update', { name: 'A', birthday: ddmmyyyy(new Date(today.getTime() + DAY)) }),
          422,
          'validation',
        );
        // The range ends today: the file's clock is on 10 May in Moscow until this test moves it.
        expect(tomorrow.errors.birthday?.[0]).toContain(
          `${ddmmyyyy(today).slice(0, 6)}${today.getUTCFullYear() - 120}`,
        );
        expect(tomorrow.errors.birthday?.[0]).toContain(ddmmyyyy(today));
        const oldest = `${ddmmyyyy(today).slice(0, 6)}${today.getUTCFullYear() - 120}`;
        expect(userOf(await v.put('/api/user/update', { name: 'A', birthday: oldest })).birthday).toBe(
          oldest,
        );
        const tooOld = `09.05.${today.getUTCFullYear() - 120}`;
        expectErrorBody(await v.put('/api/user/update', { name: 'A', birthday: tooOld }), 422, 'validation');
        // The range moves with the clock.
        clock.advance(DAY);
        expect(
          userOf(
            await v.put('/api/user/update', {
              name: 'A',
              birthday: ddmmyyyy(new Date(today.getTime() + DAY)),
            }),
          ).birthday,
        ).toBe('11.05.2025');
      });

      it('keeps the phone read-only: another phone is a 422 at phone, a short one counts as not sent', async () => {
        const phone = newPhone();
        const v = await signIn(ctx.app, moscowId, phone);
        const body = expectErrorBody(
          await v.put('/api/user/update', { name: 'A', phone: '79160000000' }),
          422,
          'validation',
        );
        expect(body.errors.phone).toEqual(['Телефон изменить нельзя.']);
        expect(userOf(await v.put('/api/user/update', { name: 'A', phone: '+7' })).phone).toBe(phone);
        expect(userOf(await v.put('/api/user/update', { name: 'A', phone: null })).phone).toBe(phone);
        const [row] = await ctx.database.db
          .select()
          .from(customers)
          .where(eq(customers.phone, '79160000000'));
        expect(row).toBeUndefined();
      });

      it('refuses a city of no brand city with a 422 at city_id', async () => {
        const v = await signedIn();
        const body = expectErrorBody(await v.put('/api/user/update', { name: 'A', city_id: 999_999 }), 422);
        expect(body.errors.city_id).toHaveLength(1);
      });
    });

    describe('sign-out and removal', () => {
      it('logout ends the session: the cookie is cleared and the old key is no longer signed in', async () => {
        const v = await signedIn();
        const key = v.cookies.get('session_key')!;
        const response = await v.del('/api/user/logout');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ status: 'signed_out' });
        const cleared = response.cookies.find((cookie) => cookie.name === 'session_key');
        expect(cleared?.value).toBe('');
        expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
        const replay = client(ctx.app, { cookies: { session_key: key } });
        expect((await replay.get('/api/user/check-session')).json()).toEqual({ authorized: false });
        expectErrorBody(await replay.del('/api/user/logout'), 401, 'unauthorized');
        expect(
          await ctx.database.db
            .select()
            .from(sessions)
            .where(eq(sessions.keyHash, hashKey(key))),
        ).toEqual([]);
      });

      it('logout ends only that session; other devices stay signed in', async () => {
        const phone = newPhone();
        const phoneA = await signIn(ctx.app, moscowId, phone);
        clock.advance(61_000);
        const phoneB = await signIn(ctx.app, moscowId, phone);
        expect((await phoneA.del('/api/user/logout')).statusCode).toBe(200);
        expect((await phoneB.get('/api/user/check-session')).json()).toMatchObject({ authorized: true });
      });

      it('remove deletes the account, ends every session of it and keeps orders without the customer', async () => {
        const phone = newPhone();
        const first = await signIn(ctx.app, moscowId, phone);
        clock.advance(61_000);
        const second = await signIn(ctx.app, moscowId, phone);
        const bystander = await signedIn();
        const user = userOf(await first.get('/api/user/get'));
        expect(
          (
            await second.post('/api/user/addresses/set-by-address', {
              city_id: moscowId,
              address: MOSCOW.centre,
            })
          ).statusCode,
        ).toBe(200);
        expect((await second.put(`/api/user/favorites/${margherita}`)).statusCode).toBe(200);
        const [order] = await ctx.database.db
          .insert(orders)
          .values({
            brandId: (await ctx.database.db.select().from(customers).where(eq(customers.id, user.id)))[0]!
              .brandId,
            cityId: moscowId,
            customerId: user.id,
            sessionKeyHash: hashKey(first.cookies.get('session_key')!),
            phone,
            username: 'A',
            orderType: 'takeaway',
            shopId,
            paymentType: 'cash',
            status: 'done',
            cart: {},
            total: 500,
            currency: 'RUB',
          })
          .returning({ id: orders.id });

        const response = await first.del('/api/user/remove');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ status: 'removed' });
        expect(response.cookies.find((cookie) => cookie.name === 'session_key')?.value).toBe('');
        for (const v of [first, second]) {
          expect((await v.get('/api/user/check-session')).json()).toEqual({ authorized: false });
          expectErrorBody(await v.get('/api/user/get'), 401, 'unauthorized');
        }
        const db = ctx.database.db;
        expect(await db.select().from(customers).where(eq(customers.id, user.id))).toEqual([]);
        expect(await db.select().from(sessions).where(eq(sessions.customerId, user.id))).toEqual([]);
        expect(
          await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, user.id)),
        ).toEqual([]);
        expect(await db.select().from(favorites).where(eq(favorites.customerId, user.id))).toEqual([]);
        const [kept] = await db.select().from(orders).where(eq(orders.id, order!.id));
        expect(kept).toMatchObject({ customerId: null, phone });
        // Someone else's session is untouched; the phone may sign up again as a new account.
        expect((await bystander.get('/api/user/check-session')).json()).toMatchObject({ authorized: true });
        clock.advance(61_000);
        const again = await signIn(ctx.app, moscowId, phone);
        expect(userOf(await again.get('/api/user/get')).id).not.toBe(user.id);
      });
    });

    describe('bonus balance (spec §1)', () => {
      // The demo customer signs in for each test: a fresh hour keeps the phone's send budget.
      beforeEach(() => clock.advance(60 * 60_000));
      const balanceOf = async (v: Client, query = '') => {
        const response = await v.get(`/api/user/balance${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return balanceResponseSchema.parse(response.json());
      };

      it('shows the demo customer’s points in a loyalty city with the cookie, before the deadline', async () => {
        const v = await signedIn(DEMO_PHONE, BONUS);
        expect(await balanceOf(v)).toEqual({
          balance: 500,
          can_spend: true,
          spend_deadline: '2025-05-21',
          accrual_paused: true,
        });
        expect(userOf(await v.get('/api/user/get')).balance).toBe(500);
        expect((await v.get('/api/user/check-session')).json()).toMatchObject({ user: { balance: 500 } });
      });

      it('has no balance without the enable_bonus_program cookie or outside loyalty cities', async () => {
        const noCookie = await signedIn(DEMO_PHONE);
        expect(await balanceOf(noCookie)).toMatchObject({ balance: null, can_spend: false });
        expect(userOf(await noCookie.get('/api/user/get')).balance).toBeNull();
        const withCookie = await signedIn(DEMO_PHONE, BONUS);
        expect(await balanceOf(withCookie, `?city_id=${novosibirskId}`)).toMatchObject({
          balance: null,
          can_spend: false,
        });
        // The cart's city decides when no city is asked for.
        await withCookie.put('/api/cart', { city_id: novosibirskId, order_type: 'takeaway' });
        expect((await balanceOf(withCookie)).balance).toBeNull();
        expectErrorBody(await withCookie.get('/api/user/balance?city_id=abc'), 422, 'validation');
      });

      it('has no bonus program for another brand', async () => {
        const rolls = await cityFacts(ctx.app, 'moscow', 'rolls');
        const v = await signIn(
          ctx.app,
          rolls.id,
          newPhone(),
          client(ctx.app, { brand: 'rolls', cookies: BONUS }),
        );
        expect(await balanceOf(v)).toEqual({
          balance: null,
          can_spend: false,
          spend_deadline: null,
          accrual_paused: true,
        });
      });

      it('lets the cart write off the signed-in customer’s points', async () => {
        const v = await signedIn(DEMO_PHONE, BONUS);
        const context = { city_id: moscowId, order_type: 'takeaway', shop_id: shopId };
        await v.put('/api/cart/add', { ...context, product_key: String(margherita), count: 2 });
        const cart = (await v.put('/api/cart', context)).json() as {
          cart: { bonus: { balance: number; can_spend: boolean; max_write_off: number } };
        };
        expect(cart.cart.bonus).toMatchObject({ balance: 500, can_spend: true });
        const spent = await v.put('/api/cart/gift/apply-bonuses', { ...context, bonuses: 100 });
        expect(spent.statusCode, spent.body).toBe(200);
        expect((spent.json() as { cart: { prices: { bonuses: number } } }).cart.prices.bonuses).toBe(100);
        // A guest with the cookie has nothing to spend.
        const guest = client(ctx.app, { cookies: BONUS });
        const guestCart = (await guest.put('/api/cart', context)).json() as {
          cart: { bonus: { balance: number } };
        };
        expect(guestCart.cart.bonus.balance).toBe(0);
      });
    });
  },
  { app: { now: clock.now } },
);

// Its own app and clock: it moves the clock past the deadline, which no other test may see.
const deadlineClock = testClock(START);
describeEachDatabase(
  'account: the bonus deadline',
  (ctx) => {
    it('stops spending after 21 May 2025 on the city’s calendar', async () => {
      const moscowId = (await cityFacts(ctx.app, 'moscow')).id;
      const v = await signIn(ctx.app, moscowId, DEMO_PHONE, client(ctx.app, { cookies: BONUS }));
      const balance = async () => balanceResponseSchema.parse((await v.get('/api/user/balance')).json());
      // 21 May 2025 23:30 in Moscow is still the last day.
      deadlineClock.set('2025-05-21T20:30:00Z');
      expect(await balance()).toMatchObject({ balance: 500, can_spend: true });
      deadlineClock.set('2025-05-21T21:30:00Z');
      expect(await balance()).toMatchObject({ balance: 500, can_spend: false, spend_deadline: '2025-05-21' });
    });
  },
  { app: { now: deadlineClock.now } },
);
