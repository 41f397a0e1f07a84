// The production page's `shape` contract check: it never downloads the contract (zod and every
// schema) for an answer, and still turns an answer that cannot be a contract answer into a clear
// `invalid_response` instead of handing a string to the page. A file of its own: the contract module
// is mocked here to see whether anything loads it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, serveApi } from '../test-utils/api-server';
import { ApiError } from './api-error';
import { configureApi, resetApiConfig } from './config';
import { apiRequest } from './request';

const loaded = vi.hoisted(() => ({ contract: 0 }));
vi.mock('@storefront/shared/contract', async (importOriginal) => {
  loaded.contract += 1;
  return await importOriginal();
});

describe('shape contract check', () => {
  serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza', contractCheck: 'shape' }));
  afterEach(() => {
    resetApiConfig();
    vi.restoreAllMocks();
  });

  it('returns an object answer as the API sent it without loading the contract', async () => {
    apiServer.use(answer('get', '/api/feedback/question', { status: 'received', id: 4 }));
    await expect(
      apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question'),
    ).resolves.toEqual({ status: 'received', id: 4 });
    apiServer.use(answer('get', '/api/products/related', [{ id: 1 }]));
    await expect(
      apiRequest((contract) => contract.relatedProductsResponseSchema, '/products/related'),
    ).resolves.toEqual([{ id: 1 }]);
    expect(loaded.contract).toBe(0);
  });

  it.each([
    ['a proxy page', '<html><body>Bad gateway</body></html>'],
    ['an empty body', undefined],
  ])('turns %s into invalid_response, still without the contract', async (_, body) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    apiServer.use(answer('post', '/api/feedback/question', body, { status: 200 }));
    const error = await apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question', {
      method: 'POST',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect(logged.mock.calls[0]?.[0]).toBe(
      '[api] POST /feedback/question: answer does not match the contract',
    );
    expect(loaded.contract).toBe(0);
  });

  it('parses with the schema again once configured strict (development, tests, the server)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    configureApi({ baseUrl: '/api', brand: 'pizza', contractCheck: 'strict' });
    apiServer.use(answer('get', '/api/feedback/question', { status: 'lost', id: 4 }));
    const error = await apiRequest((contract) => contract.feedbackResponseSchema, '/feedback/question').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'invalid_response' });
    expect(loaded.contract).toBe(1);
  });
});
