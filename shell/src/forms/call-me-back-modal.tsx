// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/forms';
import { callMeBackRequestSchema, FEEDBACK_PATHS } from '@storefront/shared/contract';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../modals/modal-content-props';
import { ContactFields } from './contact-fields';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/** Call-me-back (spec §5): name and phone, privacy agreement. */
export default function CallMeBackModal({ onClose }: ModalContentProps) {
  const { t } = useTranslation(['shell-forms', 'shell']);
  const { form, submit, sent, failure, captcha } = useSiteForm(
    callMeBackRequestSchema,
    FEEDBACK_PATHS.callMeBack,
    {
      name: '',
      phone: '',
    },
  );
  return (
    <SiteForm
      title={t('shell:modals.CallMeBackModal')}
      sent={sent}
      thanks={t('forms.thanks.callMeBack')}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      captcha={captcha}
    >
      <ContactFields form={form} />
    </SiteForm>
  );
}
