// Partner requests (spec §3/§5): a supplier names company and product category; a landlord names the
// premises and their area. Both share one frame; each adds its own fields. Both
// ask for the city, prefilled with the current one.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/forms';
import { FEEDBACK_PATHS, landlordRequestSchema, supplierRequestSchema } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { TextField, useErrorText } from '@storefront/shared/ui';
import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../modals/modal-content-props';
import { ContactFields, type ContactValues } from './contact-fields';
import { SiteForm } from './site-form';
import { type SiteFormCaptcha, useSiteForm } from './use-site-form';

/** What both partner forms hold besides their own fields. */
interface PartnerValues extends ContactValues {
  email?: string | undefined;
  city_name: string;
}

interface PartnerFormProps {
  title: 'modals.ProviderPartnerModal' | 'modals.RentPartnerModal';
  site: {
    form: Pick<UseFormReturn<PartnerValues>, 'register' | 'formState'>;
    submit(event: FormEvent<HTMLFormElement>): Promise<void>;
    sent: boolean;
    failure: string | null;
    captcha: SiteFormCaptcha | null;
  };
  onClose(): void;
  /** The fields beyond name, phone, e-mail and city, in order. */
  children: ReactNode;
}

function PartnerForm({
  title,
  site: { form, submit, sent, failure, captcha },
  onClose,
  children,
}: PartnerFormProps) {
  const { t } = useTranslation(['shell-forms', 'shell']);
  const errorText = useErrorText();
  const { errors } = form.formState;
  return (
    <SiteForm
      title={t(`shell:${title}`)}
      sent={sent}
      thanks={t('forms.thanks.partner')}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      captcha={captcha}
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
      {children}
    </SiteForm>
  );
}

function ExtraField({
  label,
  registered,
  error,
  autoComplete,
  decimal = false,
}: {
  label: 'forms.company' | 'forms.productCategory' | 'forms.shop' | 'forms.square';
  registered: UseFormRegisterReturn;
  error: string | undefined;
  autoComplete?: string;
  decimal?: boolean;
}) {
  const { t } = useTranslation('shell-forms');
  const errorText = useErrorText();
  return (
    <TextField
      label={t(label)}
      required
      autoComplete={autoComplete}
      inputMode={decimal ? 'decimal' : undefined}
      error={errorText(error)}
      {...registered}
      onChange={(event) => {
        // A number field takes digits and one decimal point only: letters never reach it.
        if (decimal) event.target.value = decimalInput(event.target.value);
        return registered.onChange(event);
      }}
    />
  );
}

/** What a decimal field keeps of the typing: digits and the first decimal point (a comma reads as one). */
export function decimalInput(value: string): string {
  const [whole = '', ...rest] = value
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return rest.length > 0 ? `${whole}.${rest.join('')}` : whole;
}

const useCityName = () => useLocationStore((state) => state.city?.name ?? '');

export function ProviderPartnerModal({ onClose }: ModalContentProps) {
  const city_name = useCityName();
  const site = useSiteForm(supplierRequestSchema, FEEDBACK_PATHS.supplier, {
    name: '',
    phone: '',
    email: '',
    city_name,
    company: '',
    product_category: '',
  });
  const { register, formState } = site.form;
  return (
    <PartnerForm title="modals.ProviderPartnerModal" site={site} onClose={onClose}>
      <ExtraField
        label="forms.company"
        autoComplete="organization"
        registered={register('company')}
        error={formState.errors.company?.message}
      />
      <ExtraField
        label="forms.productCategory"
        registered={register('product_category')}
        error={formState.errors.product_category?.message}
      />
    </PartnerForm>
  );
}

export function RentPartnerModal({ onClose }: ModalContentProps) {
  const city_name = useCityName();
  const site = useSiteForm(landlordRequestSchema, FEEDBACK_PATHS.landlord, {
    name: '',
    phone: '',
    email: '',
    city_name,
    shop: '',
    square: '',
  });
  const { register, formState } = site.form;
  return (
    <PartnerForm title="modals.RentPartnerModal" site={site} onClose={onClose}>
      <ExtraField label="forms.shop" registered={register('shop')} error={formState.errors.shop?.message} />
      <ExtraField
        label="forms.square"
        decimal
        registered={register('square')}
        error={formState.errors.square?.message}
      />
    </PartnerForm>
  );
}

export default ProviderPartnerModal;
