// The shell's server over real HTTP, rendering with its real server entry (src/server/entry.tsx)
// against a fake API that limits each client address as the API does behind a trusted proxy. Each of
// the three attacks below was measured against the earlier server; these tests reproduce them and
// show that this server refuses them.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testCity, testSettings } from '@storefront/shared/test-utils';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShellServerConfig } from './config.ts';
import { createShellServer, type ShellServer } from './server.ts';

const PUBLIC_ORIGIN = 'https://shop.example';
/** What the fake API lets one address call before it answers 429 (the API's per-address limit). */
const LIMIT = 40;

// A built shell in miniature: its template and a hashed asset; the server bundle is the real entry.
const shellDir = mkdtempSync(join(tmpdir(), 'shell-server-'));
mkdirSync(join(shellDir, 'dist', 'static', 'js'), { recursive: true });
writeFileSync(
  join(shellDir, 'dist', 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(shellDir, 'dist', 'static', 'js', 'index.1234abcd.js'),
  `console.log(${'1'.repeat(3000)})`,
);
// The remote host reads the shared libraries' versions where the workspace installs them for the shell.
for (const name of ['package.json', 'node_modules'])
  symlinkSync(resolve(import.meta.dirname, '..', name), join(shellDir, name));

const anna = {
  id: 7,
  phone: '79161234567',
  name: 'Анна',
  sex: 'female',
  email: null,
  birthday: null,
  is_subscribed: false,
  is_print_fiscal_receipt: false,
  balance: null,
};

interface ApiCall {
  url: string;
  forwardedFor: string | undefined;
}
const apiCalls: ApiCall[] = [];
const perAddress = new Map<string, number>();
let api: FastifyInstance;
let apiOrigin = '';

beforeAll(async () => {
  // trustProxy 'loopback': the API believes X-Forwarded-For from the shell's server only (TRUST_PROXY).
  api = Fastify({ trustProxy: 'loopback' });
  api.addHook('onRequest', async (request, reply) => {
    apiCalls.push({
      url: request.url,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    });
    const count = (perAddress.get(request.ip) ?? 0) + 1;
    perAddress.set(request.ip, count);
    if (count > LIMIT) {
      return reply.code(429).send({ message: 'Too many requests', errors: {}, code: 'rate_limited' });
    }
  });
  api.get('/api/settings', async () => ({ settings: testSettings() }));
  api.get('/api/cities/:alias', async (request, reply) => {
    const { alias } = request.params as { alias: string };
    if (alias !== 'moscow')
      return reply.code(404).send({ message: 'Not found', errors: {}, code: 'not_found' });
    return { city: testCity() };
  });
  api.post('/api/products', async (_request, reply) => {
    reply.header('etag', '"catalog-1"');
    return { product_groups: [] };
  });
  // The session cookie `session_key=anna` is a signed-in customer's; any other is a guest's.
  api.get('/api/user/check-session', async (request) =>
    /(?:^|;\s*)session_key=anna(?:;|$)/.test(request.headers.cookie ?? '')
      ? { authorized: true, user: anna }
      : { authorized: false },
  );
  api.get('/api/ping', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] }));
  apiOrigin = await api.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await api.close();
});

beforeEach(() => {
  apiCalls.length = 0;
  perAddress.clear();
});

function config(overrides: Partial<ShellServerConfig> = {}): ShellServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    apiOrigin,
    apiProxy: false,
    publicOrigin: PUBLIC_ORIGIN,
    runtimeConfig: () => ({ apiBase: '/api', brand: 'pizza', remotes: {} }),
    shellDir,
    // A load balancer on this host is in front of the shell's server (its X-Forwarded-For is believed).
    trustProxy: 'loopback',
    ssr: true,
    budgetMs: 3000,
    cache: { ttlMs: 60_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 },
    logLevel: 'silent',
    errorReporting: null,
    ...overrides,
  };
}

const servers: ShellServer[] = [];
async function start(
  overrides: Partial<ShellServerConfig> = {},
  loadBundle: () => Promise<typeof import('../src/server/entry')> = () => import('../src/server/entry'),
): Promise<{ origin: string; server: ShellServer }> {
  const server = await createShellServer(config(overrides), { loadBundle, logger: false });
  servers.push(server);
  return { origin: await server.app.listen({ host: '127.0.0.1', port: 0 }), server };
}
afterAll(async () => {
  for (const server of servers) await server.app.close();
});

