import type { Cart } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useMoney } from '@storefront/shared/query';
import { Price, Skeleton } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './checkout-form.module.css';

/** The server's prices of the cart (rule 6: every amount shown comes from the cart). */
export function OrderSummary({ cart, fetching }: { cart: Cart | undefined; fetching: boolean }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const prices = cart?.prices;
  const line = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className={styles.summary}>
      {prices && (
        <>
          {line(t('form.subtotal'), money.format(prices.subtotal))}
          {prices.packages > 0 && line(t('form.packages'), money.format(prices.packages))}
          {cart.context.order_type === 'delivery' &&
            line(
              t('form.deliveryPrice'),
              prices.delivery > 0 ? money.format(prices.delivery) : t('form.free'),
            )}
          {prices.discount > 0 && line(t('form.discount'), `−${money.format(prices.discount)}`)}
          {prices.bonuses > 0 && line(t('form.bonusesSpent'), `−${money.format(prices.bonuses)}`)}
        </>
      )}
      <div className={styles.total}>
        <dt>{t('form.total')}</dt>
        <dd data-testid={testIds.checkout.total}>
          {prices && !fetching ? (
            <Price value={prices.total} currency={money.currency} fractional={money.fractional} size="l" />
          ) : (
            <Skeleton variant="text" lines={1} />
          )}
        </dd>
      </div>
    </dl>
  );
}
