// Partner requests (spec §3/§5): a supplier names company and product category; a landlord names the
// premises and their area. Both ask for the city, prefilled with the current one.
import { FEEDBACK_PATHS, landlordRequestSchema, supplierRequestSchema } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { TextField, useErrorText } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../modals/registry';
import { ContactFields } from './contact-fields';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

export function ProviderPartnerModal({ onClose }: ModalContentProps) {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const cityName = useLocationStore((state) => state.city?.name ?? '');
  const { form, submit, sent, failure } = useSiteForm(supplierRequestSchema, FEEDBACK_PATHS.supplier, {
    name: '',
    phone: '',
    email: '',
    city_name: cityName,
    company: '',
    product_category: '',
  });
  const { errors } = form.formState;
  return (
    <SiteForm
      title={t('modals.ProviderPartnerModal')}
      sent={sent}
      thanks={t('forms.thanks.partner')}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <ContactFields form={form} />
      <TextField
        label={t('forms.emailOptional')}
        type="email"
        autoComplete="email"
        data-testid={testIds.forms.email}
        error={errorText(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('forms.cityName')}
        required
        error={errorText(errors.city_name?.message)}
        {...form.register('city_name')}
      />
      <TextField
        label={t('forms.company')}
        required
        autoComplete="organization"
        error={errorText(errors.company?.message)}
        {...form.register('company')}
      />
      <TextField
        label={t('forms.productCategory')}
        required
        error={errorText(errors.product_category?.message)}
        {...form.register('product_category')}
      />
    </SiteForm>
  );
}

export function RentPartnerModal({ onClose }: ModalContentProps) {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const cityName = useLocationStore((state) => state.city?.name ?? '');
  const { form, submit, sent, failure } = useSiteForm(landlordRequestSchema, FEEDBACK_PATHS.landlord, {
    name: '',
    phone: '',
    email: '',
    city_name: cityName,
    shop: '',
    square: '',
  });
  const { errors } = form.formState;
  return (
    <SiteForm
      title={t('modals.RentPartnerModal')}
      sent={sent}
      thanks={t('forms.thanks.partner')}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <ContactFields form={form} />
      <TextField
        label={t('forms.emailOptional')}
        type="email"
        autoComplete="email"
        data-testid={testIds.forms.email}
        error={errorText(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('forms.cityName')}
        required
        error={errorText(errors.city_name?.message)}
        {...form.register('city_name')}
      />
      <TextField
        label={t('forms.shop')}
        required
        error={errorText(errors.shop?.message)}
        {...form.register('shop')}
      />
      <TextField
        label={t('forms.square')}
        required
        inputMode="decimal"
        error={errorText(errors.square?.message)}
        {...form.register('square')}
      />
    </SiteForm>
  );
}

export default ProviderPartnerModal;
