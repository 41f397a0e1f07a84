import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache.ts';

const page = (
  text: string,
  versions: Record<string, string> = { 'remote:mf-menu': 'v1', catalog: 'c1' },
) => ({
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  html: Buffer.from(text),
  gzip: Buffer.from(text.slice(0, 1)),
  versions,
});

/** The versions as they are now, whatever names the entry asks for. */
const now =
  (versions: Record<string, string | null> = { 'remote:mf-menu': 'v1', catalog: 'c1' }) =>
  async (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, versions[name] ?? null]));

describe('render cache', () => {
  it('serves a page under its key while every version it was rendered against holds', async () => {
    const cache = createRenderCache();
    cache.set('ru|/moscow', page('<p>Маргарита</p>'));
    expect((await cache.get('ru|/moscow', now()))?.html.toString()).toBe('<p>Маргарита</p>');
    // Another language or context is another key: a miss.
    expect(await cache.get('en|/moscow', now())).toBeNull();
  });

  it('drops a page when a remote was redeployed or the catalog changed, or a version is unknown', async () => {
    const cache = createRenderCache();
    cache.set('a', page('a'));
    expect(await cache.get('a', now({ 'remote:mf-menu': 'v2', catalog: 'c1' }))).toBeNull();
    // Dropped, not kept for the old version to come back.
    expect(await cache.get('a', now())).toBeNull();
    cache.set('b', page('b'));
    expect(await cache.get('b', now({ 'remote:mf-menu': 'v1', catalog: 'c2' }))).toBeNull();
    cache.set('c', page('c'));
    expect(await cache.get('c', now({ 'remote:mf-menu': null, catalog: 'c1' }))).toBeNull();
  });

  it('keeps a page no longer than its age limit', async () => {
    let clock = 1_000;
    const cache = createRenderCache({ ttlMs: 60_000, now: () => clock });
    cache.set('a', page('a'));
    clock = 60_999;
    expect(await cache.get('a', now())).not.toBeNull();
    clock = 61_001;
    expect(await cache.get('a', now())).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('is bounded in entries and bytes, dropping the least recently used', async () => {
    const cache = createRenderCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    await cache.get('a', now());
    cache.set('c', page('c'));
    expect(await cache.get('b', now())).toBeNull();
    expect(await cache.get('a', now())).not.toBeNull();
    expect(cache.size).toBe(2);
    cache.set('big', page('x'.repeat(700)));
    // 700 + 1 bytes of 'big' leave room for no more than one small page beside it.
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(2);
    cache.set('huge', page('x'.repeat(2000)));
    expect(await cache.get('huge', now())).toBeNull();
  });
});
