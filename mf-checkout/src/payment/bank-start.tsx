import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './payment.module.css';
import type { PaymentAttempt } from './use-payment-attempt';

/** SberPay or SBP before the bank's answer: the button that starts the payment, and why it failed. */
export function BankStart({
  method,
  attempt,
  busy,
}: {
  method: 'sberpay' | 'sbp';
  attempt: PaymentAttempt;
  busy: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.card}>
      {attempt.failure && (
        <p className={styles.error} role="alert">
          {attempt.failure}
        </p>
      )}
      <Button
        size="l"
        loading={busy}
        onClick={() => void attempt.pay(async () => null)}
        data-testid={testIds.payment.payButton}
      >
        {method === 'sberpay' ? t('gateway.sberpayStart') : t('gateway.sbpStart')}
      </Button>
    </div>
  );
}
