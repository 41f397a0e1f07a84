// Who is ordering (spec §6): a visitor (user null) or a signed-in customer, and whether sign-in is on
// at all (settings.customers.is_auth_enabled). mf-account writes it; everyone reads it. Sign-in and
// sign-out transitions are announced on the bus, so listeners refetch without watching the store.
import { bus } from '@storefront/shared/events';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the rest of the page needs of the customer; the full profile comes from GET /api/user/get. */
export interface SessionUser {
  id: number;
  /** Digits only (spec §5). */
  phone: string;
  name?: string | null;
}

export interface SessionStoreState {
  user: SessionUser | null;
  isAuthEnabled: boolean;
  setUser(user: SessionUser | null): void;
  signOut(): void;
  setAuthEnabled(enabled: boolean): void;
}

export interface SessionStoreOptions {
  onSignedIn?: (user: SessionUser) => void;
  onSignedOut?: () => void;
}

export function createSessionStore({
  onSignedIn,
  onSignedOut,
}: SessionStoreOptions = {}): StoreApi<SessionStoreState> {
  const store = createStore<SessionStoreState>()((set) => ({
    user: null,
    isAuthEnabled: false,
    setUser(user) {
      set({ user });
    },
    signOut() {
      set({ user: null });
    },
    setAuthEnabled(isAuthEnabled) {
      set({ isAuthEnabled });
    },
  }));

  store.subscribe((state, previous) => {
    // Only transitions count: refreshing the same customer's profile is not a new sign-in.
    if (state.user && state.user.id !== previous.user?.id) onSignedIn?.(state.user);
    if (!state.user && previous.user) onSignedOut?.();
  });
  return store;
}

export const sessionStore = createSessionStore({
  onSignedIn: (user) => bus.emit('account:signed-in', { userId: user.id }),
  onSignedOut: () => bus.emit('account:signed-out'),
});

export function useSessionStore<T>(selector: (state: SessionStoreState) => T): T {
  return useStore(sessionStore, selector);
}

/** True when the customer may order: auth is off (guest checkout) or a session exists (spec §6). */
export function canOrder(state: Pick<SessionStoreState, 'user' | 'isAuthEnabled'>): boolean {
  return !state.isAuthEnabled || state.user !== null;
}
