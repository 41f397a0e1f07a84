import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, SERVER_ERROR_STATUSES, userApi } from '@storefront/shared/api';
import type { User } from '@storefront/shared/contract';
import { FLASH_MS, formatPhone } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { queryKeys } from '@storefront/shared/query';
import { sessionStore, useLocationStore } from '@storefront/shared/stores';
import { Alert, Button, Checkbox, Select, TextField, useErrorText } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toSessionUser } from '../session/session-user';
import { AccountActions } from './account-actions';
import { birthdayBounds, formatBirthday } from './birthday';
import { BirthdayPicker } from './birthday-picker';
import styles from './profile.module.css';
import {
  BIRTHDAY_RANGE_ERROR,
  BIRTHDAY_TYPING_ERROR,
  formValuesOf,
  PROFILE_ERROR_FIELDS,
  type ProfileFormValues,
  profileFormSchema,
  updateRequestOf,
} from './profile-form-values';

/**
 * The profile tab (spec §2, §5): phone read-only; name required; sex; birthday within 120 years;
 * e-mail; news and paper-receipt checkboxes. Save shows a spinner, then a success message above the
 * form; server errors land under their fields.
 */
export function ProfileForm({ user, basePath }: { user: User; basePath: string }) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const client = useQueryClient();
  const city = useLocationStore((state) => state.city);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const bounds = useMemo(() => birthdayBounds(), []);

  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(user),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    setPhoneError(undefined);
    try {
      const updated = await userApi.update(updateRequestOf(values, city?.id ?? null), { silent: [404] });
      client.setQueryData(queryKeys.user.profile, updated);
      sessionStore.getState().setUser(toSessionUser(updated));
      form.reset(formValuesOf(updated));
      setSaved(true);
    } catch (error) {
      if (!isApiError(error)) throw error;
      let placed = false;
      for (const field of PROFILE_ERROR_FIELDS) {
        const message = error.field(field);
        if (!message) continue;
        placed = true;
        if (field === 'phone') setPhoneError(message);
        else form.setError(field, { message });
      }
      // Spec §8: a 429 or 500 is said in the server-error modal, which the API client has opened (a 404
      // is this form's own, see `silent`); the same words above the button would say it twice.
      const inModal = error.status !== 404 && SERVER_ERROR_STATUSES.includes(error.status);
      if (!placed && !inModal) setFailure(error.message);
    }
  });

  const birthdayError =
    errors.birthday?.message === BIRTHDAY_TYPING_ERROR
      ? undefined // the picker shows why it refused the typing
      : errors.birthday?.message === BIRTHDAY_RANGE_ERROR
        ? t('profileForm.birthdayHint', {
            min: formatBirthday(bounds.min),
            max: formatBirthday(bounds.max),
          })
        : errorText(errors.birthday?.message);

  return (
    <div className={styles.tab}>
      <form className={styles.form} noValidate onSubmit={submit}>
        {saved && (
          <Alert tone="success" live="polite">
            {t('profileForm.saved')}
          </Alert>
        )}
        <TextField
          label={t('profileForm.phone')}
          value={formatPhone(user.phone, city?.phone_masks ?? [])}
          readOnly
          required
          type="tel"
          error={phoneError}
        />
        <TextField
          label={t('profileForm.name')}
          required
          autoComplete="name"
          data-testid={testIds.account.profileName}
          error={errorText(errors.name?.message)}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="sex"
          render={({ field }) => (
            <Select
              label={t('profileForm.sex')}
              options={[
                { value: '', label: t('profileSex.notSpecified') },
                { value: 'male', label: t('profileForm.male') },
                { value: 'female', label: t('profileForm.female') },
              ]}
              error={errorText(errors.sex?.message)}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="birthday"
          render={({ field }) => (
            <BirthdayPicker
              label={t('profileForm.birthday')}
              hint={t('profileForm.birthdayHint', {
                min: formatBirthday(bounds.min),
                max: formatBirthday(bounds.max),
              })}
              min={bounds.min}
              max={bounds.max}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={birthdayError}
            />
          )}
        />
        <TextField
          label={t('profileForm.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errorText(errors.email?.message)}
          {...form.register('email')}
        />
        <div className={styles.checks}>
          <Checkbox label={t('profileForm.subscribed')} {...form.register('is_subscribed')} />
          <Checkbox label={t('profileForm.paperless')} {...form.register('is_print_fiscal_receipt')} />
        </div>
        {failure && (
          <Alert tone="error" live="assertive">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="l" loading={isSubmitting} data-testid={testIds.account.profileSave}>
          {t('profileForm.save')}
        </Button>
      </form>
      <AccountActions basePath={basePath} />
    </div>
  );
}
