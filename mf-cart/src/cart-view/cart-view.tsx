import { useBusEvent } from '@storefront/shared/events';
import { testIds } from '@storefront/shared/qa';
import { queryKeys, useMoney } from '@storefront/shared/query';
import { Alert, Button, cx, Outlet } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasePath } from '../common/use-base-path';
import type { CartStep } from '../domain/cart-rules';
import { CheckoutHandoff } from '../order/checkout-handoff';
import { CartContent } from './cart-content';
import { CartEmpty } from './cart-empty';
import { CartSkeleton } from './cart-skeleton';
import type { CartVariant } from './cart-variant';
import styles from './cart-view.module.css';
import { useCartHandlers } from './use-cart-handlers';
import { useCartModel } from './use-cart-model';

export interface CartViewProps {
  /** modal: CartModal (a sheet on mobile); side: the desktop side cart; page: /{city}/cart. */
  variant: CartVariant;
  step: CartStep;
  onStepChange(step: CartStep): void;
  basePath?: string;
  /** Closes the modal the view sits in. */
  onClose?: () => void;
  /** Nothing answered yet, but the visitor has no session: the cart is empty (no skeleton). */
  knownEmpty?: boolean;
}

/**
 * The cart of spec §2, one view for the modal, the side cart and the page: loading, a failed load,
 * the empty cart, step 1 (CartContent), and the hand-over to checkout's step 2.
 */
export function CartView({
  variant,
  step,
  onStepChange,
  basePath,
  onClose,
  knownEmpty = false,
}: CartViewProps) {
  const { t } = useTranslation(['cart', 'common']);
  const titleId = useId();
  const model = useCartModel();
  const money = useMoney();
  const client = useQueryClient();
  const base = useBasePath(basePath);
  const handlers = useCartHandlers({
    onCartPage: variant === 'page',
    basePath: base,
    orderType: model.orderType,
    onStepChange,
    onClose,
  });

  // The server merges a guest cart into the customer's on sign-in: show the merged one.
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.cart.all });
  useBusEvent('account:signed-in', refresh);
  useBusEvent('account:signed-out', refresh);

  const { cart } = model;
  const Title = variant === 'page' ? 'h1' : 'h2';
  const className = cx(styles.view, styles[variant]);
  if (!cart && !model.query.isError && !knownEmpty) return <CartSkeleton className={className} />;

  const heading = (
    <Title id={titleId} className={styles.title}>
      {t('title')}
    </Title>
  );
  let body: ReactNode;
  if (!cart && model.query.isError)
    body = (
      <>
        {heading}
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
      </>
    );
  // (No answer yet for a visitor known to have no cart: empty too.)
  else if (!cart || Object.keys(cart.products).length === 0)
    body = (
      <>
        {heading}
        <CartEmpty variant={variant} basePath={base} onClose={onClose} />
      </>
    );
  else if (step === 2)
    body = (
      <Outlet
        name="CheckoutForm"
        props={{ basePath: base, onBack: () => onStepChange(1), variant, onClose }}
        fallback={
          <CheckoutHandoff
            count={cart.count}
            total={cart.prices.total}
            money={money}
            onBack={() => onStepChange(1)}
            titleTag={Title}
          />
        }
      />
    );
  else
    body = (
      <CartContent
        cart={cart}
        model={model}
        money={money}
        variant={variant}
        title={{ id: titleId, Tag: Title }}
        handlers={handlers}
      />
    );

  return (
    <section
      className={className}
      data-testid={testIds.cart.cart}
      aria-labelledby={step === 2 && cart ? undefined : titleId}
      // A cart known to be empty is not loading as far as the visitor can tell (and the server's HTML
      // says the same as the browser's first render).
      aria-busy={(model.busy && (cart !== undefined || !knownEmpty)) || undefined}
    >
      {body}
    </section>
  );
}
