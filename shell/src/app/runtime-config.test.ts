import { apiServer, answer as serve, serveApi } from '@storefront/shared/test-utils/api';
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

serveApi();

/** The shell's server answers /config.json with `body`. */
const config = (status: number, body: JsonBodyType) =>
  apiServer.use(serve('get', '/config.json', body, { status }));

describe('runtime config', () => {
  it('reads the brand, API base and the manifest URL of each remote', async () => {
    config(200, {
      brand: 'pizza',
      apiBase: '/api',
      mapsKey: '',
      remotes: { 'mf-menu': 'http://127.0.0.1:3001/mf-manifest.json' },
    });
    const read = await fetchRuntimeConfig();
    expect(read.remotes['mf-menu']).toBe('http://127.0.0.1:3001/mf-manifest.json');
    expect(read.brand).toBe('pizza');
  });

  it('refuses a remote that is not one of the five', async () => {
    config(200, { brand: 'pizza', apiBase: '/api', remotes: { 'mf-evil': 'http://x/y' } });
    await expect(fetchRuntimeConfig()).rejects.toThrow();
  });

  it('fails loudly when the config cannot be served', async () => {
    config(503, {});
    await expect(fetchRuntimeConfig()).rejects.toThrow('503');
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
