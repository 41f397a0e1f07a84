// The payment the payment page finishes (spec §4): kept in localStorage by order cache key, with the
// 10-minute deadline, so a reload keeps the countdown and the page knows what to charge.
import type { Acquiring, PaymentTypeAlias } from '@storefront/shared/contract';

export interface PendingPayment {
  /** The page's key: the order cache key, or `order-{id}` for an order created before paying. */
  orderCacheKey: string;
  /** Set when the order exists already (card with the new acquiring). */
  orderId: number | null;
  paymentType: PaymentTypeAlias;
  total: number;
  currency: string;
  /** Epoch ms when the payment must be done. */
  deadline: number;
  acquiring: Acquiring | null;
  verifyParam: string | null;
  widgetUrl: string | null;
  /** Idempotency key of the pay call: repeats of one attempt reuse it. */
  payKey: string;
  /**
   * Set when pay was called before the page (SBP with the new acquiring, spec §4): the QR and the
   * bank-app link the page shows while it polls the order — kept, so a reload shows them again.
   */
  bank?: { qr: string | null; link: string | null } | null;
}

const storageKey = (orderCacheKey: string) => `checkout_payment_${orderCacheKey}`;

export function savePendingPayment(payment: PendingPayment) {
  try {
    localStorage.setItem(storageKey(payment.orderCacheKey), JSON.stringify(payment));
  } catch {
    // Private mode without storage: the page still works until a reload.
  }
}

export function readPendingPayment(orderCacheKey: string): PendingPayment | null {
  try {
    const raw = localStorage.getItem(storageKey(orderCacheKey));
    return raw ? (JSON.parse(raw) as PendingPayment) : null;
  } catch {
    return null;
  }
}

export function forgetPendingPayment(orderCacheKey: string) {
  try {
    localStorage.removeItem(storageKey(orderCacheKey));
  } catch {
    // nothing kept
  }
}
