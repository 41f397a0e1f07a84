import { configureApi } from '@storefront/shared/api';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { createSessionStore } from '@storefront/shared/stores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from './session-bootstrap';

const user = {
  id: 7,
  phone: '79161234567',
  name: 'Анна',
  sex: 'female',
  email: null,
  birthday: null,
  is_subscribed: false,
  is_print_fiscal_receipt: false,
  balance: null,
};
const balance = { balance: 120, can_spend: true, spend_deadline: null, accrual_paused: true };

function api(authorized: boolean) {
  const paths: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url), 'http://test').pathname.replace(/^\/api/, '');
    paths.push(path);
    const body =
      path === '/user/check-session'
        ? authorized
          ? { authorized: true, user }
          : { authorized: false }
        : path === '/user/balance'
          ? balance
          : { delivery_addresses: [] };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  configureApi({ baseUrl: '/api', brand: 'pizza', fetch: fetch as unknown as typeof globalThis.fetch });
  return paths;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the session on start (spec §4, §6)', () => {
  it('fills the session store from check-session, then fetches the balance 1 s later', async () => {
    const paths = api(true);
    const store = createSessionStore();
    const client = createQueryClient();
    const stop = startSession({ client, store });
    await vi.waitFor(() =>
      expect(store.getState().user).toEqual({ id: 7, phone: '79161234567', name: 'Анна' }),
    );
    expect(paths).toContain('/user/addresses');
    expect(paths).not.toContain('/user/balance');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.user.balance)).toEqual(balance));
    stop();
  });

  it('leaves a guest a guest and fetches nothing more', async () => {
    const paths = api(false);
    const store = createSessionStore();
    const stop = startSession({ client: createQueryClient(), store });
    await vi.waitFor(() => expect(paths).toEqual(['/user/check-session']));
    await vi.advanceTimersByTimeAsync(1500);
    expect(store.getState().user).toBeNull();
    expect(paths).toEqual(['/user/check-session']);
    stop();
  });

  it('fetches the balance 1 s after a sign-in and drops the customer data on sign-out', async () => {
    const paths = api(false);
    const store = createSessionStore();
    const client = createQueryClient();
    const stop = startSession({ client, store });
    await vi.waitFor(() => expect(paths).toHaveLength(1));
    store.getState().setUser({ id: 7, phone: '79161234567' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.user.balance)).toEqual(balance));
    store.getState().signOut();
    expect(client.getQueryData(queryKeys.user.balance)).toBeUndefined();
    expect(client.getQueryData(queryKeys.user.addresses)).toBeUndefined();
    stop();
  });
});
