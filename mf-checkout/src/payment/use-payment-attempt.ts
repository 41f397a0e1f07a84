// One payment attempt on the payment page (spec §4, §8): pay with the card widget's cryptogram (or
// none, for SberPay and SBP), follow the acquirer's answer — 3-D Secure, a redirect, or a bank's QR to
// wait on — and place a refusal: card field errors under the widget, a refusal on the failure page,
// anything else above the button.
import { isApiError } from '@storefront/shared/api';
import { PAYMENT_ERROR_CODES } from '@storefront/shared/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutApi, idempotencyKey } from '../api';
import { nextStep, runThreeDsMethod, submitThreeDsForm } from '../submit/pay-outcome';
import type { PendingPayment } from '../submit/pending-payment';
import { CardWidgetError } from './card-widget';
import type { PaymentExit } from './use-payment-exit';
import { cardErrorKey } from './widget-errors';

const CARD_FIELDS = ['number', 'expiry', 'cvv'] as const;
export type CardFieldErrors = Partial<Record<(typeof CARD_FIELDS)[number], string>>;
export interface BankAnswer {
  orderId: number;
  qr: string | null;
  link: string | null;
}

export function usePaymentAttempt({
  pending,
  exit,
  busy,
  setBusy,
}: {
  pending: PendingPayment;
  exit: PaymentExit;
  busy: boolean;
  setBusy(busy: boolean): void;
}) {
  const { t } = useTranslation('checkout');
  const [fieldErrors, setFieldErrors] = useState<CardFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // SBP with the new acquiring was paid before the page (spec §4): its QR and link are shown at once.
  const [bank, setBank] = useState<BankAnswer | null>(() =>
    pending.bank && pending.orderId ? { orderId: pending.orderId, ...pending.bank } : null,
  );
  const attempts = useRef(0);
  /** The card fields' error codes (the widget's or the API's) as text, by field. */
  const cardErrors = (codes: Partial<Record<string, string>>) => {
    const next: CardFieldErrors = {};
    for (const field of CARD_FIELDS) {
      const code = codes[field];
      if (code !== undefined) next[field] = t(cardErrorKey(code) as 'cardErrors.unknown');
    }
    return next;
  };

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
    if (step.kind === 'redirect') exit.done(answer.order_id, step.url || null);
    else if (step.kind === 'three-ds-form') submitThreeDsForm(step.answer);
    else setBank({ orderId: answer.order_id, qr: answer.qr_code, link: answer.payment_link });
  };

  const placeFailure = (error: unknown) => {
    if (error instanceof CardWidgetError) {
      const next = cardErrors(error.fieldErrors);
      if (Object.keys(next).length > 0) setFieldErrors(next);
      else setFailure(t('errors.payment'));
      return;
    }
    if (!isApiError(error)) throw error;
    const onCard = cardErrors(error.fieldErrors);
    if (Object.keys(onCard).length > 0) {
      setFieldErrors(onCard);
      return;
    }
    // A refusal ends the attempt (the server cancels the unpaid order); the failure page says why
    // and the intact cart is one step away (spec §8).
    if (error.status >= 400 && error.status < 500 && error.code !== PAYMENT_ERROR_CODES.idempotencyInFlight)
      exit.fail(error.code);
    else setFailure(t('errors.payment'));
  };

  /** Pays with what `cryptogram` gives (the card widget's token, or null for a bank app). */
  const pay = async (cryptogram: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    try {
      await payWith(await cryptogram());
    } catch (error) {
      placeFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { pay, bank, failure, fieldErrors, clearFieldErrors: () => setFieldErrors({}) };
}

export type PaymentAttempt = ReturnType<typeof usePaymentAttempt>;
