import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('runtime config', () => {
  it('reads the brand, API base and the manifest URL of each remote', async () => {
    const config = await fetchRuntimeConfig(
      answer(200, {
        brand: 'pizza',
        apiBase: '/api',
        mapsKey: '',
        remotes: { 'mf-menu': 'http://127.0.0.1:3001/mf-manifest.json' },
      }),
    );
    expect(config.remotes['mf-menu']).toBe('http://127.0.0.1:3001/mf-manifest.json');
    expect(config.brand).toBe('pizza');
  });

  it('refuses a remote that is not one of the five', async () => {
    await expect(
      fetchRuntimeConfig(
        answer(200, { brand: 'pizza', apiBase: '/api', remotes: { 'mf-evil': 'http://x/y' } }),
      ),
    ).rejects.toThrow();
  });

  it('fails loudly when the config cannot be served', async () => {
    await expect(fetchRuntimeConfig(answer(503, {}))).rejects.toThrow('503');
  });
});

describe('runtime config checks', () => {
  const valid = {
    brand: 'pizza',
    apiBase: '/api',
    remotes: { 'mf-cart': 'http://127.0.0.1:3002/mf-manifest.json' },
  };

  it('fills in an empty maps key', () => {
    expect(parseRuntimeConfig(valid).mapsKey).toBe('');
  });

  it.each([
    ['no brand', { ...valid, brand: '' }],
    ['no API base', { ...valid, apiBase: undefined }],
    ['a maps key that is not text', { ...valid, mapsKey: 7 }],
    ['remotes that are a list', { ...valid, remotes: [] }],
    ['a remote entry that is not a URL', { ...valid, remotes: { 'mf-cart': 'not a url' } }],
    ['not an object', 'pizza'],
  ])('refuses %s', (_, config) => {
    expect(() => parseRuntimeConfig(config)).toThrow(RuntimeConfigError);
  });
});
