// The frame of a site form: its fields, the privacy agreement that gates the send button (spec §5),
// a general error, and the thanks step after a 200 (spec §4).

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/forms';
import { testIds } from '@storefront/shared/qa';
import { Alert, Button } from '@storefront/shared/ui';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyConsent } from './privacy-consent';
import styles from './site-form.module.css';
import { SiteFormCaptchaWidget } from './site-form-captcha';
import type { SiteFormCaptcha } from './use-site-form';

interface SiteFormProps {
  title: string;
  lead?: string;
  sent: boolean;
  thanks: string;
  failure: string | null;
  submitting: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  /** The captcha widget, when the deployment checks the site forms with one. */
  captcha?: SiteFormCaptcha | null;
  children: ReactNode;
}

export function SiteForm({
  title,
  lead,
  sent,
  thanks,
  failure,
  submitting,
  onSubmit,
  onClose,
  captcha,
  children,
}: SiteFormProps) {
  const { t } = useTranslation(['shell-forms', 'common']);
  const [agreed, setAgreed] = useState(false);

  if (sent) {
    return (
      <section className={styles.thanks} data-testid={testIds.forms.thanks} role="status">
        <CheckCircle2 aria-hidden="true" size={48} className={styles.check} />
        <h2 className={styles.title}>{t('forms.thanksTitle')}</h2>
        <p>{thanks}</p>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </section>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.title}>{title}</h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
      <PrivacyConsent agreed={agreed} onChange={setAgreed} />
      <SiteFormCaptchaWidget captcha={captcha} />
      {failure && (
        <Alert tone="error" live="assertive">
          {failure}
        </Alert>
      )}
      <Button type="submit" disabled={!agreed} loading={submitting} data-testid={testIds.forms.submit}>
        {t('forms.submit')}
      </Button>
    </form>
  );
}
