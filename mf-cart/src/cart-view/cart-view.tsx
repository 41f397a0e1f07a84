import {
  type CartStep,
  type OrderType,
  orderButtonTarget,
  showsOrderTypeSwitch,
  showsPromocodeInput,
} from '@storefront/shared/domain';
import { bus, useBusEvent } from '@storefront/shared/events';
import { testIds } from '@storefront/shared/qa';
import { queryKeys, useCartActions } from '@storefront/shared/query';
import { locationStore, useModalStore } from '@storefront/shared/stores';
import { Alert, Button, cx } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { reportCartFailure } from '../common/report-failure';
import { useBasePath } from '../common/use-base-path';
import { useIsMobile } from '../common/use-is-mobile';
import { useMoney } from '../common/use-money';
import { GiftList } from '../gifts/gift-list';
import { CartLines } from '../lines/cart-lines';
import { CartMessages } from '../messages/cart-messages';
import { CheckoutHandoff } from '../order/checkout-handoff';
import { OrderButton } from '../order/order-button';
import { OrderHint } from '../order/order-hint';
import { OrderTypeSwitch } from '../order/order-type-switch';
import { PackageList } from '../packages/package-list';
import { PromocodeForm } from '../promocode/promocode-form';
import { RelatedCarousel } from '../related/related-carousel';
import { CartTotals } from '../summary/cart-totals';
import { MinOrderMessage } from '../summary/min-order-message';
import { CartEmpty } from './cart-empty';
import { CartSkeleton } from './cart-skeleton';
import styles from './cart-view.module.css';
import { useCartModel } from './use-cart-model';

export type CartVariant = 'modal' | 'side' | 'page';

export interface CartViewProps {
  /** modal: CartModal (a sheet on mobile); side: the desktop side cart; page: /{city}/cart. */
  variant: CartVariant;
  step: CartStep;
  onStepChange(step: CartStep): void;
  basePath?: string;
  /** Closes the modal the view sits in. */
  onClose?: () => void;
}

/**
 * Cart step 1 of spec §2, one view for the modal, the side cart and the page: top messages, the
 * order-type switch, grouped lines, the related carousel, gifts, packages, the promocode, totals and
 * the order button. Step 2 belongs to checkout; this view hands over to it.
 */
export function CartView({ variant, step, onStepChange, basePath, onClose }: CartViewProps) {
  const { t } = useTranslation(['cart', 'common']);
  const titleId = useId();
  const model = useCartModel();
  const money = useMoney();
  const actions = useCartActions();
  const client = useQueryClient();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const base = useBasePath(basePath);
  const openModal = useModalStore((state) => state.open);

  // The server merges a guest cart into the customer's on sign-in: show the merged one.
  useBusEvent('account:signed-in', () => void client.invalidateQueries({ queryKey: queryKeys.cart.all }));
  useBusEvent('account:signed-out', () => void client.invalidateQueries({ queryKey: queryKeys.cart.all }));

  const { cart, button, busy } = model;
  const Title = variant === 'page' ? 'h1' : 'h2';
  const className = cx(styles.view, styles[variant]);

  if (!cart) {
    if (model.query.isError)
      return (
        <section className={className} data-testid={testIds.cart.cart} aria-labelledby={titleId}>
          <Title id={titleId} className={styles.title}>
            {t('title')}
          </Title>
          <Alert
            tone="error"
            action={
              <Button variant="secondary" size="s" onClick={() => void model.query.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('view.loadError')}
          </Alert>
        </section>
      );
    return <CartSkeleton className={className} />;
  }

  const hasLines = Object.keys(cart.products).length > 0;
  if (!hasLines)
    return (
      <section className={className} data-testid={testIds.cart.cart} aria-labelledby={titleId}>
        <Title id={titleId} className={styles.title}>
          {t('title')}
        </Title>
        <CartEmpty variant={variant} basePath={base} onClose={onClose} />
      </section>
    );

  if (step === 2)
    return (
      <section className={className} data-testid={testIds.cart.cart}>
        <CheckoutHandoff
          count={cart.count}
          total={cart.prices.total}
          money={money}
          onBack={() => onStepChange(1)}
        />
      </section>
    );

  const order = () => {
    const target = orderButtonTarget({ isMobile, onCartPage: variant === 'page' });
    if (target === 'cartPage') {
      onClose?.();
      navigate(`${base}/cart`);
      return;
    }
    // Step 2 is checkout's: announce it, and hold the place until its form takes over.
    bus.emit('cart:open', { step: 2 });
    onStepChange(2);
  };
  const signIn = () => {
    bus.emit('auth:required', { intent: 'order' });
    openModal('UserLoginModal', { intent: 'order' });
  };
  const changeOrderType = (type: OrderType) => {
    const location = locationStore.getState();
    if (type === location.orderType) return;
    const missing = type === 'takeaway' ? location.shopId === null : location.deliveryZoneId === null;
    if (missing) openModal('OrderTypesModal', { type });
    else location.setOrderType(type);
  };
  const chooseLocation = () => openModal('OrderTypesModal', { type: model.orderType });
  const forget = (key: string) => void actions.forget(key).catch(reportCartFailure('other'));
  const setBag = (withBag: boolean) => void actions.setBag(!withBag).catch(reportCartFailure('other'));

  const state = button ?? undefined;
  const orderAmount = cart.prices.subtotal + cart.prices.packages;

  return (
    <section
      className={className}
      data-testid={testIds.cart.cart}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <div className={styles.main}>
        <header className={styles.header}>
          <div className={styles.heading}>
            <Title id={titleId} className={styles.title}>
              {t('title')}
            </Title>
            <span className={styles.count}>{t('items', { count: cart.count })}</span>
          </div>
          <Button
            variant="ghost"
            size="s"
            onClick={() => openModal('ConfirmEmptyCartModal')}
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
          <OrderTypeSwitch value={model.orderType} disabled={busy} onChange={changeOrderType} />
        )}
        <CartLines products={cart.products} busy={busy} money={money} onForget={forget} />
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
          onBagChange={setBag}
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
                orderAmount={orderAmount}
                minimum={cart.delivery_terms.minimum_order_amount}
                remaining={state.remaining}
                money={money}
              />
            )}
            <OrderButton
              state={state}
              total={cart.prices.total}
              money={money}
              onOrder={order}
              onSignIn={signIn}
            />
            <OrderHint reason={state.reason} onChooseLocation={chooseLocation} />
          </div>
        )}
      </div>
    </section>
  );
}
