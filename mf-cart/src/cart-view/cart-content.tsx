import type { Cart } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import type { Money } from '@storefront/shared/query';
import { Button, useIsMobile } from '@storefront/shared/ui';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionLevel } from '../common/section-heading';
import { showsOrderTypeSwitch } from '../domain/cart-rules';
import { GiftList } from '../gifts/gift-list';
import { CartLines } from '../lines/cart-lines';
import { CartMessages } from '../messages/cart-messages';
import { OrderButton } from '../order/order-button';
import { showsPromocodeInput } from '../order/order-button-rules';
import { OrderHint } from '../order/order-hint';
import { OrderTypeSwitch } from '../order/order-type-switch';
import { PackageList } from '../packages/package-list';
import { PromocodeForm } from '../promocode/promocode-form';
import { RelatedCarousel } from '../related/related-carousel';
import { CartTotals } from '../summary/cart-totals';
import { MinOrderMessage } from '../summary/min-order-message';
import type { CartVariant } from './cart-variant';
import styles from './cart-view.module.css';
import type { useCartHandlers } from './use-cart-handlers';
import type { CartModel } from './use-cart-model';

export interface CartContentProps {
  cart: Cart;
  model: CartModel;
  money: Money;
  variant: CartVariant;
  title: { id: string; Tag: 'h1' | 'h2' };
  handlers: ReturnType<typeof useCartHandlers>;
}

/**
 * Cart step 1 (spec §2): header with the clear button, top messages, the order-type switch, grouped
 * lines, the related carousel, gifts and packages; then the promocode, totals and the order button.
 */
export function CartContent({ cart, model, money, variant, title, handlers }: CartContentProps) {
  const { t } = useTranslation('cart');
  const isMobile = useIsMobile();
  const { button: state, busy } = model;
  const Title = title.Tag;

  return (
    <SectionLevel value={variant === 'page' ? 2 : 3}>
      <div className={styles.main}>
        <header className={styles.header}>
          <div className={styles.heading}>
            <Title id={title.id} className={styles.title}>
              {t('title')}
            </Title>
            <span className={styles.count}>{t('items', { count: cart.count })}</span>
          </div>
          <Button
            variant="ghost"
            size="s"
            onClick={handlers.clear}
            data-testid={testIds.cart.clearCart}
            disabled={busy}
            className={styles.clear}
          >
            <Trash2 size={16} aria-hidden="true" focusable="false" />
            {t('view.clearShort')}
          </Button>
        </header>
        <CartMessages cart={cart} money={money} />
        {showsOrderTypeSwitch(model.cityOrderTypes, model.brand) && (
          <OrderTypeSwitch value={model.orderType} disabled={busy} onChange={handlers.changeOrderType} />
        )}
        <CartLines products={cart.products} busy={busy} money={money} onForget={handlers.forget} />
        <RelatedCarousel
          cart={cart}
          brand={model.brand}
          isMobile={isMobile}
          compact={variant === 'side'}
          money={money}
          isBusy={model.isBusy}
          busy={busy}
        />
        <GiftList gifts={cart.gifts} money={money} isBusy={(id) => model.isBusy(`gift:${id}`)} />
        <PackageList
          packages={cart.packages}
          withoutBag={cart.without_bag}
          busy={busy}
          money={money}
          onBagChange={handlers.setBag}
        />
      </div>
      <div className={styles.aside}>
        <div className={styles.summary}>
          {state && showsPromocodeInput(state) && (
            <PromocodeForm promocode={cart.promocode} busy={model.isBusy('promocode')} money={money} />
          )}
          <CartTotals cart={cart} money={money} />
        </div>
        {state && (
          <div className={styles.footer}>
            {state.reason === 'belowMinimum' && cart.delivery_terms && (
              <MinOrderMessage
                orderAmount={cart.prices.subtotal + cart.prices.packages}
                minimum={cart.delivery_terms.minimum_order_amount}
                remaining={state.remaining}
                money={money}
              />
            )}
            <OrderButton
              state={state}
              total={cart.prices.total}
              money={money}
              onOrder={handlers.order}
              onSignIn={handlers.signIn}
            />
            <OrderHint reason={state.reason} onChooseLocation={handlers.chooseLocation} />
          </div>
        )}
      </div>
    </SectionLevel>
  );
}
