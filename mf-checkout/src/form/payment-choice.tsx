import type { PaymentType, PaymentTypeAlias } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { Skeleton, TextField, useErrorText } from '@storefront/shared/ui';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CashField } from './cash-field';
import styles from './checkout-form.module.css';
import type { CheckoutValues } from './checkout-schema';

/** Payment (spec §2, §4): the city's types (the first by default), change from cash, the receipt e-mail. */
export function PaymentChoice({
  types,
  chosen,
  pending,
}: {
  types: readonly PaymentType[];
  chosen: PaymentTypeAlias | null;
  pending: boolean;
}) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const { register, setValue, clearErrors, formState } = useFormContext<CheckoutValues>();
  const typeError = formState.errors.payment_type?.message;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.payment')}</legend>
      {pending && <Skeleton variant="text" lines={2} />}
      <div className={styles.types}>
        {types.map((type) => (
          <label
            key={type.alias}
            className={styles.type}
            data-testid={testIds.checkout.paymentType(type.alias)}
          >
            <input
              type="radio"
              name="payment_type"
              value={type.alias}
              checked={type.alias === chosen}
              onChange={() => {
                setValue('payment_type', type.alias);
                clearErrors(['payment_type', 'cash']);
              }}
            />
            <span>{type.name}</span>
          </label>
        ))}
      </div>
      {typeError && (
        <p className={styles.error} data-field-error="">
          {errorText(typeError)}
        </p>
      )}
      {chosen === 'cash' && <CashField />}
      <TextField
        label={t('form.receiptEmail')}
        type="email"
        autoComplete="email"
        error={errorText(formState.errors.email?.message)}
        data-testid={testIds.checkout.receiptEmail}
        {...register('email')}
      />
    </fieldset>
  );
}
