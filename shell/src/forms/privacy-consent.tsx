// The privacy agreement every form that collects a phone carries (spec §5): a required checkbox with
// its star and the policy link; the form's send button waits for it.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/forms';
import { testIds } from '@storefront/shared/qa';
import { Checkbox } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './site-form.module.css';

export function PrivacyConsent({ agreed, onChange }: { agreed: boolean; onChange(agreed: boolean): void }) {
  const { t } = useTranslation('shell-forms');
  return (
    <div className={styles.privacy}>
      <Checkbox
        label={t('forms.privacy')}
        // Required (spec §5: the send button waits for it): the star says so before a press.
        required
        checked={agreed}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testIds.forms.privacy}
      />
      <Link to="/privacy-policy" target="_blank" className={styles.policy}>
        {t('forms.privacyLink')}
      </Link>
    </div>
  );
}
