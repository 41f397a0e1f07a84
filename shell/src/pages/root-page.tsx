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

/** The page's first mount follows the page load; a later one, a navigation inside the app. */
let firstMount = true;

export function RootPage() {
  const { t } = useTranslation('shell');
  const open = useModalStore((state) => state.open);
  const { data } = useCities();
  const remembered = readCookie('city_alias');
  const known = remembered && data?.cities.some((city) => city.alias === remembered);

  useEffect(() => {
    if (remembered) return;
    // The second counts from the navigation, not from this mount: on a page load the page hydrates
    // well after its start (its code, then the remotes'), and a timer started here opened the modal
    // 1.6–2.1 s in. The modal's code loads meanwhile, so it shows when the second is up.
    const since = firstMount ? performance.now() : 0;
    firstMount = false;
    void import('../location/cities-modal').catch(() => undefined);
    const timer = setTimeout(() => open('CitiesModal'), Math.max(0, CITY_PROMPT_DELAY_MS - since));
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
