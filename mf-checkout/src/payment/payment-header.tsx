import { testIds } from '@storefront/shared/qa';
import { useMoney } from '@storefront/shared/query';
import { Price } from '@storefront/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCountdown } from '../domain/checkout';
import styles from './payment.module.css';

/** The way back to checkout, the title, the mm:ss countdown to the deadline and the total. */
export function PaymentHeader({
  checkoutPath,
  left,
  total,
}: {
  checkoutPath: string;
  left: number;
  total: number;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <>
      <Link to={checkoutPath} className={styles.bankLink}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('gateway.back')}
      </Link>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('paymentPage.title')}</h1>
        <span
          className={styles.countdown}
          data-testid={testIds.payment.countdown}
          role="timer"
          aria-label={t('gateway.timeLeft')}
        >
          {formatCountdown(left)}
        </span>
      </div>
      <p>
        {t('gateway.total')} <Price value={total} currency={money.currency} fractional={money.fractional} />
      </p>
    </>
  );
}
