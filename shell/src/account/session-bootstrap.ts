// The page's session (spec §4 Login, §6): on start, ask the API whether the visitor is signed in
// and fill the session store. Whenever a customer appears (start or sign-in), fetch the bonus balance
// a second later and the saved addresses; when they go (sign-out, account removal), drop their data.
import { userApi } from '@storefront/shared/api';
import type { User } from '@storefront/shared/contract';
import { BALANCE_FETCH_DELAY_MS } from '@storefront/shared/domain';
import { queryKeys } from '@storefront/shared/query';
import { type SessionStoreState, type SessionUser, sessionStore } from '@storefront/shared/stores';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';

export interface SessionBootstrapOptions {
  client: QueryClient;
  store?: StoreApi<SessionStoreState>;
  checkSession?: typeof userApi.checkSession;
  balanceDelayMs?: number;
}

const toSessionUser = (user: Pick<User, 'id' | 'phone' | 'name'>) => ({
  id: user.id,
  phone: user.phone,
  name: user.name,
});

function sameUser(current: SessionUser | null, user: Pick<User, 'id' | 'phone' | 'name'>): boolean {
  return current?.id === user.id && current.phone === user.phone && (current.name ?? null) === user.name;
}

/** Starts the session; returns a stop function (timers and the store subscription). */
export function startSession({
  client,
  store = sessionStore,
  checkSession = userApi.checkSession,
  balanceDelayMs = BALANCE_FETCH_DELAY_MS,
}: SessionBootstrapOptions): () => void {
  let stopped = false;
  let balanceTimer: ReturnType<typeof setTimeout> | undefined;

  const signedIn = () => {
    clearTimeout(balanceTimer);
    balanceTimer = setTimeout(() => {
      void client.prefetchQuery({
        queryKey: queryKeys.user.balance,
        queryFn: ({ signal }) => userApi.balance({}, { signal, silent: true }),
      });
    }, balanceDelayMs);
    void client.prefetchQuery({
      queryKey: queryKeys.user.addresses,
      queryFn: ({ signal }) => userApi.addresses({ signal, silent: true }),
    });
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) signedIn();
    if (!state.user && previous.user) {
      clearTimeout(balanceTimer);
      client.removeQueries({ queryKey: queryKeys.user.all });
    }
  });

  // A page the server rendered for a signed-in customer starts with them in the store (bootstrap.tsx):
  // no transition will announce them, so their data is fetched now.
  const renderedFor = store.getState().user;
  if (renderedFor) signedIn();

  // Quiet on failure: a visitor whose check fails is simply a guest until they sign in. A guest answer
  // that arrives after a sign-in in this page does not undo it; it does end the session the page was
  // rendered for (it ended meanwhile).
  void checkSession({ silent: true }).then(
    (session) => {
      if (stopped) return;
      const current = store.getState().user;
      if (session.authorized) {
        // The same customer the page was rendered for: nothing changes, nothing renders again.
        if (!sameUser(current, session.user)) store.getState().setUser(toSessionUser(session.user));
      } else if (current && current !== renderedFor) return;
      else store.getState().setUser(null);
    },
    () => undefined,
  );

  return () => {
    stopped = true;
    clearTimeout(balanceTimer);
    unsubscribe();
  };
}
