import { testIds } from '@storefront/shared/qa';
import type { Money } from '@storefront/shared/query';
import { useTranslation } from 'react-i18next';
import styles from './summary.module.css';

export interface MinOrderMessageProps {
  /** subtotal + packages */
  orderAmount: number;
  minimum: number;
  remaining: number;
  money: Money;
}

/** Spec §5: a delivery below the zone minimum says how much is still missing, with a progress bar. */
export function MinOrderMessage({ orderAmount, minimum, remaining, money }: MinOrderMessageProps) {
  const { t } = useTranslation('cart');
  const progress = minimum > 0 ? Math.min(100, Math.round((orderAmount / minimum) * 100)) : 100;
  return (
    <div className={styles.minOrder} data-testid={testIds.cart.minOrderMessage} role="status">
      <p className={styles.minOrderText}>
        {t('minOrder.message', { minimum: money.format(minimum), remaining: money.format(remaining) })}
      </p>
      <div className={styles.progress} aria-hidden="true">
        <span className={styles.progressBar} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
