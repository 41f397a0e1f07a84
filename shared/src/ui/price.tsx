import { formatPrice } from '@storefront/shared/domain';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden';

export type PriceSize = 's' | 'm' | 'l' | 'xl';

export interface PriceProps {
  value: number;
  /** The price before the discount; shown struck through only when above `value`. */
  oldValue?: number | null;
  /** The city's currency sign (`city.prices.currency`). */
  currency?: string | null;
  /** Site setting `enable_fractional_prices`. */
  fractional?: boolean;
  size?: PriceSize;
  className?: string;
  'data-testid'?: string;
}

/**
 * A price as spec §9 formats it (formatPrice: Russian locale, the city's currency), in tabular
 * figures so prices line up. A discounted price comes first in the brand colour with the old one
 * struck through after it; screen readers hear which is which.
 */
export function Price({
  value,
  oldValue,
  currency,
  fractional,
  size = 'm',
  className,
  'data-testid': testId,
}: PriceProps) {
  const { t } = useTranslation('common');
  const format = (amount: number) => formatPrice(amount, { currency, fractional });
  const old = oldValue !== null && oldValue !== undefined && oldValue > value ? oldValue : null;
  const discounted = old !== null;

  return (
    <span className={cx(styles.price, styles[size], className)} data-testid={testId}>
      <span className={cx(styles.current, discounted && styles.discounted)}>
        {discounted && <VisuallyHidden>{`${t('ui.price.current')}: `}</VisuallyHidden>}
        {format(value)}
      </span>
      {old !== null && (
        <s className={styles.old}>
          <VisuallyHidden>{`${t('ui.price.old')}: `}</VisuallyHidden>
          {format(old)}
        </s>
      )}
    </span>
  );
}
