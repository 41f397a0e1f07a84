// Submitting step 2 (spec §4 "Checkout and payment"): payment settings first; the older acquiring
// and SberPay cache the order and go to the payment page; otherwise the order is created and, for an
// online type, paid at once, following the acquirer's answer — a QR or bank-app answer (SBP) is shown
// on the payment page too, with the total, the countdown and the way back. One
// idempotency key per attempt, so a double click or a retry after a network error never makes a
// second order or charge.
import { ApiError, isApiError } from '@storefront/shared/api';
import type {
  PaymentSettingsResponse,
  PaymentTypeAlias,
  PlaceOrderRequest,
} from '@storefront/shared/contract';
import { readCookie, writeCookie } from '@storefront/shared/domain';
import { modalStore } from '@storefront/shared/stores';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkoutApi, idempotencyKey } from '../api';
import { checkoutFlow, paymentDeadline } from '../domain/checkout';
import { PURCHASE_EVENT_COOKIE_DAYS } from '../domain/constants';
import { announceOrder } from './announce-order';
import { followLink, nextStep, runThreeDsMethod, submitThreeDsForm } from './pay-outcome';
import { type PendingPayment, savePendingPayment } from './pending-payment';

export interface PlaceOrderInput {
  order: PlaceOrderRequest & { payment_type: PaymentTypeAlias };
  basePath: string;
  total: number;
  currency: string;
  latitude: number | null;
  longitude: number | null;
}

export type PlaceOrderResult = { kind: 'done' } | { kind: 'failed'; error: ApiError };

/**
 * Spec §4/§9: a purchase event once per order id (a 2-day cookie), for whatever page tag listens.
 * The analytics hit itself (GA4, with the lines) is the API's, sent once per accepted order; this
 * carries no lines and no secret. The cookie is set before the event, so a second render or a
 * reload of the outcome page finds it and stays silent.
 */
export function reportPurchase(orderId: number, total: number, currency: string) {
  const cookie = `purchase_${orderId}`;
  if (readCookie(cookie)) return;
  writeCookie(cookie, '1', PURCHASE_EVENT_COOKIE_DAYS);
  window.dispatchEvent(new CustomEvent('storefront:purchase', { detail: { orderId, total, currency } }));
}

export function usePlaceOrder(onLeave?: () => void) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  /**
   * Off to the payment or outcome page: every modal goes, not only the cart this form sits in — a
   * plain close restores the modal the cart replaced (spec §2), which then covered "order accepted"
   * and its tracking link.
   */
  const leave = () => {
    modalStore.getState().closeAll();
    onLeave?.();
  };
  /** Keys of the attempt in progress: reused when the same order is sent again. */
  const attempt = useRef<{ body: string; create: string; pay: string } | null>(null);

  const keysFor = (order: PlaceOrderRequest) => {
    const body = JSON.stringify(order);
    if (attempt.current?.body !== body)
      attempt.current = { body, create: idempotencyKey(), pay: idempotencyKey() };
    return attempt.current;
  };

  /**
   * The order is accepted (created offline, or accepted at once): the server emptied its cart; the
   * announcement makes every view of it follow (announce-order.ts). A paid order is the payment page's.
   */
  const success = (basePath: string, orderId: number, total: number, currency: string) => {
    reportPurchase(orderId, total, currency);
    attempt.current = null;
    announceOrder(client);
    leave();
    navigate(`${basePath}/?state=payment-success&order_id=${orderId}`);
  };

  const place = async (input: PlaceOrderInput): Promise<PlaceOrderResult> => {
    const { order, basePath } = input;
    setBusy(true);
    try {
      const settings: PaymentSettingsResponse = await checkoutApi.paymentSettings({
        payment_type: order.payment_type,
        is_delivery: order.order_type === 'delivery',
        city_id: order.city_id,
        shop_id: order.shop_id ?? null,
        latitude: input.latitude,
        longitude: input.longitude,
      });
      const flow = checkoutFlow(order.payment_type, settings);
      const keys = keysFor(order);

      if (flow === 'payment-page') {
        const cache = await checkoutApi.createOrderCache(order);
        if (!cache.order_cache_key) throw new ApiError({ status: 0, message: 'checkout' });
        savePendingPayment({
          orderCacheKey: cache.order_cache_key,
          orderId: null,
          paymentType: order.payment_type,
          total: cache.total,
          currency: cache.currency,
          deadline: Math.min(Date.parse(cache.expires_at), paymentDeadline(Date.now())),
          acquiring: settings.acquiring,
          verifyParam: settings.verify_param,
          widgetUrl: settings.widget_url,
          payKey: keys.pay,
        });
        attempt.current = null;
        leave();
        navigate(`${basePath}/order/payment/${cache.order_cache_key}`);
        return { kind: 'done' };
      }

      const created = await checkoutApi.create(order, keys.create);
      if (flow === 'offline' || created.status === 'accepted') {
        success(basePath, created.order_id, created.total, created.currency);
        return { kind: 'done' };
      }
      announceOrder(client);
      /** The created order goes on to the payment page: the card widget, or the QR of a bank answer. */
      const toPaymentPage = (bank: PendingPayment['bank']) => {
        const key = `order-${created.order_id}`;
        savePendingPayment({
          orderCacheKey: key,
          orderId: created.order_id,
          paymentType: order.payment_type,
          total: created.total,
          currency: created.currency,
          deadline: created.payment_deadline
            ? Date.parse(created.payment_deadline)
            : paymentDeadline(Date.now()),
          acquiring: settings.acquiring,
          verifyParam: settings.verify_param,
          widgetUrl: settings.widget_url,
          payKey: keys.pay,
          bank,
        });
        attempt.current = null;
        leave();
        navigate(`${basePath}/order/payment/${key}`);
        return { kind: 'done' } as const;
      };
      if (flow === 'create-then-card') return toPaymentPage(null);
      let answer = await checkoutApi.pay(
        { order_id: created.order_id, payment_type: order.payment_type, is_new_acquiring: true },
        keys.pay,
      );
      let step = nextStep(answer);
      if (step.kind === 'three-ds-method') {
        await runThreeDsMethod(step.answer);
        answer = await checkoutApi.pay(
          { order_id: created.order_id, payment_type: order.payment_type, is_new_acquiring: true },
          idempotencyKey(),
        );
        step = nextStep(answer);
      }
      if (step.kind === 'redirect') {
        if (answer.reason === 'approved') {
          reportPurchase(created.order_id, created.total, created.currency);
          announceOrder(client);
        }
        leave();
        followLink(step.url || `${basePath}/?state=payment-success&order_id=${created.order_id}`, navigate);
        return { kind: 'done' };
      }
      if (step.kind === 'three-ds-form') {
        submitThreeDsForm(step.answer);
        return { kind: 'done' };
      }
      // A QR / bank-app answer (SBP): the payment page shows it and polls the order to the outcome.
      return toPaymentPage({ qr: answer.qr_code, link: answer.payment_link });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return { kind: 'failed', error };
    } finally {
      setBusy(false);
    }
  };

  return { place, busy };
}
