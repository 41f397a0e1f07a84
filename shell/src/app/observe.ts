// Error reporting and the purchase event, switched on by the runtime config (docs/operations.md).
// Only this switch ships with the first screen: the code that writes and sends reports (observe-send.ts)
// is fetched the first time there is something to send, and never without a DSN or a measurement id.
import { setErrorSink } from './error-reporting';
import type { RuntimeConfig } from './runtime-config';

const sender = () => import('./observe-send');

export interface PurchaseDetail {
  orderId: number;
  total: number;
  currency: string;
  items?: { item_id: string; item_name: string; price: number; quantity: number }[];
}

export function startObserving(config: RuntimeConfig): void {
  const { errorReporting, analytics } = config;
  if (errorReporting) {
    setErrorSink((error, context) => {
      console.error(`[storefront] ${context.source}`, error);
      void sender().then(({ sendError }) => sendError(errorReporting, error, context.source));
    });
  } else {
    setErrorSink((error, context) => console.error(`[storefront] ${context.source}`, error), false);
  }
  if (analytics) {
    // mf-checkout announces an order once (its cookie guards reloads and second renders).
    window.addEventListener('storefront:purchase', (event) => {
      const detail = (event as CustomEvent<PurchaseDetail>).detail;
      void sender().then(({ sendPurchase }) => sendPurchase(analytics, detail));
    });
  }
}
