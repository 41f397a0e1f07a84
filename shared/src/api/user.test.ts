import { bus } from '@storefront/shared/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test-utils/fake-fetch';
import { isApiError } from './api-error';
import { configureApi, resetApiConfig } from './config';
import { userApi } from './user';

function setup(...answers: Parameters<typeof fakeFetch>) {
  const fetch = fakeFetch(...answers);
  configureApi({ baseUrl: '/api', brand: 'pizza', fetch });
  return fetch;
}

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
  afterEach(() => resetApiConfig());

  it('POST /user/login answers the resend timer', async () => {
    const fetch = setup({ body: { user: { verification: { timer: 60 } } } });
    const request = { city_id: 1, phone: '79990000001', notify_channel: 'sms' as const };
    expect(await userApi.login(request)).toEqual({ timer: 60 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/user/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it('leaves a sign-in 429 to the login modal (spec §8): no server-error modal, field error at phone', async () => {
    const message = 'Too many attempts, try again later';
    setup({ status: 429, body: { message, errors: { phone: [message] }, code: 'too_many_attempts' } });
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
    const fetch = setup(
      { body: { user } },
      { body: { authorized: true, user } },
      { body: { balance: 500, can_spend: false, spend_deadline: '2025-05-21', accrual_paused: true } },
    );
    expect(await userApi.checkVerificationCode({ code: '0042' })).toEqual(user);
    expect(await userApi.checkSession()).toEqual({ authorized: true, user });
    expect((await userApi.balance({ city_id: 3 })).balance).toBe(500);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/user/check-verification-code',
      '/api/user/check-session',
      '/api/user/balance?city_id=3',
    ]);
  });

  it('builds the id paths of addresses and favourites', async () => {
    const fetch = setup(
      { body: { delivery_addresses: [] } },
      { body: { product_ids: [12] } },
      { body: { product_ids: [] } },
    );
    expect(await userApi.removeAddress(5)).toEqual([]);
    expect(await userApi.addFavorite(12)).toEqual([12]);
    expect(await userApi.removeFavorite(12)).toEqual([]);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'DELETE /api/user/addresses/remove/5',
      'PUT /api/user/favorites/12',
      'DELETE /api/user/favorites/12',
    ]);
  });
});
