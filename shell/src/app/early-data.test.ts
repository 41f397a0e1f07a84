import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEarlyFetch, earlyKey } from './early-data';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const init = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: {
    accept: 'application/json',
    'x-brand': 'pizza',
    ...(body ? { 'content-type': 'application/json' } : {}),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
  credentials: 'include',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client fetch that takes answers the page started early', () => {
  it('answers an identical call once with the early answer, then asks the network', async () => {
    const network = vi.fn(async () => json({ from: 'network' }));
    vi.stubGlobal('fetch', network);
    const early = {
      [earlyKey('GET', '/api/cities/moscow', 'pizza', '')]: Promise.resolve(json({ from: 'early' })),
    };
    const fetcher = createEarlyFetch(early);
    expect(await (await fetcher('/api/cities/moscow', init('GET'))).json()).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetcher('/api/cities/moscow', init('GET'))).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('matches the body and brand exactly', async () => {
    const network = vi.fn(async () => json({ from: 'network' }));
    vi.stubGlobal('fetch', network);
    const body = { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: null };
    const early = {
      [earlyKey('POST', '/api/products', 'pizza', JSON.stringify(body))]: Promise.resolve(
        json({ from: 'early' }),
      ),
    };
    const fetcher = createEarlyFetch(early);
    await fetcher('/api/products', init('POST', { ...body, order_type: 'takeaway' }));
    await fetcher('/api/products', { ...init('POST', body), headers: { 'x-brand': 'sushi' } });
    expect(network).toHaveBeenCalledTimes(2);
    expect(await (await fetcher('/api/products', init('POST', body))).json()).toEqual({ from: 'early' });
  });

  it('asks the network when the early call failed', async () => {
    const network = vi.fn(async () => json({ from: 'network' }));
    vi.stubGlobal('fetch', network);
    const fetcher = createEarlyFetch({
      [earlyKey('GET', '/api/settings', 'pizza', '')]: Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await (await fetcher('/api/settings', init('GET'))).json()).toEqual({ from: 'network' });
  });

  it('is the plain fetch when the page started nothing', async () => {
    const network = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', network);
    await createEarlyFetch(undefined)('/api/settings', init('GET'));
    expect(network).toHaveBeenCalledWith('/api/settings', expect.objectContaining({ method: 'GET' }));
  });
});
