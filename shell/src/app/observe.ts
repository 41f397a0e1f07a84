// Error reporting and the purchase event, switched on by the runtime config (docs/operations.md).
// Only this switch ships with the first screen: the code that checks the settings, writes and sends
// (observe-send.ts) is fetched the first time there is something to send, and never without them.
import { setErrorSink } from './error-reporting';
import type { RuntimeConfig } from './runtime-config';

const sender = () => import('./observe-send');
const log = (error: unknown, context: { source: string }) =>
  console.error(`[storefront] ${context.source}`, error);

export function startObserving({ errorReporting, analytics }: RuntimeConfig): void {
  setErrorSink(
    errorReporting
      ? (error, context) => {
          log(error, context);
          void sender().then((send) => send.sendError(errorReporting, error, context.source));
        }
      : log,
    !!errorReporting,
  );
  // mf-checkout announces an order once (its cookie guards reloads and second renders).
  if (analytics)
    addEventListener('storefront:purchase', (event) => {
      void sender().then((send) => send.sendPurchase(analytics, (event as CustomEvent).detail));
    });
}
