import { configureApi } from '@storefront/shared/api';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { createSessionStore } from '@storefront/shared/stores';
import { apiServer, serveApi } from '@storefront/shared/test-utils/api';
import { HttpResponse, http } from 'msw';
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

// Same origin as the page: happy-dom's fetch would send a CORS preflight to another one.
const API = new URL('/api', window.location.href).href;
/** The paths the session asked for, in order. */
const paths: string[] = [];
let authorized = false;
const session = http.all(`${API}/*`, ({ request }) => {
  const path = new URL(request.url).pathname.replace(/^\/api/, '');
  paths.push(path);
  if (path === '/user/check-session')
    return HttpResponse.json(authorized ? { authorized: true, user } : { authorized: false });
  if (path === '/user/balance') return HttpResponse.json(balance);
  if (path === '/user/addresses') return HttpResponse.json({ delivery_addresses: [] });
  return HttpResponse.json({ message: 'Not found' }, { status: 404 });
});

function api(signedIn: boolean) {
  authorized = signedIn;
  paths.length = 0;
  configureApi({ baseUrl: API, brand: 'pizza' });
  return paths;
}

serveApi();
beforeEach(() => {
  apiServer.use(session);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
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

  it('starts with the customer the server rendered the page for: fetches their data, keeps the same user', async () => {
    const paths = api(true);
    const store = createSessionStore();
    const rendered = { id: 7, phone: '79161234567', name: 'Анна' };
    store.getState().setUser(rendered);
    const client = createQueryClient();
    const stop = startSession({ client, store });
    await vi.waitFor(() => expect(paths).toContain('/user/check-session'), { timeout: 5_000 });
    expect(paths).toContain('/user/addresses');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.user.balance)).toEqual(balance), {
      timeout: 5_000,
    });
    // The check confirmed the same customer: the store keeps the very object the page hydrated with.
    expect(store.getState().user).toBe(rendered);
    stop();
  });

  it('signs out a page rendered for a session that has ended since', async () => {
    api(false);
    const store = createSessionStore();
    store.getState().setUser({ id: 7, phone: '79161234567', name: 'Анна' });
    const stop = startSession({ client: createQueryClient(), store });
    await vi.waitFor(() => expect(store.getState().user).toBeNull(), { timeout: 5_000 });
    stop();
  });
});
