import { testIds } from '@storefront/shared/qa';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface CartPageProps {
  basePath: string;
}

/** Walking-skeleton stand-in: the remote's real screen replaces it in its own issue. */
export default function CartPage(_props: CartPageProps) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <section className={styles.page} data-testid={testIds.cart.cart}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
    </section>
  );
}
