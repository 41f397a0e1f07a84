import { Skeleton } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { SKELETON_CARDS_PER_SECTION, SKELETON_GROUP_SECTIONS } from '../domain/constants';
import groupStyles from './group-section.module.css';
import styles from './menu-skeleton.module.css';

/**
 * A product card's shape while the menu loads. `column`: a carousel's card (picture on top at every
 * width), as tall as the card that replaces it, so nothing below moves when the menu arrives.
 */
export function CardSkeleton({ layout = 'auto' }: { layout?: 'auto' | 'column' }) {
  if (layout === 'column') {
    return (
      <div className={styles.column} aria-hidden="true">
        <Skeleton className={styles.columnImage} height="auto" />
        <div className={styles.columnText}>
          <Skeleton variant="text" lines={2} height={16} />
          <Skeleton variant="text" lines={2} height={14} />
        </div>
        <div className={styles.columnFooter}>
          <Skeleton variant="text" width={64} height={24} />
          <Skeleton height={44} className={styles.button} />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.image} height="auto" />
      <div className={styles.text}>
        <Skeleton variant="text" width="70%" height={18} />
        <Skeleton variant="text" lines={2} height={14} />
        <div className={styles.footer}>
          <Skeleton variant="text" width={64} height={20} />
          <Skeleton width={104} height={36} className={styles.button} />
        </div>
      </div>
    </div>
  );
}

/** Spec §2/§9: three sections of eight cards while the menu loads. */
export function MenuSkeleton() {
  const { t } = useTranslation('menu');
  return (
    <div role="status" aria-busy="true" aria-label={t('catalog.loading')}>
      {Array.from({ length: SKELETON_GROUP_SECTIONS }, (_, section) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={section} className={groupStyles.section}>
          <Skeleton variant="text" width={180} height={28} className={styles.title} />
          <ul className={groupStyles.grid}>
            {Array.from({ length: SKELETON_CARDS_PER_SECTION }, (_, card) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
              <li key={card} className={groupStyles.item}>
                <CardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
