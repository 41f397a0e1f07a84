import { ApiError } from '@storefront/shared/api';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetry } from './query-client';

const apiError = (status: number, code?: string) => new ApiError({ status, message: 'x', code });

describe('query client defaults', () => {
  it('does not retry a 4xx answer', () => {
    for (const status of [400, 401, 404, 422, 429]) expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('retries network failures and 5xx, at most twice', () => {
    expect(shouldRetry(0, apiError(0, 'network'))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
  });

  it('does not retry an answer that breaks the contract', () => {
    expect(shouldRetry(0, apiError(200, 'invalid_response'))).toBe(false);
  });

  it('never retries mutations and keeps data fresh for a minute', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(60_000);
  });
});
