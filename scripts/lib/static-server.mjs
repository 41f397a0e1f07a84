// A small production static server for one deployment (the shell or a remote): hashed assets cached
// as immutable, entry files (index.html, mf-manifest.json, remoteEntry.js, config.json) revalidated by
// ETag, brotli/gzip by Accept-Encoding, CORS for remotes, SPA fallback and an /api proxy for the shell.
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

/**
 * @param {object} options
 * @param {string} options.root        folder to serve (a dist/)
 * @param {boolean} [options.spa]      unknown paths without an extension answer index.html
 * @param {boolean} [options.cors]     allow any origin (remotes are loaded cross-origin by the shell)
 * @param {string} [options.apiOrigin] proxy /api/* there (the shell serves the API on its own origin)
 * @param {() => unknown} [options.runtimeConfig] answer /config.json with this object
 * @param {(pathname: string) => string | Promise<string>} [options.htmlHead] HTML inserted right after
 *   `<head>` of the page (index.html), per request: the first screen's hints (first-screen.mjs)
 * @param {{ handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> }} [options.pages]
 *   server rendering of the pages (ssr/page-renderer.mjs): asked first for every page path (no
 *   extension), /robots.txt and /sitemap.xml; false leaves the request to this server (the SPA page)
 */
export function createStaticServer({
  root,
  spa = false,
  cors = false,
  apiOrigin,
  runtimeConfig,
  htmlHead,
  pages,
}) {
  const base = resolve(root);
  /** Compressed bodies, by path + encoding + mtime, so each file is compressed once. */
  const cache = new Map();

  return http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Headers', '*');
      }
      // /payments/* is the merchant's 3-D Secure return (TermUrl, on the public origin); the API
      // serves it, so the shell proxies it too. The acquirer's pages are on the acquirer's own origin.
      if (
        apiOrigin &&
        PROXIED.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
      ) {
        return proxy(req, res, apiOrigin);
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (runtimeConfig && url.pathname === '/config.json') {
        return sendBuffer(req, res, Buffer.from(JSON.stringify(runtimeConfig())), '.json', 'no-cache');
      }
      if (pages && (!extname(url.pathname) || SEO_FILES.has(url.pathname))) {
        if (await pages.handle(req, res, url)) return;
      }

      let file = safeJoin(base, decodeURIComponent(url.pathname));
      let stat = file && (await fs.stat(file).catch(() => null));
      if (stat?.isDirectory()) {
        file = join(file, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!stat && spa && !extname(url.pathname)) {
        file = join(base, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!file || !stat) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }

      const ext = extname(file);
      if (htmlHead && file === join(base, 'index.html')) {
        const page = await fs.readFile(file, 'utf8');
        const head = await htmlHead(url.pathname);
        const html = Buffer.from(page.replace(/<head[^>]*>/i, (tag) => `${tag}${head}`));
        const encoding = pickEncoding(req.headers['accept-encoding']);
        // Written per request: compressed quickly rather than as small as possible.
        const body =
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : encoding === 'gzip'
              ? gzipSync(html, { level: 6 })
              : html;
        return sendBuffer(req, res, body, ext, 'no-cache', encoding ?? undefined);
      }
      // rsbuild puts content-hashed files under static/; everything else is an entry that must revalidate.
      const immutable = url.pathname.startsWith('/static/');
      const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : null;
      if (!encoding) {
        return sendStream(req, res, file, stat, ext, cacheControl);
      }
      const key = `${file}|${encoding}|${stat.mtimeMs}`;
      let body = cache.get(key);
      if (!body) {
        const raw = await fs.readFile(file);
        body =
          encoding === 'br'
            ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(raw, { level: 9 });
        cache.set(key, body);
      }
      return sendBuffer(req, res, body, ext, cacheControl, encoding);
    } catch (error) {
      console.error('[static]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Server error');
    }
  });
}

function safeJoin(base, pathname) {
  const target = normalize(join(base, pathname));
  return target === base || target.startsWith(base + sep) ? target : null;
}

function pickEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

function etagOf(buffer) {
  return `"${createHash('sha1').update(buffer).digest('base64url').slice(0, 20)}"`;
}

function sendBuffer(req, res, body, ext, cacheControl, encoding) {
  const etag = etagOf(body);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendStream(req, res, file, stat, ext, cacheControl) {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

const PROXIED = ['/api', '/payments'];
const SEO_FILES = new Set(['/robots.txt', '/sitemap.xml']);

function proxy(req, res, apiOrigin) {
  const target = new URL(req.url ?? '/', apiOrigin);
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: target.host,
        'x-forwarded-host': req.headers.host ?? '',
        // Overwritten, never appended: what a client sends in X-Forwarded-For must not pick its
        // rate-limit key. The API trusts this header from a loopback proxy only (TRUST_PROXY).
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
    }
    res.end(
      JSON.stringify({ message: 'The service is temporarily unavailable.', errors: {}, code: 'bad_gateway' }),
    );
  });
  req.pipe(upstream);
}
