// Partner requests (spec §3/§5): a supplier names company and product category; a landlord names the
// premises and their area. One form serves both; only the schema, path and extra fields differ. Both
// ask for the city, prefilled with the current one.
import { FEEDBACK_PATHS, landlordRequestSchema, supplierRequestSchema } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { TextField, useErrorText } from '@storefront/shared/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ModalContentProps } from '../modals/registry';
import { ContactFields } from './contact-fields';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

type LabelKey = 'forms.company' | 'forms.productCategory' | 'forms.shop' | 'forms.square';

interface PartnerFormSpec<S extends z.ZodObject> {
  schema: S;
  path: string;
  title: 'modals.ProviderPartnerModal' | 'modals.RentPartnerModal';
  /** The fields beyond name, phone, e-mail and city, in order. */
  fields: { name: string; label: LabelKey; autoComplete?: string; inputMode?: 'decimal' }[];
}

function PartnerForm<S extends z.ZodObject>({
  spec,
  onClose,
}: {
  spec: PartnerFormSpec<S>;
  onClose(): void;
}) {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const cityName = useLocationStore((state) => state.city?.name ?? '');
  const defaults = Object.fromEntries([
    ['name', ''],
    ['phone', ''],
    ['email', ''],
    ['city_name', cityName],
    ...spec.fields.map((field) => [field.name, '']),
  ]);
  const { form, submit, sent, failure } = useSiteForm(spec.schema, spec.path, defaults as never);
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const field = (name: string) => name as Path<z.input<S> & FieldValues>;

  return (
    <SiteForm
      title={t(spec.title)}
      sent={sent}
      thanks={t('forms.thanks.partner')}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <ContactFields form={form as never} />
      <TextField
        label={t('forms.emailOptional')}
        type="email"
        autoComplete="email"
        data-testid={testIds.forms.email}
        error={errorText(errors.email?.message)}
        {...form.register(field('email'))}
      />
      <TextField
        label={t('forms.cityName')}
        required
        error={errorText(errors.city_name?.message)}
        {...form.register(field('city_name'))}
      />
      {spec.fields.map((extra) => {
        const registered = form.register(field(extra.name));
        return (
          <TextField
            key={extra.name}
            label={t(extra.label)}
            required
            autoComplete={extra.autoComplete}
            inputMode={extra.inputMode}
            error={errorText(errors[extra.name]?.message)}
            {...registered}
            onChange={(event) => {
              // A number field takes digits and one decimal point only: letters never reach it.
              if (extra.inputMode === 'decimal') event.target.value = decimalInput(event.target.value);
              return registered.onChange(event);
            }}
          />
        );
      })}
    </SiteForm>
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

const SUPPLIER: PartnerFormSpec<typeof supplierRequestSchema> = {
  schema: supplierRequestSchema,
  path: FEEDBACK_PATHS.supplier,
  title: 'modals.ProviderPartnerModal',
  fields: [
    { name: 'company', label: 'forms.company', autoComplete: 'organization' },
    { name: 'product_category', label: 'forms.productCategory' },
  ],
};

const LANDLORD: PartnerFormSpec<typeof landlordRequestSchema> = {
  schema: landlordRequestSchema,
  path: FEEDBACK_PATHS.landlord,
  title: 'modals.RentPartnerModal',
  fields: [
    { name: 'shop', label: 'forms.shop' },
    { name: 'square', label: 'forms.square', inputMode: 'decimal' },
  ],
};

export function ProviderPartnerModal({ onClose }: ModalContentProps) {
  return <PartnerForm spec={SUPPLIER} onClose={onClose} />;
}

export function RentPartnerModal({ onClose }: ModalContentProps) {
  return <PartnerForm spec={LANDLORD} onClose={onClose} />;
}

export default ProviderPartnerModal;
