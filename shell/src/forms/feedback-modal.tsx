// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/forms';
import { FEEDBACK_PATHS, feedbackQuestionRequestSchema } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { TextArea, TextField, useErrorText } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../modals/modal-content-props';
import { ContactFields } from './contact-fields';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/** Ask a question (spec §5): name, phone, e-mail and the question are required. */
export default function FeedbackModal({ onClose }: ModalContentProps) {
  const { t } = useTranslation(['shell-forms', 'shell']);
  const errorText = useErrorText();
  const { form, submit, sent, failure, captcha } = useSiteForm(
    feedbackQuestionRequestSchema,
    FEEDBACK_PATHS.question,
    {
      name: '',
      phone: '',
      email: '',
      message: '',
    },
  );
  const { errors } = form.formState;
  return (
    <SiteForm
      title={t('shell:modals.FeedbackModal')}
      sent={sent}
      thanks={t('forms.thanks.question')}
      failure={failure}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      captcha={captcha}
    >
      <ContactFields form={form} />
      <TextField
        label={t('forms.email')}
        type="email"
        required
        autoComplete="email"
        data-testid={testIds.forms.email}
        error={errorText(errors.email?.message)}
        {...form.register('email')}
      />
      <TextArea
        label={t('forms.message')}
        required
        rows={4}
        data-testid={testIds.forms.message}
        error={errorText(errors.message?.message)}
        {...form.register('message')}
      />
    </SiteForm>
  );
}
