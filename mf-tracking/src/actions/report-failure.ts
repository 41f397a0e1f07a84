import { isApiError, SERVER_ERROR_STATUSES } from '@storefront/shared/api';
import { bus } from '@storefront/shared/events';

/**
 * Spec §8: cancel and repeat failures show the server's message in the server-error modal. The client
 * already opens it for 404/429/500; any other refusal (409: not cancelable any more) is sent here.
 */
export function reportActionFailure(error: unknown): void {
  if (!isApiError(error)) {
    console.error('[mf-tracking]', error);
    return;
  }
  if (!SERVER_ERROR_STATUSES.includes(error.status)) {
    bus.emit('shell:server-error', {
      status: error.status,
      message: error.field('order_id') ?? error.message,
    });
  }
}
