import { bus } from '@storefront/shared/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { isApiError } from './api-error';
import { configureApi, resetApiConfig } from './config';
import { userApi } from './user';

const user = {
  id: 7,
  phone: '79990000001',
  name: 'Анна',
  sex: 'female',
  email: null,
  birthday: '01.07.1990',
  is_subscribed: false,
  is_print_fiscal_receipt: false,
  balance: 500,
};

describe('user calls of spec §7', () => {
  const seen = serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza' }));
  afterEach(() => resetApiConfig());

  it('POST /user/login answers the resend timer', async () => {
    apiServer.use(answer('post', '/api/user/login', { user: { verification: { timer: 60 } } }));
    const request = { city_id: 1, phone: '79990000001', notify_channel: 'sms' as const };
    expect(await userApi.login(request)).toEqual({ timer: 60 });
    expect(seen.map((sent) => sent.call)).toEqual(['POST /api/user/login']);
    expect(await seen[0]?.request.json()).toEqual(request);
  });

  it('leaves a sign-in 429 to the login modal (spec §8): no server-error modal, field error at phone', async () => {
    const message = 'Too many attempts, try again later';
    apiServer.use(
      answer(
        'post',
        '/api/user/login',
        { message, errors: { phone: [message] }, code: 'too_many_attempts' },
        { status: 429 },
      ),
    );
    const listener = vi.fn();
    const off = bus.on('shell:server-error', listener);
    const error = await userApi
      .login({ city_id: 1, phone: '79990000001', notify_channel: 'call' })
      .catch((e: unknown) => e);
    off();
    expect(isApiError(error) && error.fieldErrors).toEqual({ phone: message });
    expect(listener).not.toHaveBeenCalled();
  });

  it('signs in and reads the profile, the session and the balance', async () => {
    apiServer.use(
      answer('post', '/api/user/check-verification-code', { user }),
      answer('get', '/api/user/check-session', { authorized: true, user }),
      answer('get', '/api/user/balance', {
        balance: 500,
        can_spend: false,
        spend_deadline: '2025-05-21',
        accrual_paused: true,
      }),
    );
    expect(await userApi.checkVerificationCode({ code: '0042' })).toEqual(user);
    expect(await userApi.checkSession()).toEqual({ authorized: true, user });
    expect((await userApi.balance({ city_id: 3 })).balance).toBe(500);
    expect(seen.map((sent) => sent.call)).toEqual([
      'POST /api/user/check-verification-code',
      'GET /api/user/check-session',
      'GET /api/user/balance?city_id=3',
    ]);
  });

  it('builds the id paths of addresses and favourites', async () => {
    apiServer.use(
      answer('delete', '/api/user/addresses/remove/5', { delivery_addresses: [] }),
      answer('put', '/api/user/favorites/12', { product_ids: [12] }),
      answer('delete', '/api/user/favorites/12', { product_ids: [] }),
    );
    expect(await userApi.removeAddress(5)).toEqual([]);
    expect(await userApi.addFavorite(12)).toEqual([12]);
    expect(await userApi.removeFavorite(12)).toEqual([]);
    expect(seen.map((sent) => sent.call)).toEqual([
      'DELETE /api/user/addresses/remove/5',
      'PUT /api/user/favorites/12',
      'DELETE /api/user/favorites/12',
    ]);
  });
});
