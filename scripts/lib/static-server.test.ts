import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.mjs';

const root = mkdtempSync(join(tmpdir(), 'static-'));
mkdirSync(join(root, 'static', 'js'), { recursive: true });
writeFileSync(
  join(root, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><div id="root"></div>',
);
writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ id: 'mf_menu', pad: 'x'.repeat(2000) }));
writeFileSync(
  join(root, 'static', 'js', 'app.1234abcd.js'),
  `console.log(${JSON.stringify('y'.repeat(4000))});`,
);

const servers: Server[] = [];
async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let remote: string;
let shell: string;
let hinted: string;
let seenByApi: http.IncomingHttpHeaders | undefined;

beforeAll(async () => {
  const api = await listen(
    http.createServer((req, res) => {
      seenByApi = req.headers;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }),
  );
  remote = await listen(createStaticServer({ root, cors: true }));
  shell = await listen(
    createStaticServer({ root, spa: true, apiOrigin: api, runtimeConfig: () => ({ brand: 'pizza' }) }),
  );
  hinted = await listen(
    createStaticServer({
      root,
      spa: true,
      htmlHead: async (pathname) => `<meta name="hint" content="${pathname}">`,
    }),
  );
});

afterAll(() => {
  for (const server of servers) server.close();
});

describe('static server', () => {
  it('caches content-hashed assets for a year as immutable', async () => {
    const response = await fetch(`${remote}/static/js/app.1234abcd.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('makes entry files revalidate and answers 304 to a matching ETag', async () => {
    const first = await fetch(`${remote}/mf-manifest.json`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${remote}/mf-manifest.json`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('sends brotli to a client that accepts it, and CORS for remotes', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        `${remote}/static/js/app.1234abcd.js`,
        { headers: { 'accept-encoding': 'br, gzip' } },
        resolve,
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(body.length).toBeLessThan(200);
    expect(brotliDecompressSync(body).toString()).toContain('yyyy');
  });

  it('never serves a file outside its folder', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ host: '127.0.0.1', port: new URL(remote).port, path: '/../../etc/passwd' }, resolve),
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers the shell routes with index.html but unknown assets with 404', async () => {
    expect(await (await fetch(`${shell}/moscow/promotions`)).text()).toContain('id="root"');
    expect((await fetch(`${shell}/static/js/missing.js`)).status).toBe(404);
  });

  it('writes the page head hints right after <head>, for the route asked, and revalidates the page', async () => {
    const response = await fetch(`${hinted}/moscow`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(
      '<!doctype html><html><head><meta name="hint" content="/moscow"><title>x</title></head><div id="root"></div>',
    );
    const etag = response.headers.get('etag') ?? '';
    expect((await fetch(`${hinted}/moscow`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(await (await fetch(`${hinted}/`)).text()).toContain('content="/"');
    // Other files are served as they are.
    expect(await (await fetch(`${hinted}/mf-manifest.json`)).json()).toMatchObject({ id: 'mf_menu' });
  });

  it('serves the runtime config without caching it', async () => {
    const response = await fetch(`${shell}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ brand: 'pizza' });
  });

  it('proxies /api and replaces a client-sent X-Forwarded-For with the real peer address', async () => {
    const response = await fetch(`${shell}/api/cities`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await response.json()).toEqual({ ok: true });
    expect(seenByApi?.['x-forwarded-for']).toBe('127.0.0.1');
  });
});
