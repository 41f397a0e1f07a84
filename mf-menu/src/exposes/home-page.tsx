// mf-menu home page. For the walking skeleton: the city's name and delivery options from the shared
// query cache (one QueryClient with the shell) and the city switch through the shared modal store.
import { useCity } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { Button, Skeleton } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface HomePageProps {
  basePath: string;
  cityAlias: string;
}

export default function HomePage({ cityAlias }: HomePageProps) {
  const { t } = useTranslation('menu');
  const { data: city } = useCity(cityAlias);
  const open = useModalStore((state) => state.open);

  if (!city) return <Skeleton height={320} />;
  return (
    <section className={styles.page} aria-labelledby="menu-home-title">
      <h1 id="menu-home-title" className={styles.title}>
        {t('intro.cityTitle', { city: city.name })}
      </h1>
      <p className={styles.lead}>{t('intro.lead')}</p>
      <Button variant="secondary" onClick={() => open('CitiesModal')}>
        {t('intro.chooseCity')}
      </Button>
    </section>
  );
}
