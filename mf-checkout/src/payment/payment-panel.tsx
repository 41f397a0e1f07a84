import { PAYMENT_ERROR_CODES } from '@storefront/shared/contract';
import { COUNTDOWN_TICK_MS } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { Spinner } from '@storefront/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsLeft } from '../domain/checkout';
import type { PendingPayment } from '../submit/pending-payment';
import { BankStart } from './bank-start';
import { BankWait } from './bank-wait';
import { CardPaymentForm } from './card-payment-form';
import styles from './payment.module.css';
import { PaymentHeader } from './payment-header';
import { usePaymentAttempt } from './use-payment-attempt';
import type { PaymentExit } from './use-payment-exit';

/** A pending payment's page: the header, the chosen method's form or the bank's QR, the 3-D check. */
export function PaymentPanel({
  basePath,
  pending,
  exit,
  busy,
  setBusy,
  checkingThreeDs,
}: {
  basePath: string;
  pending: PendingPayment;
  exit: PaymentExit;
  busy: boolean;
  setBusy(busy: boolean): void;
  checkingThreeDs: boolean;
}) {
  const { t } = useTranslation('checkout');
  const attempt = usePaymentAttempt({ pending, exit, busy, setBusy });
  const { bank } = attempt;

  // The 10-minute deadline (spec §4, §9): the failure page at zero, unless a payment is under way.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(pending.deadline, now);
  const { fail, done } = exit;
  useEffect(() => {
    // The time ran out: said as such, not as a refused payment (the outcome offers to pay again).
    if (left === 0 && !busy && !bank) fail(PAYMENT_ERROR_CODES.expired);
  }, [left, busy, bank, fail]);

  return (
    <section className={styles.page} data-testid={testIds.payment.page} aria-busy={busy || undefined}>
      <PaymentHeader checkoutPath={`${basePath}/cart?state=checkout`} left={left} total={pending.total} />
      {bank ? (
        <BankWait
          orderId={bank.orderId}
          reason={pending.paymentType === 'sberpay' ? 'sberpay' : 'sbp'}
          qr={bank.qr}
          link={bank.link}
          onPaid={() => done(bank.orderId, null)}
          onFailed={() => fail()}
        />
      ) : pending.paymentType === 'card' ? (
        <CardPaymentForm pending={pending} attempt={attempt} busy={busy} />
      ) : (
        <BankStart
          method={pending.paymentType === 'sberpay' ? 'sberpay' : 'sbp'}
          attempt={attempt}
          busy={busy}
        />
      )}
      {busy && checkingThreeDs && (
        <p className={styles.waiting}>
          <Spinner size="s" decorative /> {t('gateway.checking3ds')}
        </p>
      )}
    </section>
  );
}
