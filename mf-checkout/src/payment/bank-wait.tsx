// Bank-app and QR payments (spec §4): while the order is waiting_for_payment its status is polled
// every 5 s; once the bank confirms, the outcome page follows (or the failure page).
import { getOrderStatus } from '@storefront/shared/api';
import { testIds } from '@storefront/shared/qa';
import { Spinner, useIsMobile } from '@storefront/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_POLL_MS } from '../domain/constants';
import styles from './payment.module.css';
import { qrImageSrc } from './qr';

export interface BankWaitProps {
  orderId: number;
  reason: 'sbp' | 'sberpay';
  qr: string | null;
  link: string | null;
  onPaid(): void;
  onFailed(): void;
}

export function BankWait({ orderId, reason, qr, link, onPaid, onFailed }: BankWaitProps) {
  const { t } = useTranslation('checkout');
  const isMobile = useIsMobile();
  const { data } = useQuery({
    queryKey: ['checkout', 'payment-status', orderId],
    queryFn: () => getOrderStatus({ order_id: orderId }, { silent: true }),
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status.alias === 'waiting_for_payment'
        ? PAYMENT_STATUS_POLL_MS
        : false,
  });
  const alias = data?.status.alias;
  useEffect(() => {
    if (!alias || alias === 'waiting_for_payment') return;
    if (alias === 'canceled') onFailed();
    else onPaid();
  }, [alias, onPaid, onFailed]);

  const qrId = reason === 'sbp' ? testIds.payment.sbpQr : testIds.payment.sberpayQr;
  const bankLink = link && (
    <a
      className={isMobile ? styles.bankButton : styles.bankLink}
      href={link}
      target="_blank"
      rel="noreferrer"
      data-testid={testIds.payment.sbpLink}
    >
      {t('gateway.openBank')}
    </a>
  );
  return (
    <section className={styles.bank} aria-live="polite">
      <h2 className={styles.subtitle}>
        {reason === 'sbp' ? t('gateway.sbpTitle') : t('gateway.sberpayTitle')}
      </h2>
      <p>{reason === 'sbp' ? t('gateway.sbpLead') : t('gateway.sberpayLead')}</p>
      {/* On a phone the bank app is on the same device: its link comes first, as the main action. */}
      {isMobile && bankLink}
      {qr && <img className={styles.qr} src={qrImageSrc(qr)} alt={t('gateway.qrAlt')} data-testid={qrId} />}
      {!isMobile && bankLink}
      <p className={styles.waiting}>
        <Spinner size="s" decorative /> {t('gateway.waitingBank')}
      </p>
    </section>
  );
}
