// The outcome of spec §2 (`/{city}/?state=payment-success|payment-failure`): the order number, the
// hotline and the tracking link; or the payment failure with a way back. The cart is intact after a
// failed payment, so retrying — with the same or another method — is one step (beyond the spec).
import '../i18n';

import { PAYMENT_ERROR_CODES } from '@storefront/shared/contract';
import { formatPhone, type PhoneMaskRule, phoneHref } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useSettings } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useScheduledStart } from '../submit/use-scheduled-start';
import styles from './page.module.css';

/** One empty list: a selector that made a new one on every read would re-render without end. */
const NO_MASKS: readonly PhoneMaskRule[] = [];

export interface OrderOutcomeProps {
  basePath: string;
  state: 'payment-success' | 'payment-failure';
}

export default function OrderOutcome({ basePath, state }: OrderOutcomeProps) {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const phone = useSettings().data?.default_phone;
  const masks = useLocationStore((state) => state.city?.phone_masks ?? NO_MASKS);
  const orderId = Number(search.get('order_id')) || null;
  const reason = search.get('reason');
  const insufficientFunds = reason === PAYMENT_ERROR_CODES.insufficientFunds;
  // The payment page's 10 minutes ran out: nothing was refused, the customer only has to pay again.
  const expired = reason === PAYMENT_ERROR_CODES.expired;
  // An order for a later time (placed while closed) is not cooking yet: say when it is due.
  const scheduled = useScheduledStart(state === 'payment-success' ? orderId : null);
  // The outcome is what the page is about: the page starts at it and a screen reader starts reading
  // from its title (focus left on the body would start at the header).
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!title.current) return;
    window.scrollTo({ top: 0 });
    title.current.focus({ preventScroll: true });
  }, []);

  if (state === 'payment-success') {
    return (
      <section className={styles.outcome} role="status" data-testid={testIds.outcome.orderComplete}>
        <CircleCheck className={styles.ok} size={40} aria-hidden="true" />
        <h1 className={styles.title} ref={title} tabIndex={-1}>
          {t('outcome.successTitle')}
        </h1>
        {orderId && (
          <p className={styles.lead}>
            {t('result.number')} <strong data-testid={testIds.outcome.orderNumber}>{orderId}</strong>
          </p>
        )}
        <p className={styles.lead}>{scheduled ? t('scheduled.lead', scheduled) : t('outcome.successLead')}</p>
        {phone && (
          <p className={styles.lead}>
            {t('result.phone')} <a href={phoneHref(phone)}>{formatPhone(phone, masks)}</a>
          </p>
        )}
        {orderId && (
          <Link
            className={styles.link}
            to={`${basePath}/order/${orderId}/tracking`}
            data-testid={testIds.outcome.trackingLink}
          >
            {t('result.track')}
          </Link>
        )}
      </section>
    );
  }
  return (
    <section className={styles.outcome} role="alert" data-testid={testIds.outcome.paymentFailure}>
      <CircleAlert className={styles.bad} size={40} aria-hidden="true" />
      <h1 className={styles.title} ref={title} tabIndex={-1}>
        {expired ? t('outcome.expiredTitle') : t('outcome.failureTitle')}
      </h1>
      <p className={styles.lead}>
        {expired
          ? t('outcome.expiredLead')
          : insufficientFunds
            ? t('gateway.insufficientFunds')
            : t('outcome.failureLead')}
      </p>
      {!expired && <p className={styles.lead}>{t('result.cartKept')}</p>}
      <Button
        onClick={() => navigate(`${basePath}/cart?state=checkout`)}
        data-testid={testIds.outcome.paymentRetry}
      >
        {expired ? t('result.payAgain') : t('result.retry')}
      </Button>
      <Link className={styles.link} to={basePath}>
        {t('result.toMenu')}
      </Link>
    </section>
  );
}
