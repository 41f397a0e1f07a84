import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhone } from '@storefront/shared/domain';
import { PhoneInput } from '@storefront/shared/phone-input';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { Alert, Button, TextField, useErrorText } from '@storefront/shared/ui';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readLookupCookies } from './lookup-cookies';
import styles from './lookup-form.module.css';
import {
  type LookupFields,
  type LookupRequest,
  lookupFormSchema,
  ORDER_DIGITS_MESSAGE,
} from './lookup-schema';
import { type LookupFailure, useLookup } from './use-lookup';

export interface LookupFormProps {
  onFound(orderId: number): void;
}

function generalMessageKey(failure: LookupFailure | null) {
  if (failure?.kind === 'not-found') return 'tracking:lookupForm.notFound' as const;
  // 'too-many' (429) is said by the server-error modal (spec §8), not again at the form.
  if (failure?.kind === 'other') return 'common:errors.generic' as const;
  return null;
}

/** An order number is digits only: letters and signs never reach the field (spec §5). */
const digitsOnly = (value: string) => value.replace(/\D/g, '');

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
  const [remembered] = useState<LookupFields>(() => {
    const last = readLookupCookies();
    return { phone: formatPhone(last.phone, masks ?? []), order_id: last.orderId };
  });
  const form = useForm<LookupFields, unknown, LookupRequest>({
    resolver: zodResolver(lookupFormSchema),
    mode: 'onTouched',
    defaultValues: remembered,
  });
  const { errors } = form.formState;

  // The server's word on a field is shown under it.
  useEffect(() => {
    if (failure?.kind !== 'fields') return;
    for (const field of ['phone', 'order_id'] as const) {
      const message = failure.fields[field];
      if (message) form.setError(field, { message });
    }
  }, [failure, form]);

  const errorText = (message: string | undefined) =>
    message === ORDER_DIGITS_MESSAGE ? t('lookupForm.orderDigits') : commonError(message);

  const submit = form.handleSubmit((request) => {
    if (!pending) void lookup(request);
  });
  const order = form.register('order_id', {
    setValueAs: (value: string) => digitsOnly(value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = digitsOnly(event.target.value);
      if (digits !== event.target.value) event.target.value = digits;
    },
  });

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
        autoComplete="tel"
        data-testid={testIds.tracking.lookupPhone}
        error={errorText(errors.phone?.message)}
        {...form.register('phone')}
      />
      <TextField
        label={t('lookup.order')}
        required
        inputMode="numeric"
        autoComplete="off"
        data-testid={testIds.tracking.lookupOrder}
        error={errorText(errors.order_id?.message)}
        {...order}
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
