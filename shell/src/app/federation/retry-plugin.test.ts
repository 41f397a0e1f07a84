// The retry plugin is the runtime's `fetch` hook: a manifest request that fails on the network is asked
// for again, and only a remote that stays unreachable counts as down.
import { afterEach, describe, expect, it, vi } from 'vitest';
import retryPlugin, { MANIFEST_RETRIES } from './retry-plugin';

const manifest = JSON.stringify({ id: 'mf_menu' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A network that drops the first `drops` requests. */
function flakyNetwork(drops: number) {
  let left = drops;
  const fetch = vi.fn(async () => {
    if (left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch');
    }
    return new Response(manifest, { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the retry plugin', () => {
  it('reads a manifest whose first requests were dropped', async () => {
    vi.useFakeTimers();
    const fetch = flakyNetwork(MANIFEST_RETRIES);
    const hook = retryPlugin().fetch as (url: string, init: RequestInit) => Promise<Response>;
    const answer = hook('http://menu.example/mf-manifest.json', {});
    await vi.runAllTimersAsync();
    await expect((await answer).json()).resolves.toEqual({ id: 'mf_menu' });
    expect(fetch).toHaveBeenCalledTimes(MANIFEST_RETRIES + 1);
  });

  it('gives up on a remote that stays unreachable', async () => {
    vi.useFakeTimers();
    const fetch = flakyNetwork(MANIFEST_RETRIES + 1);
    const hook = retryPlugin().fetch as (url: string, init: RequestInit) => Promise<Response>;
    const answer = expect(hook('http://menu.example/mf-manifest.json', {})).rejects.toThrow();
    await vi.runAllTimersAsync();
    await answer;
    expect(fetch).toHaveBeenCalledTimes(MANIFEST_RETRIES + 1);
  });
});
