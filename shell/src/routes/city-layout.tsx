// Everything under /{cityAlias}: resolves the city from the API, remembers it (cookie + location
// store), and frames the page with the site chrome. An unknown alias is the 404 page.
import { ApiError } from '@storefront/shared/api';
import { COOKIE_DAYS, writeCookie } from '@storefront/shared/domain';
import { useCity, useSettings } from '@storefront/shared/query';
import { locationStore, sessionStore, useLocationStore } from '@storefront/shared/stores';
import { Skeleton, useIsMobile } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { TrackedSuspense } from '../app/ready-marker';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { BackToTop } from '../layout/back-to-top';
import { BottomNav } from '../layout/bottom-nav';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { SkipLinks } from '../layout/skip-links';
import { useCartCount } from '../layout/use-cart-count';
import { rememberLocation, restoreLocation } from '../location/location-memory';
import type { CityContext } from './city-context';
import styles from './city-layout.module.css';
import { lazyPage, NotFound } from './lazy-page';

const CITY_ALIAS = /^[a-z0-9-]{1,64}$/;

// The burger menu is never part of the first screen: it opens on a tap. Its code is a chunk of its own,
// fetched on that first tap, so a visit that never opens it does not download it.
const BurgerMenu = lazyPage(
  () => import('../layout/burger-menu').then((module) => module.BurgerMenu),
  () => null,
);

export function CityLayout() {
  const { cityAlias = '' } = useParams();
  const { brand } = useRuntimeConfig();
  const valid = CITY_ALIAS.test(cityAlias);
  const { data: city, error, isPending } = useCity(valid ? cityAlias : '');
  const { data: settings } = useSettings();
  const setCity = useLocationStore((state) => state.setCity);
  const isMobile = useIsMobile();
  const cartCount = useCartCount();
  const [burgerOpen, setBurgerOpen] = useState(false);

  const queryClient = useQueryClient();
  useEffect(() => {
    if (!city) return;
    setCity(city);
    writeCookie('city_alias', city.alias, COOKIE_DAYS);
    if (!locationStore.getState().ready) void restoreLocation(city.id, queryClient);
  }, [city, setCity, queryClient]);

  useEffect(() => rememberLocation(), []);

  useEffect(() => {
    if (settings) sessionStore.getState().setAuthEnabled(settings.customers.is_auth_enabled);
  }, [settings]);

  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;

  return (
    <div className={styles.page}>
      <SkipLinks />
      <Header
        brand={brand}
        city={city ?? null}
        settings={settings}
        isMobile={isMobile}
        cartCount={cartCount}
        onBurger={() => setBurgerOpen(true)}
      />
      <main className={styles.main} id="main" tabIndex={-1}>
        {city ? (
          <Outlet context={{ city } satisfies CityContext} />
        ) : isPending ? (
          // As tall as the screen: the footer stays below it, so nothing on screen moves when the page
          // arrives (no layout shift).
          <Skeleton height="100vh" />
        ) : (
          <NotFound embedded />
        )}
      </main>
      <Footer city={city ?? null} settings={settings} />
      <BackToTop />
      {isMobile && city && (
        <BottomNav
          brand={brand}
          cityAlias={city.alias}
          authEnabled={settings?.customers.is_auth_enabled ?? true}
          cartCount={cartCount}
          onInfo={() => setBurgerOpen(true)}
        />
      )}
      {burgerOpen && city && (
        <TrackedSuspense fallback={null}>
          <BurgerMenu
            brand={brand}
            cityAlias={city.alias}
            cityName={city.name}
            hasDelivery={city.order_types.delivery}
            phone={settings?.default_phone ?? null}
            phoneMasks={city.phone_masks}
            onClose={() => setBurgerOpen(false)}
          />
        </TrackedSuspense>
      )}
    </div>
  );
}
