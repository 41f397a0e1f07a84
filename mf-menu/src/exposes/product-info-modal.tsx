import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface ProductInfoModalProps {
  onClose(): void;
}

/** Walking-skeleton stand-in: the remote's real modal replaces it in its own issue. */
export default function ProductInfoModal({ onClose }: ProductInfoModalProps) {
  const { t } = useTranslation(['menu', 'common']);
  return (
    <section className={styles.page} data-testid={testIds.menu.productModal}>
      <h2 className={styles.title}>{t('productInfo.title')}</h2>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
    </section>
  );
}
