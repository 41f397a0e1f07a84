// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost } from './static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'static-'));
mkdirSync(join(root, 'static', 'js'), { recursive: true });
writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ id: 'mf_menu', pad: 'x'.repeat(2000) }));
writeFileSync(
  join(root, 'static', 'js', 'app.1234abcd.js'),
  `console.log(${JSON.stringify('y'.repeat(4000))});`,
);

let host: FastifyInstance;
let remote = '';

beforeAll(async () => {
  host = await createStaticHost({ root });
  remote = await host.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await host.close();
});

describe('a static site (a remote build) as it is served', () => {
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
    // As a browser revalidates (fetch() would add Cache-Control: no-cache, a reload that skips it).
    const again = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${remote}/mf-manifest.json`, { headers: { 'if-none-match': etag ?? '' } }, resolve),
    );
    again.resume();
    expect(again.statusCode).toBe(304);
  });

  it('sends brotli to a client that accepts it, and CORS for the shell on another origin', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        `${remote}/static/js/app.1234abcd.js`,
        { headers: { 'accept-encoding': 'br, gzip', origin: 'http://shell.example' } },
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

  it('never serves a file outside its folder, and answers 404 to what is not there', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ host: '127.0.0.1', port: new URL(remote).port, path: '/../../etc/passwd' }, resolve),
    );
    expect([403, 404]).toContain(response.statusCode);
    expect((await fetch(`${remote}/static/js/missing.js`)).status).toBe(404);
  });
});
