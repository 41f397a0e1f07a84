// CitiesModal (spec §2): a search field, the big-city shortlist while the search is empty, and every
// city in lettered columns. Choosing one sets the city cookie, clears local storage and keeps the
// current page and query in the new city.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/cities';
import { COOKIE_DAYS, writeCookie } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useCities } from '@storefront/shared/query';
import { Skeleton } from '@storefront/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import type { ModalContentProps } from '../modals/modal-content-props';
import styles from './cities-modal.module.css';
import { cityUrl, groupByFirstLetter, matchesSearch } from './city-url';

export default function CitiesModal({ onClose }: ModalContentProps) {
  const { t, i18n } = useTranslation('shell-cities');
  const { data, isPending } = useCities();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const location = useLocation();

  const choose = (alias: string) => {
    writeCookie('city_alias', alias, COOKIE_DAYS);
    window.localStorage.clear();
    onClose();
    navigate(cityUrl(alias, location.pathname, location.search));
  };

  const cities = (data?.cities ?? []).filter((city) => matchesSearch(city.name, query));
  const option = (city: { alias: string; name: string }) => (
    <li key={city.alias}>
      <button
        type="button"
        className={styles.option}
        data-testid={testIds.shell.cityOption(city.alias)}
        onClick={() => choose(city.alias)}
      >
        {city.name}
      </button>
    </li>
  );

  return (
    <div data-testid={testIds.shell.cityModal} className={styles.modal}>
      <h2 className={styles.title}>{t('cities.title')}</h2>
      <input
        type="search"
        className={styles.search}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('cities.searchPlaceholder')}
        aria-label={t('cities.searchPlaceholder')}
        data-testid={testIds.shell.citySearch}
      />
      {isPending && <Skeleton height={200} />}
      {!query && data && data.big_cities.length > 0 && (
        <ul className={styles.shortlist} aria-label={t('cities.bigCities')}>
          {data.big_cities.map(option)}
        </ul>
      )}
      <div className={styles.columns}>
        {groupByFirstLetter(cities, i18n.language).map(([letter, group]) => (
          <section key={letter} className={styles.group}>
            <h3 className={styles.letter}>{letter}</h3>
            <ul className={styles.list}>{group.map(option)}</ul>
          </section>
        ))}
      </div>
      {data && cities.length === 0 && <p>{t('cities.nothingFound')}</p>}
    </div>
  );
}
