import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface PromoModalProps {
  onClose(): void;
}

/** Walking-skeleton stand-in: the remote's real modal replaces it in its own issue. */
export default function PromoModal({ onClose }: PromoModalProps) {
  const { t } = useTranslation(['menu', 'common']);
  return (
    <section className={styles.page}>
      <h2 className={styles.title}>{t('promo.title')}</h2>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
    </section>
  );
}
