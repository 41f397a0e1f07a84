import { formatPhone } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { Alert, Button, PhoneInput, TextField, useErrorText } from '@storefront/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readLookupCookies } from './lookup-cookies';
import styles from './lookup-form.module.css';
import {
  type LookupErrors,
  type LookupField,
  type LookupFields,
  ORDER_DIGITS_MESSAGE,
  orderError,
  phoneError,
  validateLookup,
} from './lookup-schema';
import { type LookupFailure, useLookup } from './use-lookup';

export interface LookupFormProps {
  onFound(orderId: number): void;
}

const CHECKS: Record<LookupField, (value: string) => string | undefined> = {
  phone: phoneError,
  order_id: orderError,
};

function generalMessageKey(failure: LookupFailure | null) {
  if (failure?.kind === 'not-found') return 'tracking:lookupForm.notFound' as const;
  // 'too-many' (429) is said by the server-error modal (spec §8), not again at the form.
  if (failure?.kind === 'other') return 'common:errors.generic' as const;
  return null;
}

/**
 * Spec §2/§5: find an order's status by the phone it was made with and its number. Fields are checked
 * when left and on submit; a field showing an error is re-checked as it is corrected.
 */
export function LookupForm({ onFound }: LookupFormProps) {
  const { t } = useTranslation(['tracking', 'common']);
  const commonError = useErrorText();
  const titleId = useId();
  const masks = useLocationStore((state) => state.city?.phone_masks);
  const { lookup, failure, pending } = useLookup(onFound);
  const [values, setValues] = useState<LookupFields>(() => {
    const remembered = readLookupCookies();
    return { phone: formatPhone(remembered.phone, masks ?? []), order_id: remembered.orderId };
  });
  const [errors, setErrors] = useState<LookupErrors>({});
  const shown: LookupErrors = { ...errors, ...(failure?.kind === 'fields' ? failure.fields : {}) };
  const errorText = (message: string | undefined) =>
    message === ORDER_DIGITS_MESSAGE ? t('lookupForm.orderDigits') : commonError(message);

  const change = (field: LookupField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: CHECKS[field](value) }));
  };
  const leave = (field: LookupField, value: string) =>
    setErrors((current) => ({ ...current, [field]: CHECKS[field](value) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateLookup(values);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = checked.errors.phone ? testIds.tracking.lookupPhone : testIds.tracking.lookupOrder;
      event.currentTarget.querySelector<HTMLInputElement>(`[data-testid="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    void lookup(checked.request);
  };

  const general = generalMessageKey(failure);
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
      data-testid={testIds.tracking.lookupModal}
    >
      <h2 id={titleId} className={styles.title}>
        {t('lookup.title')}
      </h2>
      <p className={styles.lead}>{t('lookupForm.lead')}</p>
      <PhoneInput
        label={t('lookup.phone')}
        masks={masks ?? undefined}
        name="phone"
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => change('phone', event.currentTarget.value)}
        onBlur={(event) => leave('phone', event.currentTarget.value)}
        data-testid={testIds.tracking.lookupPhone}
        error={errorText(shown.phone)}
      />
      <TextField
        label={t('lookup.order')}
        name="order_id"
        required
        inputMode="numeric"
        autoComplete="off"
        value={values.order_id}
        // An order number is digits only: letters and signs never reach the field (spec §5).
        onChange={(event) => change('order_id', event.currentTarget.value.replace(/\D/g, ''))}
        onBlur={(event) => leave('order_id', event.currentTarget.value)}
        data-testid={testIds.tracking.lookupOrder}
        error={errorText(shown.order_id)}
      />
      {general && (
        <Alert tone={failure?.kind === 'not-found' ? 'warning' : 'error'} live="assertive">
          {t(general)}
        </Alert>
      )}
      <Button type="submit" loading={pending} data-testid={testIds.tracking.lookupSubmit}>
        {t('lookup.submit')}
      </Button>
    </form>
  );
}
