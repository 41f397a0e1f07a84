// The card form when the acquirer is CloudPayments (payment settings' widget_url names its checkout
// script, not a page): the provider's script (`cp.Checkout`) reads the fields marked `data-cp` in
// this page and turns them into a cryptogram in the browser, encrypted under the provider's key;
// only the cryptogram is sent on (pay). The fields carry no `name`, so no form ever submits them.
// Its field errors (`CardNumber_Invalid`, `Cvv_Empty`, …) become the spec's §8 keys.
import { testIds } from '@storefront/shared/qa';
import { loadScript } from '@storefront/shared/ui';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardComplete, maskCardNumber, maskCvv, maskExpiry } from './card-fields';
import { CardWidgetError, type CardWidgetHandle } from './card-widget';
import styles from './payment.module.css';

interface CheckoutApi {
  Checkout: new (options: {
    publicId: string;
    container: HTMLElement;
  }) => {
    createPaymentCryptogram(): Promise<string>;
  };
}

declare global {
  interface Window {
    cp?: CheckoutApi;
  }
}

/** A widget_url naming a script is a provider's checkout script (CloudPayments); a page is framed. */
export function isCheckoutScript(widgetUrl: string): boolean {
  try {
    return new URL(widgetUrl, 'http://x').pathname.endsWith('.js');
  } catch {
    return false;
  }
}

const FIELD: Record<string, 'number' | 'expiry' | 'cvv'> = {
  cardNumber: 'number',
  cvv: 'cvv',
  expDateMonth: 'expiry',
  expDateYear: 'expiry',
  expDateMonthYear: 'expiry',
};

/** CloudPayments' errors by field → the spec's keys (payments.cardErrors.cloudPayments.{field}.{code}). */
export function cloudPaymentsFieldErrors(
  errors: unknown,
): Partial<Record<'number' | 'expiry' | 'cvv', string>> {
  const out: Partial<Record<'number' | 'expiry' | 'cvv', string>> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [name, value] of Object.entries(errors as Record<string, unknown>)) {
    const field = FIELD[name];
    if (!field || typeof value !== 'string' || out[field]) continue;
    const code = /_Empty$/i.test(value) ? 'empty' : 'invalid';
    out[field] = `payments.cardErrors.cloudPayments.${field}.${code}`;
  }
  return out;
}

export interface CloudPaymentsFieldsProps {
  scriptUrl: string;
  publicId: string | null;
  onComplete: (complete: boolean) => void;
}

export const CloudPaymentsFields = forwardRef<CardWidgetHandle, CloudPaymentsFieldsProps>(
  function CloudPaymentsFields({ scriptUrl, publicId, onComplete }, ref) {
    const { t } = useTranslation('checkout');
    const container = useRef<HTMLDivElement>(null);
    const [values, setValues] = useState({ number: '', expiry: '', cvv: '' });
    const complete = useRef(onComplete);
    complete.current = onComplete;

    useEffect(() => {
      void loadScript(scriptUrl).catch(() => {});
    }, [scriptUrl]);
    useEffect(() => {
      complete.current(
        cardComplete.number(values.number) &&
          cardComplete.expiry(values.expiry) &&
          cardComplete.cvv(values.cvv),
      );
    }, [values]);

    useImperativeHandle(
      ref,
      () => ({
        tokenize: async () => {
          try {
            await loadScript(scriptUrl);
          } catch {
            throw new CardWidgetError(0, {}, 'checkout script did not load');
          }
          const api = window.cp;
          if (!api || !container.current || !publicId)
            throw new CardWidgetError(0, {}, 'checkout script not ready');
          try {
            return await new api.Checkout({
              publicId,
              container: container.current,
            }).createPaymentCryptogram();
          } catch (errors) {
            throw new CardWidgetError(400, cloudPaymentsFieldErrors(errors), '');
          }
        },
      }),
      [scriptUrl, publicId],
    );

    const field = (
      key: 'number' | 'expiry' | 'cvv',
      cp: string,
      label: string,
      mask: (text: string) => string,
      testId: string,
      attrs: Record<string, string>,
    ) => (
      <label className={styles.cpField}>
        <span>{label}</span>
        <input
          data-cp={cp}
          data-testid={testId}
          inputMode="numeric"
          value={values[key]}
          onChange={(event) => setValues((old) => ({ ...old, [key]: mask(event.target.value) }))}
          {...attrs}
        />
      </label>
    );

    return (
      <div ref={container} className={styles.cpFields}>
        {field('number', 'cardNumber', t('gateway.cardNumber'), maskCardNumber, testIds.payment.cardNumber, {
          autoComplete: 'cc-number',
          placeholder: '0000 0000 0000 0000',
        })}
        {field(
          'expiry',
          'expDateMonthYear',
          t('gateway.cardExpiry'),
          maskExpiry,
          testIds.payment.cardExpiry,
          {
            autoComplete: 'cc-exp',
            placeholder: 'MM / YY',
          },
        )}
        {field('cvv', 'cvv', t('gateway.cardCvv'), maskCvv, testIds.payment.cardCvv, {
          autoComplete: 'cc-csc',
          type: 'password',
        })}
      </div>
    );
  },
);
