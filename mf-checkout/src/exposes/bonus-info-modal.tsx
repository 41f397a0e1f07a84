import '../i18n';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface BonusInfoModalProps {
  onClose(): void;
}

/** BonusInfoModal: how bonuses are spent (spec §1, §5 write-off rule). */
export default function BonusInfoModal({ onClose }: BonusInfoModalProps) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <section className={styles.page}>
      <h2 className={styles.title}>{t('bonusInfo.title')}</h2>
      <p className={styles.lead}>{t('result.bonusRule')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
    </section>
  );
}
