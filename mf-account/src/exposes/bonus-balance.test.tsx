import { initI18n } from '@storefront/shared/i18n';
import { sessionStore } from '@storefront/shared/stores';
import { serveApi } from '@storefront/shared/test-utils/api';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountServer } from '../test/server';
import BonusBalance from './bonus-balance';

serveApi();

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStore.getState().setUser(null);
});

const balance = { balance: 120, can_spend: true, spend_deadline: '2025-05-21', accrual_paused: true };

describe('BonusBalance (spec §1, §6)', () => {
  it('shows a guest the label without a balance, linking to /bonus', () => {
    const server = accountServer({ routes: { 'GET /user/balance': () => balance } });
    render(<BonusBalance />, { wrapper: server.wrapper });
    const link = screen.getByRole('link', { name: 'Bonuses' });
    expect(link.getAttribute('href')).toBe('/moscow/bonus');
    expect(server.calls).toHaveLength(0);
  });

  it('shows a signed-in customer the balance, fetched 1 s after sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = accountServer({ routes: { 'GET /user/balance': () => balance } });
    render(<BonusBalance />, { wrapper: server.wrapper });
    act(() => sessionStore.getState().setUser({ id: 7, phone: '79161234567' }));
    act(() => vi.advanceTimersByTime(900));
    expect(server.callsTo('GET', '/user/balance')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('link', { name: /^Bonuses: 120\s₽$/ })).toBeTruthy();
  });

  it('keeps the plain label where the program does not apply', async () => {
    sessionStore.getState().setUser({ id: 7, phone: '79161234567' });
    const server = accountServer({ routes: { 'GET /user/balance': () => ({ ...balance, balance: null }) } });
    render(<BonusBalance />, { wrapper: server.wrapper });
    await waitFor(() => expect(server.callsTo('GET', '/user/balance')).toHaveLength(1), { timeout: 2000 });
    expect(screen.getByRole('link', { name: 'Bonuses' })).toBeTruthy();
  });
});
