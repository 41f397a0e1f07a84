import { testIds } from '@storefront/shared/qa';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface OrderOutcomeProps {
  basePath: string;
  state: 'payment-success' | 'payment-failure';
}

/** The `?state=` outcome of spec §2, handed over by the shell's home route. */
export default function OrderOutcome({ state }: OrderOutcomeProps) {
  const { t } = useTranslation('checkout');
  const success = state === 'payment-success';
  return (
    <section
      className={styles.page}
      role="status"
      data-testid={success ? testIds.outcome.orderComplete : testIds.outcome.paymentFailure}
    >
      <h1 className={styles.title}>{t(success ? 'outcome.successTitle' : 'outcome.failureTitle')}</h1>
      <p className={styles.lead}>{t(success ? 'outcome.successLead' : 'outcome.failureLead')}</p>
    </section>
  );
}
