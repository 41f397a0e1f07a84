import type { Cart } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import type { Money } from '@storefront/shared/query';
import { Price } from '@storefront/shared/ui';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './summary.module.css';

export interface CartTotalsProps {
  cart: Cart;
  money: Money;
}

/**
 * The server's prices (house rule 6: shown, never recomputed): items, packages, delivery, discount,
 * bonuses and the total, with the free-delivery message under them.
 */
export function CartTotals({ cart, money }: CartTotalsProps) {
  const { t } = useTranslation('cart');
  const { prices, delivery_terms: terms } = cart;
  const isDelivery = cart.context.order_type === 'delivery';
  const price = (value: number, testId?: string, sign = '') => (
    <span className={styles.amount} data-testid={testId}>
      {sign}
      <Price value={value} currency={money.currency} fractional={money.fractional} />
    </span>
  );
  const freeLeft = terms?.remaining_for_free_delivery ?? null;

  return (
    <div className={styles.totals}>
      <dl className={styles.list}>
        <Row label={`${t('totals.subtotal')} · ${t('items', { count: cart.count })}`}>
          {price(prices.subtotal, testIds.cart.subtotal)}
        </Row>
        {prices.packages > 0 && <Row label={t('totals.packages')}>{price(prices.packages)}</Row>}
        {isDelivery && (
          <Row label={t('totals.delivery')}>
            {prices.delivery > 0 ? (
              price(prices.delivery, testIds.cart.delivery)
            ) : (
              <span className={styles.free} data-testid={testIds.cart.delivery}>
                {t('totals.free')}
              </span>
            )}
          </Row>
        )}
        {prices.discount > 0 && (
          <Row label={t('totals.discount')} accent>
            {price(prices.discount, testIds.cart.discount, '−')}
          </Row>
        )}
        {prices.bonuses > 0 && (
          <Row label={t('totals.bonuses')} accent>
            {price(prices.bonuses, undefined, '−')}
          </Row>
        )}
        <Row label={t('total')} total>
          {price(prices.total, testIds.cart.total)}
        </Row>
      </dl>
      {/* Below the minimum, the minimum-order message speaks; one 'add more' at a time. */}
      {isDelivery && cart.count > 0 && freeLeft !== null && !(terms?.remaining_for_minimum ?? 0) && (
        <p className={styles.freeDelivery}>
          <Truck size={18} aria-hidden="true" focusable="false" />
          {freeLeft > 0
            ? t('totals.freeDeliveryLeft', { amount: money.format(freeLeft) })
            : t('totals.freeDelivery')}
        </p>
      )}
    </div>
  );
}

function Row({
  label,
  children,
  accent = false,
  total = false,
}: {
  label: string;
  children: ReactNode;
  accent?: boolean;
  total?: boolean;
}) {
  const className = total ? styles.totalRow : accent ? styles.accentRow : styles.row;
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
