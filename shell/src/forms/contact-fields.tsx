// Name and phone, the two fields every site form asks for; the phone is masked by the city's masks.
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { PhoneInput, TextField, useErrorText } from '@storefront/shared/ui';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function ContactFields<T extends FieldValues & { name: string; phone: string }>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  const { t } = useTranslation('shell');
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
        error={errorText(errors.name?.message as string | undefined)}
        {...form.register('name' as Path<T>)}
      />
      <PhoneInput
        label={t('forms.phone')}
        masks={masks ?? undefined}
        data-testid={testIds.forms.phone}
        error={errorText(errors.phone?.message as string | undefined)}
        {...form.register('phone' as Path<T>)}
      />
    </>
  );
}
