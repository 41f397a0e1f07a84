import { bus } from '@storefront/shared/events';
import { describe, expect, it, vi } from 'vitest';
import { canOrder, createSessionStore, sessionStore } from './session-store';

const user = { id: 5, phone: '79991234567', name: 'Анна' };

describe('session store (spec §6)', () => {
  it('starts as an anonymous visitor with auth off', () => {
    const state = createSessionStore().getState();
    expect(state.user).toBeNull();
    expect(state.isAuthEnabled).toBe(false);
  });

  it('reports sign-in once per customer and sign-out', () => {
    const onSignedIn = vi.fn();
    const onSignedOut = vi.fn();
    const store = createSessionStore({ onSignedIn, onSignedOut });
    store.getState().setUser(user);
    store.getState().setUser({ ...user, name: 'Анна К.' });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    store.getState().signOut();
    store.getState().signOut();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('emits account:signed-in and account:signed-out on the page bus', () => {
    const signedIn = vi.fn();
    const signedOut = vi.fn();
    const offIn = bus.on('account:signed-in', signedIn);
    const offOut = bus.on('account:signed-out', signedOut);
    sessionStore.getState().setUser(user);
    sessionStore.getState().signOut();
    expect(signedIn).toHaveBeenCalledWith({ userId: 5 });
    expect(signedOut).toHaveBeenCalledTimes(1);
    offIn();
    offOut();
  });

  it('when auth is enabled, ordering needs a session; when disabled, guests may order', () => {
    expect(canOrder({ isAuthEnabled: false, user: null })).toBe(true);
    expect(canOrder({ isAuthEnabled: true, user: null })).toBe(false);
    expect(canOrder({ isAuthEnabled: true, user })).toBe(true);
  });
});
