import { testIds } from '@storefront/shared/qa';
import { Alert, Button } from '@storefront/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingPayment } from '../submit/pending-payment';
import { CardWidget, type CardWidgetHandle } from './card-widget';
import { CloudPaymentsFields, isCheckoutScript } from './cloudpayments-fields';
import styles from './payment.module.css';
import type { PaymentAttempt } from './use-payment-attempt';

/**
 * The card form (spec §4, §5): the acquirer's widget (a frame from the acquirer's origin: card data
 * is typed there and never reaches this page or /api) — or, with CloudPayments, its checkout script
 * encrypting the fields in this page — its first error, and Pay once all is filled.
 */
export function CardPaymentForm({
  pending,
  attempt,
  busy,
}: {
  pending: PendingPayment;
  attempt: PaymentAttempt;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const widget = useRef<CardWidgetHandle>(null);
  const [ready, setReady] = useState(false);
  const { fieldErrors, failure } = attempt;
  const firstError = fieldErrors.number ?? fieldErrors.expiry ?? fieldErrors.cvv ?? failure;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const card = widget.current;
    if (card) void attempt.pay(() => card.tokenize());
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      {pending.widgetUrl && isCheckoutScript(pending.widgetUrl) ? (
        <CloudPaymentsFields
          ref={widget}
          scriptUrl={pending.widgetUrl}
          publicId={pending.verifyParam}
          onComplete={(complete) => {
            setReady(complete);
            attempt.clearFieldErrors();
          }}
        />
      ) : pending.widgetUrl ? (
        <CardWidget
          ref={widget}
          widgetUrl={pending.widgetUrl}
          publicId={pending.verifyParam}
          lang={i18n.language}
          title={t('gateway.cardNumber')}
          onComplete={(complete) => {
            setReady(complete);
            attempt.clearFieldErrors();
          }}
          onSubmit={() => submit()}
        />
      ) : (
        <Alert tone="error">{t('errors.payment')}</Alert>
      )}
      {firstError && (
        <p className={styles.error} role="alert" data-testid={testIds.payment.cardError}>
          {firstError}
        </p>
      )}
      <Button type="submit" size="l" loading={busy} disabled={!ready} data-testid={testIds.payment.payButton}>
        {t('pay')}
      </Button>
    </form>
  );
}
