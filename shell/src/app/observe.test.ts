// The switch of the first screen: nothing is sent without configuration; with it, errors reach the
// configured endpoint in Sentry's format, through real HTTP. The browser never sends the purchase
// event (the API does, holding the Measurement Protocol secret), whatever /config.json says.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportError } from './error-reporting';
import { startObserving } from './observe';
import { errorReportingSettings } from './observe-send';
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

const received: { url: string; body: string }[] = [];
/** Only the posts: a browser may ask the CORS question first. */
const posts = () => received.filter((hit) => hit.body !== '');
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', body });
      response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());
afterEach(() => {
  received.length = 0;
});

const base: RuntimeConfig = {
  brand: 'pizza',
  apiBase: '/api',
  mapsKey: '',
  remotes: {},
  errorReporting: null,
};

describe('startObserving', () => {
  it('sends nothing when neither is configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startObserving(base);
    reportError(new Error('boom'), 'test');
    window.dispatchEvent(
      new CustomEvent('storefront:purchase', { detail: { orderId: 1, total: 10, currency: 'RUB' } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });

  it('sends a scrubbed envelope to the DSN, and no purchase hit even from an old config', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startObserving(
      parseRuntimeConfig({
        ...base,
        errorReporting: { dsn: `${origin.replace('//', '//pub@')}/5`, environment: 'test' },
        analytics: { endpoint: `${origin}/mp/collect`, measurementId: 'G-T', apiSecret: 'sec' },
      }),
    );
    reportError(new Error('cannot call +7 (915) 555-44-33'), 'remote:mf-menu');
    window.dispatchEvent(
      new CustomEvent('storefront:purchase', {
        detail: {
          orderId: 42,
          total: 990,
          currency: 'RUB',
          items: [{ item_id: 'pepperoni', item_name: 'Pepperoni', price: 990, quantity: 1 }],
        },
      }),
    );
    await vi.waitFor(() => expect(posts()).toHaveLength(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(posts()).toHaveLength(1);
    const [envelope] = posts();
    expect(envelope?.url).toMatch(/^\/api\/5\/envelope\//);
    expect(envelope?.url).toContain('sentry_key=pub');
    expect(envelope?.body).not.toMatch(/555.?44/);
    expect(envelope?.body).toContain('remote:mf-menu');
  });
});

describe('the settings in /config.json', () => {
  it('reads a DSN, and keeps no analytics settings', () => {
    expect(errorReportingSettings({ dsn: 'https://key@errors.example.com/3' })).toMatchObject({
      dsn: { publicKey: 'key', projectId: '3' },
      environment: 'production',
    });
    const config = parseRuntimeConfig({
      ...base,
      analytics: { endpoint: 'https://a.example/mp/collect', measurementId: 'G-1', apiSecret: 's' },
    });
    expect(JSON.stringify(config)).not.toMatch(/secret/i);
  });

  it.each([
    ['a DSN without its key', () => errorReportingSettings({ dsn: 'https://errors.example.com/3' })],
    ['no DSN', () => errorReportingSettings({})],
  ])('refuses %s', (_, read) => {
    expect(read).toThrow(Error);
  });
});
