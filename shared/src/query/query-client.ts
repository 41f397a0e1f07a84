// The page's one QueryClient (ARCHITECTURE rule 3). The shell creates it and provides it; remotes
// use the provider they are rendered under, so every remote shares one cache.
import { isApiError } from '@storefront/shared/api';
import { QueryClient } from '@tanstack/react-query';

/** Query data is fresh for a minute: menus and cities change rarely, and the cart refetches on events. */
const DEFAULT_STALE_TIME_MS = 60_000;
const MAX_RETRIES = 2;

/**
 * Retry only what a retry can fix: network failures and 5xx. A 4xx (not found, validation, session,
 * rate limit) or an answer that breaks the contract would fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.code === 'invalid_response') return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetry,
        // Focus refetches would re-trigger server-error modals while a user switches tabs.
        refetchOnWindowFocus: false,
      },
      // Mutations change server state (cart, order, payment); never repeat one automatically.
      mutations: { retry: false },
    },
  });
}
