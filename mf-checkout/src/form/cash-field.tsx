import { testIds } from '@storefront/shared/qa';
import { useCart, useMoney, useSettings } from '@storefront/shared/query';
import { TextField, useErrorText } from '@storefront/shared/ui';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { banknoteOptions, cashInput } from '../domain/checkout';
import styles from './checkout-form.module.css';
import { CASH_SHORT, type CheckoutValues } from './checkout-schema';

/** Change from cash (spec §5): digits only, and a button for each banknote above the order's total. */
export function CashField() {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const money = useMoney();
  const total = useCart().data?.prices.total ?? 0;
  const banknotes = useSettings().data?.banknotes;
  const { register, setValue, watch, formState } = useFormContext<CheckoutValues>();
  const cash = watch('cash');
  const message = formState.errors.cash?.message;
  const notes = banknotes ? banknoteOptions(banknotes, total) : [];
  const pick = (value: string) =>
    setValue('cash', value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const field = register('cash', {
    // What is typed is digits only, within the field's range.
    setValueAs: (value: string) => cashInput(value),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const cleaned = cashInput(event.target.value);
      if (cleaned !== event.target.value) event.target.value = cleaned;
    },
  });

  return (
    <div className={styles.cash}>
      <TextField
        label={t('form.cash')}
        inputMode="numeric"
        error={message === CASH_SHORT ? t(CASH_SHORT) : errorText(message)}
        hint={t('form.cashHint')}
        data-testid={testIds.checkout.cashInput}
        {...field}
      />
      {notes.length > 0 && (
        <div className={styles.chips}>
          {notes.map((note) => (
            <button
              key={note}
              type="button"
              className={styles.chip}
              aria-pressed={cash === String(note)}
              data-testid={testIds.checkout.banknote(note)}
              onClick={() => pick(String(note))}
            >
              {money.format(note)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
