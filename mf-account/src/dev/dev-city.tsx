// Dev harness only: what the shell does before a remote renders — the city from the URL in the
// location store, the auth setting, the session check on start (shell/src/account) — plus a modal
// host for the modals the account opens by name (the shell's ModalHost in production).
import { userApi } from '@storefront/shared/api';
import { useCity, useSettings } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { toSessionUser } from '../session/session-user';
import { DevModalHost } from './dev-modal-host';
import { DevTools } from './dev-tools';

export function DevCity({ children }: { children: ReactNode }) {
  const { cityAlias = 'moscow' } = useParams();
  const { data: city } = useCity(cityAlias);
  const { data: settings } = useSettings();

  useEffect(() => {
    if (!city) return;
    locationStore.getState().setCity(city);
    locationStore.getState().hydrate({});
  }, [city]);

  useEffect(() => {
    if (settings) sessionStore.getState().setAuthEnabled(settings.customers.is_auth_enabled);
  }, [settings]);

  useEffect(() => {
    void userApi.checkSession({ silent: true }).then(
      (session) => sessionStore.getState().setUser(session.authorized ? toSessionUser(session.user) : null),
      () => undefined,
    );
  }, []);

  if (!city) return <Skeleton height={240} />;
  return (
    <>
      <DevTools />
      {children}
      <DevModalHost />
    </>
  );
}
