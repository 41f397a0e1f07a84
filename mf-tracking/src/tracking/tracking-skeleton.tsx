import { Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './tracking-view.module.css';

/** The page's shape while the status loads: title, status bar with its icons, three product lines. */
export function TrackingSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.layout} aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <div className={styles.header}>
        <Skeleton width={120} height={20} />
        <Skeleton width={220} height={32} />
      </div>
      <div className={styles.main}>
        <Skeleton height={200} />
      </div>
      <div className={styles.side}>
        <Skeleton height={88} />
        <Skeleton height={88} />
        <Skeleton height={88} />
      </div>
    </div>
  );
}
