import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface MarketingBannerModalProps {
  onClose(): void;
}

/** Walking-skeleton stand-in: the remote's real modal replaces it in its own issue. */
export default function MarketingBannerModal({ onClose }: MarketingBannerModalProps) {
  const { t } = useTranslation(['menu', 'common']);
  return (
    <section className={styles.page} data-testid={testIds.menu.bannerModal}>
      <h2 className={styles.title}>{t('banner.title')}</h2>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
    </section>
  );
}
