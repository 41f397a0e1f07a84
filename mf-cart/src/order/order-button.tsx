import { testIds } from '@storefront/shared/qa';
import type { Money } from '@storefront/shared/query';
import { Button, Price } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './order.module.css';
import type { OrderButtonState } from './order-button-rules';

export interface OrderButtonProps {
  state: OrderButtonState;
  total: number;
  money: Money;
  onOrder(): void;
  onSignIn(): void;
}

/** The §5 order button: its label says what pressing does, or what amount is still missing. */
export function OrderButton({ state, total, money, onOrder, onSignIn }: OrderButtonProps) {
  const { t } = useTranslation('cart');
  const label =
    state.reason === 'belowMinimum'
      ? t('minOrder.button', { remaining: money.format(state.remaining) })
      : state.reason === 'signIn'
        ? t('orderButton.signIn')
        : t('order');
  const showTotal = state.reason === null;
  return (
    <Button
      size="l"
      fullWidth
      disabled={state.disabled}
      loading={state.loading}
      onClick={() => {
        if (state.action === 'order') onOrder();
        else if (state.action === 'signIn') onSignIn();
      }}
      data-testid={testIds.cart.orderButton}
      data-reason={state.reason ?? undefined}
      className={styles.button}
    >
      <span className={styles.label}>{label}</span>
      {showTotal && (
        <Price
          value={total}
          currency={money.currency}
          fractional={money.fractional}
          className={styles.total}
        />
      )}
    </Button>
  );
}
