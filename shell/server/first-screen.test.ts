import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenHints } from './first-screen.ts';

const manifest = {
  metaData: { remoteEntry: { name: 'static/js/mf_menu.1234.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'HomePage',
      assets: {
        js: { sync: ['static/js/async/home.js'], async: ['static/js/async/modal.js'] },
        css: { sync: ['static/css/async/home.css'], async: [] },
      },
    },
  ],
};

/** mf-cart: its side cart is server-rendered on a desktop home, and hydrated on demand. */
const cartManifest = {
  metaData: { remoteEntry: { name: 'static/js/mf_cart.5678.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'SideCart',
      assets: {
        js: { sync: ['static/js/async/side.js'], async: [] },
        css: { sync: ['static/css/side.css'], async: [] },
      },
    },
  ],
};

let origin = '';
let manifestRequests = 0;
let server: Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/cart/mf-manifest.json') {
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(cartManifest));
    }
    if (req.url !== '/mf-manifest.json') return res.writeHead(404).end();
    manifestRequests += 1;
    if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' }).end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

const config = () => ({
  apiBase: '/api',
  brand: 'pizza',
  remotes: { 'mf-menu': `${origin}/mf-manifest.json`, 'mf-cart': 'http://127.0.0.1:1/mf-manifest.json' },
});

describe('first-screen hints', () => {
  it('give every page the API base and brand, and preload the runtime config', async () => {
    const hints = await createFirstScreenHints({ runtimeConfig: config })('/legal-info');
    expect(hints).toBe(
      '<script>window.__STOREFRONT_BOOT__={"apiBase":"/api","brand":"pizza"}</script>' +
        '<link rel="preload" as="fetch" crossorigin href="/config.json">',
    );
  });

  it("preload a city home's remote: manifest, entry, the exposed module's scripts and styles", async () => {
    const hints = await createFirstScreenHints({ runtimeConfig: config })('/moscow');
    expect(hints).toContain(`<link rel="preload" as="fetch" crossorigin href="${origin}/mf-manifest.json">`);
    expect(hints).toContain(`<link rel="preload" as="script" href="${origin}/static/js/mf_menu.1234.js">`);
    expect(hints).toContain(`<link rel="preload" as="style" href="${origin}/static/css/async/home.css">`);
    expect(hints).toContain(`<link rel="preload" as="script" href="${origin}/static/js/async/home.js">`);
    // What the home page does not load at once stays out.
    expect(hints).not.toContain('modal.js');
  });

  it("leave out the side cart's code (hydrated on demand), but not its stylesheet when rendered", async () => {
    const hints = createFirstScreenHints({
      runtimeConfig: () => ({ ...config(), remotes: { 'mf-cart': `${origin}/cart/mf-manifest.json` } }),
    });
    expect(await hints('/moscow')).not.toContain('mf_cart');
    expect(await hints('/moscow')).not.toContain('side.js');
    expect(await hints.stylesheets([['mf-cart', 'SideCart']])).toBe(
      `<link rel="stylesheet" href="${origin}/cart/static/css/side.css">`,
    );
  });

  it('leave out a remote that is down, and other pages of a city', async () => {
    const hints = createFirstScreenHints({ runtimeConfig: config });
    expect(await hints('/moscow')).not.toContain('127.0.0.1:1/');
    expect(await hints('/moscow/cart')).not.toContain('mf_menu');
  });

  it('revalidate a manifest by its ETag at most once a second', async () => {
    const hints = createFirstScreenHints({ runtimeConfig: config });
    const before = manifestRequests;
    await hints('/moscow');
    await hints('/kazan');
    expect(manifestRequests - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await hints('/moscow')).toContain('mf_menu.1234.js');
    expect(manifestRequests - before).toBe(2);
  });

  it('escape what they write into the page', async () => {
    const hints = await createFirstScreenHints({
      runtimeConfig: () => ({ apiBase: '/api', brand: '</script><script>alert(1)', remotes: {} }),
    })('/moscow');
    expect(hints).not.toContain('</script><script>alert(1)');
  });
});
