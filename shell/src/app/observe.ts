// Error reporting, switched on by the runtime config (docs/operations.md). Only this switch ships
// with the first screen: the code that checks the settings, writes and sends (observe-send.ts) is
// fetched the first time there is something to send, and never without them. The purchase event is
// the API's to send (it holds the Measurement Protocol secret no browser may see).
import { setErrorSink } from './error-reporting';
import type { RuntimeConfig } from './runtime-config';

const sender = () => import('./observe-send');
const log = (error: unknown, context: { source: string }) =>
  console.error(`[storefront] ${context.source}`, error);

export function startObserving({ errorReporting }: RuntimeConfig): void {
  setErrorSink(
    errorReporting
      ? (error, context) => {
          log(error, context);
          void sender().then((send) => send.sendError(errorReporting, error, context.source));
        }
      : log,
    !!errorReporting,
  );
}
