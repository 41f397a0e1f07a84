import { isApiError } from '@storefront/shared/api';
import type { CartPromocode } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { type Money, useCartActions } from '@storefront/shared/query';
import { Button, TextField, useErrorText } from '@storefront/shared/ui';
import { BadgePercent, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './promocode.module.css';

export interface PromocodeFormProps {
  promocode: CartPromocode | null;
  busy: boolean;
  money: Money;
}

/**
 * Spec §4: a promocode is applied from this field; once applied it is shown with a delete button and
 * the field is disabled until it is removed. Errors are the server's promocode field error (§8).
 */
export function PromocodeForm({ promocode, busy, money }: PromocodeFormProps) {
  const { t } = useTranslation('cart');
  const errorText = useErrorText();
  const actions = useCartActions();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract (zod) loads on the first submit, not with the side cart.
    const { promocodeSchema } = await import('@storefront/shared/contract');
    const parsed = promocodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(value.trim() ? t('promocode.invalid') : t('promocode.required'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await actions.applyPromocode(parsed.data);
      setValue('');
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(errorText(failure.field('promocode')) ?? t('promocode.invalid'));
    } finally {
      setSending(false);
    }
  };

  const remove = () => {
    setError(null);
    actions.forgetPromocode().catch((failure: unknown) => {
      if (isApiError(failure)) setError(failure.field('promocode') ?? failure.message);
    });
  };

  if (promocode) {
    return (
      <div className={styles.applied}>
        <div className={styles.row}>
          <TextField
            label={t('promocode.label')}
            value={promocode.code}
            disabled
            readOnly
            data-testid={testIds.cart.promocodeInput}
            className={styles.field}
            inputClassName={styles.input}
          />
          <Button
            variant="ghost"
            onClick={remove}
            loading={busy}
            aria-label={t('promocode.remove')}
            data-testid={testIds.cart.promocodeRemove}
            className={styles.button}
          >
            <X size={20} aria-hidden="true" focusable="false" />
          </Button>
        </div>
        <p className={styles.note} role="status">
          <BadgePercent size={16} aria-hidden="true" focusable="false" />
          {promocode.discount > 0
            ? `${t('promocode.applied')} · ${t('promocode.saving', { amount: money.format(promocode.discount) })}`
            : promocode.minimum_order > 0
              ? t('promocode.notYet', { amount: money.format(promocode.minimum_order) })
              : t('promocode.applied')}
        </p>
        {error && (
          <p className={styles.error} role="alert" data-testid={testIds.cart.promocodeError}>
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={styles.row} onSubmit={submit} noValidate>
      <TextField
        label={t('promocode.label')}
        placeholder={t('promocode.placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error ?? undefined}
        errorTestId={testIds.cart.promocodeError}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        data-testid={testIds.cart.promocodeInput}
        className={styles.field}
        inputClassName={styles.input}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={sending}
        disabled={busy && !sending}
        data-testid={testIds.cart.promocodeApply}
        className={styles.button}
      >
        {t('promocode.apply')}
      </Button>
    </form>
  );
}
