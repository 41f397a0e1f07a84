import { isApiError, SERVER_ERROR_STATUSES } from '@storefront/shared/api';
import { bus } from '@storefront/shared/events';

/**
 * Spec §8: cancel, repeat and similar failures show the server's message in the server-error modal.
 * The API client already opened it for 404/429/500; any other refusal (a 422 such as "this order can
 * no longer be canceled") is sent there too. Anything that is not an API error is a bug: logged.
 */
export function reportFailure(error: unknown): void {
  if (!isApiError(error)) {
    console.error('[mf-account]', error);
    return;
  }
  if (!SERVER_ERROR_STATUSES.includes(error.status)) {
    bus.emit('shell:server-error', { status: error.status, message: error.message });
  }
}
