// The site root has no city: a remembered city (cookie) goes straight to its page; otherwise the
// city modal is offered after 1 s (spec §2), with the big cities listed meanwhile.
import { readCookie } from '@storefront/shared/domain';
import { useCities } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { CITY_PROMPT_DELAY_MS } from '../domain/constants';

import styles from './root-page.module.css';

export function RootPage() {
  const { t } = useTranslation('shell');
  const open = useModalStore((state) => state.open);
  const { data } = useCities();
  const remembered = readCookie('city_alias');
  const known = remembered && data?.cities.some((city) => city.alias === remembered);

  useEffect(() => {
    if (remembered) return;
    const timer = setTimeout(() => open('CitiesModal'), CITY_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, remembered]);

  if (known) return <Navigate to={`/${remembered}`} replace />;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('root.title')}</h1>
      <p>{t('root.lead')}</p>
      <ul className={styles.cities}>
        {(data?.big_cities ?? []).map((city) => (
          <li key={city.alias}>
            <Link to={`/${city.alias}`}>{city.name}</Link>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.choose} onClick={() => open('CitiesModal')}>
        {t('header.chooseCity')}
      </button>
    </main>
  );
}
