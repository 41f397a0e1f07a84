// The production page's `deferred` contract check: answers come back as sent while the
// contract is not loaded, are checked after the first screen, and from then on before the call
// returns. A file of its own: the contract, once loaded, stays loaded for the module's life.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { ApiError } from './api-error';
import { configureApi, resetApiConfig } from './config';
import { DEFERRED_CHECK_DELAY_MS, flushContractChecks } from './contract-check';
import { apiRequest } from './request';

const broken = { status: 'lost', id: 4 };

describe('deferred contract check', () => {
  serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza', contractCheck: 'deferred' }));
  afterEach(() => {
    resetApiConfig();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('returns the answer as sent and reports a mismatch once the first screen is done', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    apiServer.use(answer('post', '/api/feedback/question', broken));
    await expect(
      apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question', { method: 'POST' }),
    ).resolves.toEqual(broken);
    expect(logged).not.toHaveBeenCalled();

    // The first interaction ends the first screen; the check runs when the browser is idle.
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(logged.mock.calls[0]?.[0]).toBe(
      '[api] POST /feedback/question: answer does not match the contract',
    );
  });

  it('checks answers before the call returns once the contract is loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await flushContractChecks();
    apiServer.use(
      answer('get', '/api/feedback/question', broken, { once: true }),
      answer('get', '/api/feedback/question', { status: 'received', id: 5, extra: 1 }),
    );
    const error = await apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid_response' });
    await expect(
      apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question'),
    ).resolves.toEqual({
      status: 'received',
      id: 5,
    });
  });

  it('waits no longer than a few seconds after load without an interaction', () => {
    expect(DEFERRED_CHECK_DELAY_MS).toBeGreaterThanOrEqual(5000);
    expect(DEFERRED_CHECK_DELAY_MS).toBeLessThanOrEqual(15_000);
  });
});
