import { testIds } from '@storefront/shared/qa';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface TrackingPageProps {
  basePath: string;
  orderId: string;
}

/** Walking-skeleton stand-in: the remote's real screen replaces it in its own issue. */
export default function TrackingPage({ orderId }: TrackingPageProps) {
  const { t } = useTranslation(['tracking', 'common']);
  return (
    <section className={styles.page} data-testid={testIds.tracking.page}>
      <h1 className={styles.title}>{t('page.orderTitle', { orderId })}</h1>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
    </section>
  );
}