/** A GET as a browser behind the load balancer sends it (http.get: fetch() cannot set Host). */
function get(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

describe("the shell's server", () => {
  it('serves its assets, the runtime config and server-rendered pages', async () => {
    const { origin } = await start();
    const asset = await get(origin, '/static/js/index.1234abcd.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await get(origin, '/config.json');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(config.body)).toMatchObject({ brand: 'pizza', apiBase: '/api' });
    const page = await get(origin, '/moscow/bonus');
    expect(page.status).toBe(200);
    expect(page.headers['x-render']).toBe('server');
    expect(page.body).toContain('window.__STOREFRONT_SSR__=true');
    expect(page.body).toContain('Москва');
    expect((await get(origin, '/static/js/missing.js')).status).toBe(404);
    // The site root is a page too.
    const root = await get(origin, '/');
    expect(root.status).toBe(200);
    expect(root.body).toContain('window.__STOREFRONT_SSR__=true');
    // Without a proxy configured, /api is not this server's.
    expect((await get(origin, '/api/ping')).status).toBe(404);
  });

  it('answers an unknown address with the not-found page and 404; a private page is titled as itself', async () => {
    const { origin } = await start();
    for (const path of ['/moscow/nonexistent', '/moscow/cart/extra', '/moscow/order/12', '/atlantis']) {
      const missing = await get(origin, path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toContain('<title>Страница не найдена');
    }
    const titles: Record<string, string> = {
      '/moscow/cart': 'Корзина',
      '/moscow/cart?state=checkout': 'Оформление заказа',
      '/moscow/order/payment/abc123': 'Оплата заказа',
      '/moscow/order/12/tracking': 'Статус заказа',
      '/moscow/profile': 'Личный кабинет',
    };
    for (const [path, title] of Object.entries(titles)) {
      const page = await get(origin, path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain(`<title>${title} — Москва`);
    }
    const ukrainian = await get(origin, '/moscow/profile?lang=uk');
    expect(ukrainian.body).not.toContain('Сторінку не знайдено');
  });

  it('serves the page the browser renders alone, with the first-screen hints, when rendering is off', async () => {
    const { origin } = await start({ ssr: false });
    const page = await get(origin, '/moscow');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('window.__STOREFRONT_BOOT__={"apiBase":"/api","brand":"pizza"}');
    expect(page.body).not.toContain('__STOREFRONT_SSR__');
  });

  it('proxies /api when configured, replacing a client-sent X-Forwarded-For with the visitor it saw', async () => {
    const { origin } = await start({ apiProxy: true, trustProxy: false });
    const answer = await get(origin, '/api/ping', { 'x-forwarded-for': '6.6.6.6' });
    expect(JSON.parse(answer.body)).toEqual({ forwardedFor: '127.0.0.1' });
  });
});

describe("a signed-in customer's page", () => {
  /** The state the page hands to the browser (the JSON script the browser hydrates from). */
  const stateOf = (body: string) =>
    JSON.parse(
      /<script type="application\/json" id="storefront-ssr-state">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null',
    );

  it("arrives rendered as theirs: the header's profile, not a sign-in, and the customer in the page's state", async () => {
    const { origin } = await start();
    const page = await get(origin, '/moscow/bonus', { cookie: 'session_key=anna' });
    expect(page.status).toBe(200);
    expect(page.headers['x-render']).toBe('server');
    expect(page.body).toContain('Профиль');
    expect(page.body).not.toContain('Войти');
    expect(stateOf(page.body)).toMatchObject({
      session: true,
      user: { id: 7, phone: '79161234567', name: 'Анна' },
    });
    // The session check went with the visitor's own cookie.
    expect(apiCalls.some((call) => call.url === '/api/user/check-session')).toBe(true);
    // Never kept for anyone else.
    expect(page.headers['x-render-cache']).not.toBe('hit');
  });

  it("renders a guest's page for a session the API no longer knows, and asks nothing for a visitor without one", async () => {
    const { origin } = await start({ cache: null });
    const ended = await get(origin, '/moscow/bonus', { cookie: 'session_key=gone' });
    expect(ended.body).toContain('Войти');
    expect(stateOf(ended.body)).toMatchObject({ session: true, user: null });
    apiCalls.length = 0;
    const guest = await get(origin, '/moscow/bonus');
    expect(guest.body).toContain('Войти');
    expect(stateOf(guest.body)).toMatchObject({ user: null });
    expect(apiCalls.some((call) => call.url === '/api/user/check-session')).toBe(false);
  });
});

describe('the content pages', () => {
  it('name the site by its public origin, and hand that host to the browser for its first render', async () => {
    const { origin } = await start();
    const page = await get(origin, '/privacy-policy', { host: 'internal.example:8080' });
    expect(page.status).toBe(200);
    // React separates the filled-in value from the text around it with an empty comment.
    expect(page.body).toMatch(/сайта (?:<!-- -->)?shop\.example/);
    expect(page.body).toContain('"site":"shop.example"');
    expect(page.body).not.toContain('internal.example');
  });
});

describe('the host holds against one visitor', () => {
  it("forwards each visitor's address with its API calls, so one address's page views cost no one else the menu", async () => {
    // Every view rendered anew (no cache), as 95 uncached views in 8 s did to the earlier server.
    const { origin } = await start({ cache: null });
    for (let view = 0; view < LIMIT; view += 1) {
      await get(origin, '/moscow/bonus', { 'x-forwarded-for': '203.0.113.7' });
    }
    // The one address has used up its allowance at the API …
    expect((perAddress.get('203.0.113.7') ?? 0) > LIMIT).toBe(true);
    // … and another visitor's page still arrives rendered with the city.
    const other = await get(origin, '/moscow/bonus', { 'x-forwarded-for': '198.51.100.2' });
    expect(other.status).toBe(200);
    expect(other.body).toContain('Москва');
    const calls = apiCalls.filter((call) => call.forwardedFor === '198.51.100.2');
    expect(calls.length).toBeGreaterThan(0);
    // No API call of a render leaves without the visitor's address (the server's own would all count as one).
    expect(apiCalls.every((call) => call.forwardedFor !== undefined)).toBe(true);
  });

  it('keys its cache on what changes the page: unread query parameters make no new entry', async () => {
    const { origin, server } = await start();
    const first = await get(origin, '/moscow/bonus?utm_source=a');
    expect(first.headers['x-render-cache']).toBe('miss');
    for (let n = 0; n < 30; n += 1) {
      const page = await get(origin, `/moscow/bonus?utm_source=${n}&gclid=${n * 7}`);
      expect(page.headers['x-render-cache']).toBe('hit');
    }
    expect(server.pages?.cache?.size).toBe(1);
    // A parameter the page reads is another page.
    expect((await get(origin, '/moscow/bonus?lang=en')).headers['x-render-cache']).toBe('miss');
    expect(server.pages?.cache?.size).toBe(2);
  });

  it('builds its links from the configured public origin only: a foreign Host cannot poison the cache', async () => {
    const { origin } = await start();
    const forged = await get(origin, '/moscow/bonus', { host: 'evil.example' });
    expect(forged.status).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    const next = await get(origin, '/moscow/bonus');
    expect(next.headers['x-render-cache']).toBe('hit');
    expect(next.body).not.toContain('evil.example');
    expect(next.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/moscow/bonus">`);
    expect(next.body).toContain(`hreflang="en" href="${PUBLIC_ORIGIN}/moscow/bonus?lang=en"`);
    expect(next.body).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}/moscow/bonus">`);
    const robots = await get(origin, '/robots.txt', { host: 'evil.example' });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(robots.body).not.toContain('evil.example');
  });
});

describe('a page the server could not render', () => {
  // A local stand-in for Sentry's envelope endpoint, as the API's reports are tested against.
  let sink: FastifyInstance;
  let sinkOrigin = '';
  const envelopes: { project: string; key: string | undefined; lines: unknown[] }[] = [];
  beforeAll(async () => {
    sink = Fastify();
    sink.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    sink.post<{ Params: { project: string }; Querystring: { sentry_key?: string } }>(
      '/api/:project/envelope/',
      async (request, reply) => {
        const lines = String(request.body)
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as unknown);
        envelopes.push({ project: request.params.project, key: request.query.sentry_key, lines });
        return reply.code(200).send({});
      },
    );
    sinkOrigin = await sink.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await sink.close();
  });

  it('is answered as the page the browser renders, and reported as the API reports its failures', async () => {
    const dsn = `${sinkOrigin.replace('http://', 'http://shellkey@')}/2`;
    const { origin } = await start(
      { cache: null, errorReporting: { dsn, environment: 'test' } },
      async () => {
        const entry = await import('../src/server/entry');
        return {
          ...entry,
          renderPage: async () => {
            throw new TypeError('the layout broke for 79161234567');
          },
        };
      },
    );
    const page = await get(origin, '/moscow/bonus?phone=79161234567');
    expect(page.status).toBe(200);
    expect(page.headers['x-render']).toBeUndefined();
    expect(page.body).not.toContain('__STOREFRONT_SSR__');
    const deadline = Date.now() + 10_000;
    while (envelopes.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(envelopes).toHaveLength(1);
    const [envelope] = envelopes;
    expect(envelope?.project).toBe('2');
    expect(envelope?.key).toBe('shellkey');
    const event = envelope?.lines[2] as {
      platform: string;
      environment: string;
      tags: Record<string, string>;
      exception: { values: { type: string; value: string }[] };
      request: { url: string };
    };
    expect(event).toMatchObject({
      platform: 'node',
      environment: 'test',
      tags: { service: 'shell-server', source: 'ssr-render' },
      request: { url: 'GET /moscow/bonus' },
    });
    expect(event.exception.values[0]?.type).toBe('TypeError');
    // Scrubbed as every report is: the phone in the message never reaches the sink, nor the query.
    expect(JSON.stringify(envelope?.lines)).not.toContain('79161234567');
  });

  it('reports nothing without a DSN', async () => {
    envelopes.length = 0;
    const { origin } = await start({ cache: null }, async () => ({
      ...(await import('../src/server/entry')),
      renderPage: async () => {
        throw new Error('broken');
      },
    }));
    expect((await get(origin, '/moscow/bonus')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(envelopes).toEqual([]);
  });
});
