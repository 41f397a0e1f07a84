import { formatPhone, type PhoneMaskRule } from '@storefront/shared/domain';
import { PhoneInput } from '@storefront/shared/phone-input';
import { testIds } from '@storefront/shared/qa';
import { useSettings } from '@storefront/shared/query';
import { useLocationStore, useSessionStore } from '@storefront/shared/stores';
import { TextField, useErrorText } from '@storefront/shared/ui';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './checkout-form.module.css';
import type { CheckoutValues } from './checkout-schema';

/**
 * Contacts (spec §2): the name, and the phone masked by the city's masks — or, when sign-in is on and
 * the customer is signed in, the phone of the session, shown and not asked.
 */
export function ContactFields({
  phoneFromLogin,
  onPhoneMask,
}: {
  phoneFromLogin: boolean;
  onPhoneMask(mask: PhoneMaskRule): void;
}) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const { register, formState } = useFormContext<CheckoutValues>();
  const { errors } = formState;
  const city = useLocationStore((state) => state.city);
  const user = useSessionStore((state) => state.user);
  const countryCode = useSettings().data?.country_code;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.contacts')}</legend>
      <TextField
        label={t('form.name')}
        required
        autoComplete="name"
        error={errorText(errors.username?.message)}
        data-testid={testIds.checkout.name}
        {...register('username')}
      />
      {phoneFromLogin && user ? (
        <p className={styles.muted}>
          {t('form.phoneFromLogin', { phone: formatPhone(user.phone, city?.phone_masks ?? []) })}
        </p>
      ) : (
        <PhoneInput
          label={t('form.phone')}
          required
          masks={city?.phone_masks}
          countryCode={countryCode}
          onPhoneChange={(phone) => onPhoneMask(phone.mask)}
          onMaskChange={onPhoneMask}
          error={errorText(errors.phone?.message)}
          data-testid={testIds.checkout.phone}
          {...register('phone')}
        />
      )}
    </fieldset>
  );
}
