import { testIds } from '@storefront/shared/qa';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface PaymentPageProps {
  basePath: string;
  orderCacheKey: string;
}

/** Walking-skeleton stand-in: the remote's real screen replaces it in its own issue. */
export default function PaymentPage(_props: PaymentPageProps) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <section className={styles.page} data-testid={testIds.payment.page}>
      <h1 className={styles.title}>{t('paymentPage.title')}</h1>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
    </section>
  );
}
