// Dev harness only: what the shell does before a remote renders — the city from the URL in the
// location store and the auth setting in the session store.
import { useCity, useSettings } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router-dom';

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

  if (!city) return <Skeleton height={240} />;
  return <>{children}</>;
}
