// Step 2's form state (spec §2, §4, §5, §8): react-hook-form with the checkout schema, the payment
// type, and the submit — the order sent as the API takes it, the server's field errors placed under
// their fields, anything else above the button. Each refused submit takes focus and the scroll to the
// first field that needs attention; a focused field reads out its error.
import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_ERROR_CODES, SERVER_ERROR_STATUSES } from '@storefront/shared/api';
import type { Cart } from '@storefront/shared/contract';
import { type PhoneMaskRule, pickPhoneMask } from '@storefront/shared/domain';
import { bus } from '@storefront/shared/events';
import { useLocationContext, useSettings } from '@storefront/shared/query';
import { useLocationStore, useSessionStore } from '@storefront/shared/stores';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { roundCash } from '../domain/checkout';
import { usePlaceOrder } from '../submit/use-place-order';
import {
  CASH_SHORT,
  type CheckoutOrderFields,
  type CheckoutValues,
  checkoutSchema,
  EMPTY_CHECKOUT,
} from './checkout-schema';
import { focusFirstInvalid } from './focus-first-invalid';
import { orderInterval, settledCart } from './settle-cart';
import { usePaymentTypes } from './use-payment-types';

/** Server field names (spec §8) and the form field each is shown under. */
const SERVER_FIELDS = [
  ['username', 'username'],
  ['phone', 'phone'],
  ['room', 'room'],
  ['delivery_address', 'room'],
  ['email', 'email'],
  ['payment_type', 'payment_type'],
] as const;

/** Errors with no field of their own: the chosen time, and the rest of a refusal. */
export const INTERVAL_ERROR = 'root.interval';
export const FORM_ERROR = 'root.server';

export function useCheckoutForm({
  basePath,
  cart,
  onClose,
}: {
  basePath: string;
  cart: Cart | undefined;
  onClose?: (() => void) | undefined;
}) {
  const { t } = useTranslation('checkout');
  const settings = useSettings().data;
  const city = useLocationStore((state) => state.city);
  const address = useLocationStore((state) => state.deliveryAddress);
  const user = useSessionStore((state) => state.user);
  const context = useLocationContext();
  const orderType = cart?.context.order_type ?? 'delivery';
  const total = cart?.prices.total ?? 0;
  const phoneFromLogin = Boolean(settings?.customers.is_auth_enabled && user);
  const [typedMask, setPhoneMask] = useState<PhoneMaskRule | null>(null);
  const phoneMask = phoneFromLogin
    ? null
    : (typedMask ?? pickPhoneMask(city?.phone_masks ?? [], settings?.country_code));

  const schema = useMemo(
    () => checkoutSchema({ orderType, phoneMask, total }),
    [orderType, phoneMask, total],
  );
  const form = useForm<CheckoutValues, unknown, CheckoutOrderFields>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_CHECKOUT, username: user?.name ?? '' },
    // Focus goes to the first field in the page's order, scrolled to the middle (focusFirstInvalid).
    shouldFocusError: false,
  });

  const payment = usePaymentTypes(
    { cityId: city?.id, orderType, shopId: cart?.context.shop_id ?? null, enabled: Boolean(cart) },
    form.watch('payment_type'),
  );
  // The default type is the form's value until the customer picks another.
  useEffect(() => {
    if (payment.chosen && form.getValues('payment_type') !== payment.chosen)
      form.setValue('payment_type', payment.chosen);
  }, [payment.chosen, form]);

  // The signed-in customer may arrive after the form (session check on a fresh page): fill an empty name.
  const userName = user?.name ?? '';
  useEffect(() => {
    if (userName && !form.getValues('username')) form.setValue('username', userName);
  }, [userName, form]);

  // A change to any field takes back the refusal said above the button.
  useEffect(() => {
    const subscription = form.watch(() => form.clearErrors(FORM_ERROR));
    return () => subscription.unsubscribe();
  }, [form]);

  // After each refused submit (the schema's checks or the server's), once its errors are on screen.
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitSuccessful } = form.formState;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful && formRef.current) focusFirstInvalid(formRef.current);
  }, [submitCount, isSubmitSuccessful]);

  const { place, busy } = usePlaceOrder(onClose);
  const client = useQueryClient();

  // One order per press, also while a cart write is awaited before it goes out.
  const sending = useRef(false);

  const onValid = async (fields: CheckoutOrderFields) => {
    if (!cart || !city || busy || sending.current) return;
    sending.current = true;
    try {
      await send(fields, cart, city.id, city.prices.currency_code);
    } finally {
      sending.current = false;
    }
  };

  const send = async (fields: CheckoutOrderFields, cart: Cart, cityId: number, currency: string) => {
    // A cart write on its way (the time chosen for the customer at night…) lands first.
    const latest = (await settledCart(client, context)) ?? cart;
    const intervalId = await orderInterval(client, context, latest);
    const result = await place({
      basePath,
      total: latest.prices.total,
      currency,
      latitude: address?.coordinates?.latitude ?? null,
      longitude: address?.coordinates?.longitude ?? null,
      order: {
        city_id: cityId,
        order_type: orderType,
        shop_id: latest.context.shop_id,
        ...fields,
        cash: fields.cash ? roundCash(fields.cash, latest.prices.total, settings?.country_code ?? '') : null,
        interval_id: intervalId,
      },
    });
    if (result.kind !== 'failed') return;
    const { error } = result;
    let placed = false;
    for (const [server, field] of SERVER_FIELDS) {
      const message = error.fieldErrors[server];
      if (!message || form.getFieldState(field).error) continue;
      form.setError(field, { message });
      placed = true;
    }
    const interval = error.fieldErrors.interval ?? error.fieldErrors.interval_id;
    if (interval) {
      form.setError(INTERVAL_ERROR, { message: interval });
      placed = true;
    }
    if (error.fieldErrors.typeError === 'change' || error.fieldErrors.cash) {
      form.setError('cash', { message: CASH_SHORT });
      placed = true;
    }
    if (placed) return;
    // Spec §8: a 404 or 500 says the server's own message in the server-error modal (and only there);
    // no answer at all, or one without the order's id or cache key, gets checkout's default message.
    if (SERVER_ERROR_STATUSES.includes(error.status)) {
      bus.emit('shell:server-error', { status: error.status, message: error.message });
      return;
    }
    form.setError(FORM_ERROR, {
      message:
        error.status === 0 || error.status > 500 || error.code === CLIENT_ERROR_CODES.invalidResponse
          ? t('errors.modalDefaultCheckoutErrorMessage')
          : error.message,
    });
  };

  const submit = form.handleSubmit(onValid);

  return {
    form,
    submit,
    formRef,
    busy,
    payment,
    orderType,
    context,
    phoneFromLogin,
    setPhoneMask,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
