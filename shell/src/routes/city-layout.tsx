// Everything under /{cityAlias}: resolves the city from the API, remembers it (cookie + location
// store), and frames the page with the header and footer. An unknown alias is the 404 page.
import { ApiError } from '@storefront/shared/api';
import { COOKIE_DAYS, writeCookie } from '@storefront/shared/domain';
import { useCity } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router-dom';

import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { NotFoundPage } from '../pages/not-found-page';
import type { CityContext } from './city-context';
import styles from './city-layout.module.css';

const CITY_ALIAS = /^[a-z0-9-]{1,64}$/;

export function CityLayout() {
  const { cityAlias = '' } = useParams();
  const valid = CITY_ALIAS.test(cityAlias);
  const { data: city, error, isPending } = useCity(valid ? cityAlias : '');
  const setCity = useLocationStore((state) => state.setCity);

  useEffect(() => {
    if (!city) return;
    setCity(city);
    writeCookie('city_alias', city.alias, COOKIE_DAYS);
  }, [city, setCity]);

  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFoundPage />;

  return (
    <div className={styles.page}>
      <Header city={city ?? null} />
      <main className={styles.main} id="main">
        {city ? (
          <Outlet context={{ city } satisfies CityContext} />
        ) : isPending ? (
          <Skeleton height={320} />
        ) : (
          <NotFoundPage embedded />
        )}
      </main>
      <Footer city={city ?? null} />
    </div>
  );
}
