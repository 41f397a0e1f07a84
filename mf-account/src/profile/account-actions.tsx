import { testIds } from '@storefront/shared/qa';
import { Button, useIsMobile } from '@storefront/shared/ui';
import { LogOut, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../session/use-sign-out';
import styles from './profile.module.css';

/**
 * Under the profile form: sign-out with a spinner on a phone (desktop has it in the header's profile
 * menu), and account removal behind a confirmation (spec §2). Either ends on the city's home page.
 */
export function AccountActions({ basePath }: { basePath: string }) {
  const { t } = useTranslation('account');
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { pending, signOut, removeAccount } = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  const leave = (done: boolean) => {
    if (done) navigate(basePath);
  };

  return (
    <div className={styles.accountActions}>
      {isMobile && (
        <Button
          variant="secondary"
          fullWidth
          loading={pending === 'logout'}
          onClick={() => void signOut().then(leave)}
          data-testid={testIds.account.logout}
        >
          <LogOut aria-hidden="true" size={18} />
          {t('profileForm.signOut')}
        </Button>
      )}
      {confirming ? (
        <fieldset className={styles.confirm} aria-labelledby={questionId}>
          <p id={questionId} className={styles.confirmText}>
            {t('profileForm.deleteQuestion')}
          </p>
          <div className={styles.confirmButtons}>
            <Button
              variant="primary"
              loading={pending === 'remove'}
              onClick={() => void removeAccount().then(leave)}
            >
              {t('profileForm.deleteYes')}
            </Button>
            <Button
              variant="secondary"
              autoFocus
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => trigger.current?.focus());
              }}
            >
              {t('profileForm.deleteNo')}
            </Button>
          </div>
        </fieldset>
      ) : (
        <button ref={trigger} type="button" className={styles.danger} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" size={16} />
          {t('profileForm.deleteAccount')}
        </button>
      )}
    </div>
  );
}
