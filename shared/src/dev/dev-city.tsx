// Dev harness only: what the shell's city layout does before a remote renders — the city from the URL
// in the location store, the visitor's context restored (by default none), the auth setting in the
// session store, a start-up step of the remote's own (a session check) — then the remote's page with
// what the harness adds around it (its tools, its modal host).
import type { City } from '@storefront/shared/contract';
import { useCity, useSettings } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';

export interface DevCityProps {
  children: ReactNode;
  /** Restores the visitor's order type and shop or zone for the city; by default none is. */
  restore?(city: City): Promise<void>;
  /** Runs once at start (the shell's session check, for a remote that shows the customer). */
  onStart?(): void;
  /** Shown before the page once the city is known (dev tools). */
  before?(city: City): ReactNode;
  /** Shown after the page (a modal host). */
  after?: ReactNode;
}

export function DevCity({ children, restore, onStart, before, after }: DevCityProps) {
  const { cityAlias = 'moscow' } = useParams();
  const { data: city } = useCity(cityAlias);
  const { data: settings } = useSettings();
  const started = useRef(false);

  useEffect(() => {
    if (!city) return;
    locationStore.getState().setCity(city);
    const hydrateEmpty = () => {
      if (!locationStore.getState().ready) locationStore.getState().hydrate({});
    };
    if (restore)
      void restore(city)
        .catch(() => undefined)
        .finally(hydrateEmpty);
    else hydrateEmpty();
  }, [city, restore]);

  useEffect(() => {
    if (settings) sessionStore.getState().setAuthEnabled(settings.customers.is_auth_enabled);
  }, [settings]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    onStart?.();
  }, [onStart]);

  if (!city) return <Skeleton height={240} />;
  return (
    <>
      {before?.(city)}
      {children}
      {after}
    </>
  );
}
