// Name and phone, the two fields every site form asks for; the phone is masked by the city's masks.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/forms';
import { PhoneInput } from '@storefront/shared/phone-input';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { TextField, useErrorText } from '@storefront/shared/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What every site form's fields hold at least. */
export interface ContactValues {
  name: string;
  phone: string;
}

export function ContactFields({
  form,
}: {
  form: Pick<UseFormReturn<ContactValues>, 'register' | 'formState'>;
}) {
  const { t } = useTranslation('shell-forms');
  const errorText = useErrorText();
  const masks = useLocationStore((state) => state.city?.phone_masks);
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('forms.name')}
        required
        autoComplete="name"
        data-testid={testIds.forms.name}
        error={errorText(errors.name?.message)}
        {...form.register('name')}
      />
      <PhoneInput
        label={t('forms.phone')}
        masks={masks ?? undefined}
        data-testid={testIds.forms.phone}
        error={errorText(errors.phone?.message)}
        {...form.register('phone')}
      />
    </>
  );
}
