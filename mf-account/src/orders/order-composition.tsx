import type { OrderSummary } from '@storefront/shared/contract';
import { useMoney } from '@storefront/shared/query';
import { Skeleton, stackListClass } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';
import { useOrderDetail } from './use-orders';

/**
 * An order's lines (spec §2): name, pieces, modifiers, line price; packaging and delivery if charged,
 * discount and bonuses if taken off; the total.
 */
export function OrderComposition({ order, id }: { order: OrderSummary; id: string }) {
  const { t } = useTranslation(['account', 'common']);
  const money = useMoney();
  const detail = useOrderDetail(order.order_id, true);
  const prices = detail.data?.cart.prices ?? order.prices;

  return (
    <div id={id} className={styles.composition}>
      {detail.isPending ? (
        <Skeleton height={72} />
      ) : (
        <ul className={stackListClass}>
          {(detail.data?.cart.products ?? []).map((line) => (
            <li key={line.key} className={styles.line}>
              <span className={styles.lineName}>
                {line.name}
                {line.modifiers.length > 0 && (
                  <span className={styles.modifiers}>
                    {line.modifiers
                      .map((modifier) =>
                        modifier.count > 1 ? `${modifier.name} × ${modifier.count}` : modifier.name,
                      )
                      .join(', ')}
                  </span>
                )}
              </span>
              <span className={styles.lineCount}>{t('common:units.pieces', { count: line.count })}</span>
              <span className={styles.money}>{money.format(line.total, order.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Every charge and deduction between the lines and the total, so that they add up. */}
      {prices.packages > 0 && (
        <p className={styles.sum}>
          <span>{t('orderPrices.packages')}</span>
          <span className={styles.money}>{money.format(prices.packages, order.currency)}</span>
        </p>
      )}
      {prices.delivery > 0 && (
        <p className={styles.sum}>
          <span>{t('orderHistory.delivery')}</span>
          <span className={styles.money}>{money.format(prices.delivery, order.currency)}</span>
        </p>
      )}
      {prices.discount > 0 && (
        <p className={styles.sum}>
          <span>{t('orderPrices.discount')}</span>
          <span className={styles.money}>−{money.format(prices.discount, order.currency)}</span>
        </p>
      )}
      {prices.bonuses > 0 && (
        <p className={styles.sum}>
          <span>{t('orderPrices.bonuses')}</span>
          <span className={styles.money}>−{money.format(prices.bonuses, order.currency)}</span>
        </p>
      )}
      <p className={styles.sum}>
        <strong>{t('orderHistory.total')}</strong>
        <strong className={styles.money}>{money.format(prices.total, order.currency)}</strong>
      </p>
    </div>
  );
}
