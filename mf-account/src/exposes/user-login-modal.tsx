import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface UserLoginModalProps {
  onClose(): void;
}

/** Walking-skeleton stand-in: the remote's real modal replaces it in its own issue. */
export default function UserLoginModal({ onClose }: UserLoginModalProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <section className={styles.page} data-testid={testIds.account.loginModal}>
      <h2 className={styles.title}>{t('login.title')}</h2>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
    </section>
  );
}
