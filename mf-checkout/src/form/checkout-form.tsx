// Cart step 2, 'checkout order' (spec §2, §4, §5): contacts, the delivery form or the takeaway shop,
// date and interval, payment type with the cash field and banknotes, receipt e-mail, bonuses, the
// server's prices and the Pay / Order button. Every amount shown comes from the cart (rule 6).
import { isOnlinePaymentType } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useCart, useMoney } from '@storefront/shared/query';
import { Button, useIsMobile } from '@storefront/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckoutRelated } from '../related/checkout-related';
import { BonusFields } from './bonus-fields';
import styles from './checkout-form.module.css';
import { ContactFields } from './contact-fields';
import { IntervalsField } from './intervals-field';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { PlaceFields } from './place-fields';
import { SubmitBar } from './submit-bar';
import { FORM_ERROR, INTERVAL_ERROR, useCheckoutForm } from './use-checkout-form';

export interface CheckoutFormViewProps {
  basePath: string;
  onBack(): void;
  variant: 'modal' | 'page' | 'side';
  onClose?: () => void;
}

export function CheckoutFormView({ basePath, onBack, variant, onClose }: CheckoutFormViewProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const navigate = useNavigate();
  const money = useMoney();
  const isMobile = useIsMobile();
  const cartQuery = useCart();
  const cart = cartQuery.data;
  const checkout = useCheckoutForm({ basePath, cart, onClose });
  const { form, payment, busy } = checkout;
  const { errors } = form.formState;

  // Spec §2: if the cart empties after it loaded, go to the city page.
  const loadedEmpty = cart !== undefined && cart.count === 0 && !busy;
  useEffect(() => {
    if (!loadedEmpty) return;
    onClose?.();
    navigate(basePath);
  }, [loadedEmpty, navigate, basePath, onClose]);

  const Title = variant === 'page' ? 'h1' : 'h2';
  // The checkout page is what the customer came to: it starts at its title, where a screen reader
  // starts reading (focus left on the body would start at the header). In a modal the frame decides.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (variant === 'page') title.current?.focus({ preventScroll: true });
  }, [variant]);
  // Spec §2: related products with step 2 — beside the form on the desktop page, below it elsewhere.
  const besideForm = variant === 'page' && !isMobile;
  return (
    <div className={besideForm ? styles.withAside : styles.stack}>
      <FormProvider {...form}>
        <form
          className={styles.form}
          data-testid={testIds.checkout.form}
          aria-labelledby={titleId}
          onSubmit={checkout.submit}
          ref={checkout.formRef}
          noValidate
        >
          <Button variant="ghost" size="s" onClick={onBack} className={styles.back}>
            <ArrowLeft size={18} aria-hidden="true" focusable="false" />
            {t('form.back')}
          </Button>
          <Title id={titleId} className={styles.title} ref={title} tabIndex={-1}>
            {t('title')}
          </Title>
          <ContactFields phoneFromLogin={checkout.phoneFromLogin} onPhoneMask={checkout.setPhoneMask} />
          <PlaceFields orderType={checkout.orderType} shopId={cart?.context.shop_id ?? null} />
          <IntervalsField
            context={checkout.context}
            orderType={checkout.orderType}
            selected={cart?.selectedInterval ?? null}
            error={errors.root?.interval?.message}
            // A refused time stays flagged until another one is chosen.
            onChoose={() => {
              form.clearErrors(INTERVAL_ERROR);
              form.clearErrors(FORM_ERROR);
            }}
          />
          <PaymentChoice types={payment.types} chosen={payment.chosen} pending={payment.pending} />
          {cart && <BonusFields cart={cart} busy={busy} />}
          <OrderSummary cart={cart} fetching={cartQuery.isFetching} />
          <SubmitBar
            cart={cart}
            failure={errors.root?.server?.message}
            online={payment.chosen ? isOnlinePaymentType(payment.chosen) : false}
            busy={busy}
            disabled={!cart || !payment.chosen}
          />
        </form>
      </FormProvider>
      {cart && (
        <CheckoutRelated
          cart={cart}
          money={money}
          layout={besideForm ? 'column' : 'carousel'}
          isMobile={isMobile}
        />
      )}
    </div>
  );
}
