import type { OrderRead } from '@storefront/shared/contract';
import { LineImage, Price } from '@storefront/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './product-list.module.css';

export interface ProductListProps {
  order: OrderRead;
  /** The city's currency sign (the order answers its currency code). */
  currency: string;
  /** Site setting enable_fractional_prices. */
  fractional: boolean;
}

/** Spec §2: the order's products with image, name, count (pcs) and modifiers, and what it cost. */
export function ProductList({ order, currency, fractional }: ProductListProps) {
  const { t } = useTranslation(['tracking', 'common']);
  const headingId = useId();
  const { products, prices } = order.cart;
  const money = { currency, fractional };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('trackingView.products')}
      </h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.key} className={styles.line}>
            <LineImage image={product.images?.small ?? null} />
            <div className={styles.info}>
              <p className={styles.name}>{product.name}</p>
              {product.modifiers.length > 0 && (
                <p className={styles.modifiers}>
                  {product.modifiers
                    .map((modifier) =>
                      modifier.count > 1 ? `${modifier.name} ×${modifier.count}` : modifier.name,
                    )
                    .join(' · ')}
                </p>
              )}
              <p className={styles.count}>{t('common:units.pieces', { count: product.count })}</p>
            </div>
            <Price value={product.total} {...money} className={styles.price} />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {/* Every charge and deduction between the lines and the total, so that they add up. */}
        {(
          [
            ['packages', prices.packages, t('orderPrices.packages')],
            ['delivery', prices.delivery, t('trackingView.deliveryPrice')],
            ['discount', -prices.discount, t('orderPrices.discount')],
            ['bonuses', -prices.bonuses, t('orderPrices.bonuses')],
          ] as const
        )
          .filter(([, amount]) => amount !== 0)
          .map(([key, amount, label]) => (
            <div key={key} className={styles.row}>
              <dt>{label}</dt>
              <dd>
                <Price value={amount} {...money} />
              </dd>
            </div>
          ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('trackingView.total')}</dt>
          <dd>
            <Price value={prices.total} {...money} size="l" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
