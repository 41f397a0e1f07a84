// The payment gateway page (spec §2, §4): back to checkout, the total, a mm:ss countdown to the
// 10-minute deadline (the failure page at zero), and the form of the chosen method — the acquirer's
// card widget, or SberPay / SBP with a QR, a bank link and status polling (an SBP order paid from
// checkout arrives with its QR). A 3-D Secure return (?transaction_id=) is checked with post3ds.
import { testIds } from '@storefront/shared/qa';
import { Alert } from '@storefront/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type PendingPayment, readPendingPayment } from '../submit/pending-payment';
import styles from './payment.module.css';
import { PaymentPanel } from './payment-panel';
import { usePaymentExit } from './use-payment-exit';
import { useThreeDsReturn } from './use-three-ds-return';

export interface PaymentViewProps {
  basePath: string;
  orderCacheKey: string;
}

export function PaymentView({ basePath, orderCacheKey }: PaymentViewProps) {
  const { t } = useTranslation('checkout');
  const [pending] = useState<PendingPayment | null>(() => readPendingPayment(orderCacheKey));
  const [busy, setBusy] = useState(false);
  const exit = usePaymentExit(basePath, pending);
  // A 3-D Secure return is checked even when this tab kept no record of the attempt.
  const transactionId = useThreeDsReturn({ pending, orderCacheKey, setBusy, exit });

  if (!pending) {
    return (
      <section className={styles.page} data-testid={testIds.payment.page}>
        <h1 className={styles.title}>{t('paymentPage.title')}</h1>
        <Alert tone="error">{t('gateway.notFound')}</Alert>
        <Link to={`${basePath}/cart?state=checkout`}>{t('gateway.back')}</Link>
      </section>
    );
  }
  return (
    <PaymentPanel
      basePath={basePath}
      pending={pending}
      exit={exit}
      busy={busy}
      setBusy={setBusy}
      checkingThreeDs={transactionId !== null}
    />
  );
}
