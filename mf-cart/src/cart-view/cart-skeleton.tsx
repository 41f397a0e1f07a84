import { Skeleton } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './cart-view.module.css';

/** The cart while it loads: a title, three lines and the order button, in their places. */
export function CartSkeleton({ className }: { className: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={className} aria-busy="true" aria-label={t('loading')}>
      <div className={styles.main}>
        <Skeleton variant="text" width={140} height={28} />
        {[0, 1, 2].map((row) => (
          <div key={row} className={styles.skeletonLine}>
            <Skeleton width={64} height={64} />
            <Skeleton variant="text" lines={2} />
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <Skeleton variant="text" lines={3} />
        <Skeleton height={56} />
      </div>
    </section>
  );
}
