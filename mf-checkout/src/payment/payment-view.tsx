// The payment gateway page (spec §2, §4): back to checkout, the total, a mm:ss countdown to the
// 10-minute deadline (the failure page at zero), and the form of the chosen method — the acquirer's
// card widget (a frame from the acquirer's origin: card data is typed there and never reaches this
// page or /api; pay gets its cryptogram), or SberPay / SBP with a QR, a bank link and status polling
// (an SBP order paid from checkout arrives with its QR). A 3-D Secure return (?transaction_id=) is
// checked with post3ds.

import { isApiError } from '@storefront/shared/api';
import { PAYMENT_ERROR_CODES } from '@storefront/shared/contract';
import {
  COUNTDOWN_TICK_MS,
  formatCountdown,
  secondsLeft,
  THREE_DS_CHECK_TRIES,
  THREE_DS_WAIT_MS,
} from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useMoney } from '@storefront/shared/query';
import { Alert, Button, Price, Spinner } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkoutApi, idempotencyKey } from '../api';
import { announceOrder } from '../submit/announce-order';
import { followLink, nextStep, runThreeDsMethod, submitThreeDsForm } from '../submit/pay-outcome';
import { forgetPendingPayment, type PendingPayment, readPendingPayment } from '../submit/pending-payment';
import { reportPurchase } from '../submit/use-place-order';
import { BankWait } from './bank-wait';
import { cardErrorKey } from './card-fields';
import { CardWidget, CardWidgetError, type CardWidgetHandle } from './card-widget';
import styles from './payment.module.css';

export interface PaymentViewProps {
  basePath: string;
  orderCacheKey: string;
}

type CardField = 'number' | 'expiry' | 'cvv';

export function PaymentView({ basePath, orderCacheKey }: PaymentViewProps) {
  const { t, i18n } = useTranslation('checkout');
  const money = useMoney();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const [pending] = useState<PendingPayment | null>(() => readPendingPayment(orderCacheKey));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [cardReady, setCardReady] = useState(false);
  const widget = useRef<CardWidgetHandle>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // SBP with the new acquiring was paid before the page (spec §4): its QR and link are shown at once.
  const [bank, setBank] = useState<{ orderId: number; qr: string | null; link: string | null } | null>(() =>
    pending?.bank && pending.orderId ? { orderId: pending.orderId, ...pending.bank } : null,
  );
  const checkoutPath = `${basePath}/cart?state=checkout`;
  const attempts = useRef(0);
  const failurePath = `${basePath}/back-to-home?state=payment-failure`;

  const fail = useCallback(
    (_message: string, _orderId?: number, reason?: string) => {
      navigate(
        reason ? `${basePath}/?state=payment-failure&reason=${encodeURIComponent(reason)}` : failurePath,
      );
    },
    [navigate, failurePath, basePath],
  );

  const left = pending ? secondsLeft(pending.deadline, now) : 0;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (pending && left === 0 && !busy && !bank) fail(t('errors.payment'));
  }, [pending, left, busy, bank, fail, t]);

  const done = useCallback(
    (orderId: number, link: string | null) => {
      if (pending) {
        reportPurchase(orderId, pending.total, pending.currency);
        forgetPendingPayment(pending.orderCacheKey);
      }
      // The server emptied the cart on approval: the header counter and the side cart follow now.
      announceOrder(client);
      followLink(link ?? `${basePath}/?state=payment-success&order_id=${orderId}`, navigate);
    },
    [pending, basePath, navigate, client],
  );

  // Back from the 3-D Secure page: the check is polled (spec §4: 3 tries 5 s apart, then a last attempt).
  const transactionId = search.get('transaction_id');
  const checking = useRef(false);
  useEffect(() => {
    if (!transactionId || checking.current) return;
    checking.current = true;
    setBusy(true);
    void (async () => {
      for (let attempt = 0; attempt <= THREE_DS_CHECK_TRIES; attempt++) {
        try {
          const answer = await checkoutApi.post3ds({
            TransactionId: transactionId,
            ...(pending?.orderId ? { order_id: pending.orderId } : { order_cache_key: orderCacheKey }),
            last_attempt: attempt === THREE_DS_CHECK_TRIES,
          });
          done(answer.order_id, answer.complete_link);
          return;
        } catch (error) {
          const stillPending = isApiError(error) && error.code === PAYMENT_ERROR_CODES.pending;
          if (!stillPending || attempt === THREE_DS_CHECK_TRIES) {
            setBusy(false);
            fail(isApiError(error) ? error.message : t('errors.payment'));
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, THREE_DS_WAIT_MS));
        }
      }
    })();
  }, [transactionId, orderCacheKey, pending, done, fail, t]);

  if (!pending) {
    return (
      <section className={styles.page} data-testid={testIds.payment.page}>
        <h1 className={styles.title}>{t('paymentPage.title')}</h1>
        <Alert tone="error">{t('gateway.notFound')}</Alert>
        <Link to={checkoutPath}>{t('gateway.back')}</Link>
      </section>
    );
  }

  const payWith = async (cryptogram: string | null) => {
    const request = {
      ...(pending.orderId ? { order_id: pending.orderId } : { order_cache_key: pending.orderCacheKey }),
      payment_type: pending.paymentType,
      acquiring: pending.acquiring,
      verify_param: pending.verifyParam,
      cryptogram,
    };
    // The first attempt uses the key saved with the checkout (a reload repeats it safely); every
    // later attempt — another card after a refusal — is a new attempt with a new key.
    const key = attempts.current === 0 ? pending.payKey : idempotencyKey();
    attempts.current += 1;
    let answer = await checkoutApi.pay(request, key);
    let step = nextStep(answer);
    if (step.kind === 'three-ds-method') {
      await runThreeDsMethod(step.answer);
      answer = await checkoutApi.pay(request, idempotencyKey());
      step = nextStep(answer);
    }
    if (step.kind === 'redirect') done(answer.order_id, step.url || null);
    else if (step.kind === 'three-ds-form') submitThreeDsForm(step.answer);
    else setBank({ orderId: answer.order_id, qr: answer.qr_code, link: answer.payment_link });
  };

  const handleFailure = (error: unknown) => {
    if (error instanceof CardWidgetError) {
      const next: Partial<Record<CardField, string>> = {};
      for (const [field, key] of Object.entries(error.fieldErrors) as [CardField, string][])
        next[field] = t(cardErrorKey(key) as 'cardErrors.unknown');
      if (Object.keys(next).length > 0) setFieldErrors(next);
      else setFailure(t('errors.payment'));
      return;
    }
    if (!isApiError(error)) throw error;
    const cardFields = (['number', 'expiry', 'cvv'] as const).filter((field) => error.fieldErrors[field]);
    if (cardFields.length > 0) {
      const next: Partial<Record<CardField, string>> = {};
      for (const field of cardFields)
        next[field] = t(cardErrorKey(error.fieldErrors[field] ?? '') as 'cardErrors.unknown');
      setFieldErrors(next);
      return;
    }
    // A refusal ends the attempt (the server cancels the unpaid order); the failure page says why
    // and the intact cart is one step away (spec §8).
    if (error.status >= 400 && error.status < 500 && error.code !== PAYMENT_ERROR_CODES.idempotencyInFlight)
      fail(error.message || t('errors.payment'), pending.orderId ?? undefined, error.code);
    else setFailure(t('errors.payment'));
  };

  const submitCard = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (busy || !widget.current) return;
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    try {
      const cryptogram = await widget.current.tokenize();
      await payWith(cryptogram);
    } catch (error) {
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const startBankPayment = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await payWith(null);
    } catch (error) {
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const ready = cardReady;
  const firstError = fieldErrors.number ?? fieldErrors.expiry ?? fieldErrors.cvv ?? failure;

  return (
    <section className={styles.page} data-testid={testIds.payment.page} aria-busy={busy || undefined}>
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
        {t('gateway.total')}{' '}
        <Price value={pending.total} currency={money.currency} fractional={money.fractional} />
      </p>
      {bank ? (
        <BankWait
          orderId={bank.orderId}
          reason={pending.paymentType === 'sberpay' ? 'sberpay' : 'sbp'}
          qr={bank.qr}
          link={bank.link}
          onPaid={() => done(bank.orderId, null)}
          onFailed={() => fail(t('errors.payment'), bank.orderId)}
        />
      ) : pending.paymentType === 'card' ? (
        <form className={styles.card} onSubmit={submitCard} noValidate>
          {pending.widgetUrl ? (
            <CardWidget
              ref={widget}
              widgetUrl={pending.widgetUrl}
              publicId={pending.verifyParam}
              lang={i18n.language}
              title={t('gateway.cardNumber')}
              onComplete={(complete) => {
                setCardReady(complete);
                setFieldErrors({});
              }}
              onSubmit={() => void submitCard()}
            />
          ) : (
            <Alert tone="error">{t('errors.payment')}</Alert>
          )}
          {firstError && (
            <p className={styles.error} role="alert" data-testid={testIds.payment.cardError}>
              {firstError}
            </p>
          )}
          <Button
            type="submit"
            size="l"
            loading={busy}
            disabled={!ready}
            data-testid={testIds.payment.payButton}
          >
            {t('pay')}
          </Button>
        </form>
      ) : (
        <div className={styles.card}>
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <Button size="l" loading={busy} onClick={startBankPayment} data-testid={testIds.payment.payButton}>
            {pending.paymentType === 'sberpay' ? t('gateway.sberpayStart') : t('gateway.sbpStart')}
          </Button>
        </div>
      )}
      {busy && transactionId && (
        <p className={styles.waiting}>
          <Spinner size="s" decorative /> {t('gateway.checking3ds')}
        </p>
      )}
    </section>
  );
}
