// Server rendering of the shell's pages. The shell's server bundle (shell/dist/ssr/index.js,
// built by the rsbuild `node` environment) renders the layout and the route; the remotes' node builds
// come from remote-host.mjs at run time. This module writes the page: the built index.html with the
// first screen's hints and the page's head, the rendered markup streamed into #root, and the state the
// browser hydrates from. Anything that goes wrong answers the page as the browser-rendered SPA it was
// before (never a 500, never blank); a remote that fails is left to the browser by the render itself.

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRemoteHost } from './remote-host.mjs';
import { createRenderCache } from './render-cache.mjs';

/** How long the API and the remotes may take before their blocks are left to the browser. */
export const RENDER_BUDGET_MS = Number(process.env.SSR_BUDGET_MS ?? 1500);
/** How often the catalog version of a menu context is asked again (a 304 when unchanged). */
const CATALOG_FRESH_MS = 1000;
const CATALOG_TIMEOUT_MS = 1000;

/**
 * @param {object} options
 * @param {string} options.shellDir        the shell's folder (its dist/ and dist/ssr/)
 * @param {() => { apiBase: string, brand: string, remotes: Record<string, string> }} options.runtimeConfig
 * @param {string} options.apiOrigin       where this server reaches the API
 * @param {((pathname: string) => Promise<string>) & { stylesheets?: (modules: [string, string][]) => Promise<string> }} [options.htmlHead]
 *   first-screen hints (first-screen.mjs), and the stylesheets of the remote modules a page rendered
 * @param {string} [options.publicOrigin]  for canonical links; by default from the request's Host
 */
export function createPageRenderer({ shellDir, runtimeConfig, apiOrigin, htmlHead, publicOrigin }) {
  const bundlePath = join(shellDir, 'dist', 'ssr', 'index.js');
  const templatePath = join(shellDir, 'dist', 'index.html');
  /** @type {Promise<{ server: any, host: any }> | null} */
  let loading = null;
  let template = null;
  // Rendered pages (render-cache.mjs); SSR_CACHE=0 renders every page.
  const cache = process.env.SSR_CACHE === '0' ? null : createRenderCache();

  function load() {
    loading ??= (async () => {
      shiftClock();
      const server = await import(pathToFileURL(bundlePath).href);
      const host = createRemoteHost({
        runtimeConfig,
        sharedModules: server.sharedModules,
        shellDir,
        log: (line) => console.warn(line),
      });
      return { server, host };
    })().catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  async function readTemplate() {
    const stat = await fs.stat(templatePath);
    if (!template || template.mtimeMs !== stat.mtimeMs) {
      template = { mtimeMs: stat.mtimeMs, html: await fs.readFile(templatePath, 'utf8') };
    }
    return template.html;
  }

  function originOf(req) {
    // PUBLIC_ORIGIN: the storefront's public origin (the API builds its links from the same setting).
    return publicOrigin ?? process.env.PUBLIC_ORIGIN ?? `http://${req.headers.host ?? 'localhost'}`;
  }

  /**
   * Answers the request if it is a page or an SEO file; resolves false when it is not one (the static
   * server goes on with it) or when the server bundle is missing (the SPA page is served instead).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function handle(req, res, url) {
    // `ssr=off` (a cookie): the page as the browser renders it alone, e.g. for `npm run bench -- --compare-csr`.
    if (/(?:^|;\s*)ssr=off(?:;|$)/.test(req.headers.cookie ?? '')) return false;
    let loaded;
    try {
      loaded = await load();
    } catch (error) {
      console.warn(`[ssr] no server bundle (${error.message}): pages render in the browser`);
      return false;
    }
    const { server, host } = loaded;
    const config = runtimeConfig();
    if (url.pathname === '/robots.txt' || url.pathname === '/sitemap.xml') {
      try {
        const file = await server.seoFile(url.pathname, {
          apiOrigin,
          config,
          publicOrigin: originOf(req),
        });
        if (!file) return false;
        res.writeHead(200, { 'Content-Type': `${file.type}; charset=utf-8`, 'Cache-Control': 'max-age=300' });
        res.end(req.method === 'HEAD' ? undefined : file.body);
      } catch (error) {
        console.error('[ssr]', url.pathname, error);
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' });
        res.end('Temporarily unavailable');
      }
      return true;
    }

    const page = await readTemplate();
    const hints = htmlHead ? await htmlHead(url.pathname) : '';
    const cookie = req.headers.cookie ?? '';
    // `ssr_cache=off` (a cookie): rendered again whatever is cached (the bench's uncached figures).
    const key =
      cache &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      typeof server.renderCacheKey === 'function' &&
      !/(?:^|;\s*)ssr_cache=off(?:;|$)/.test(cookie)
        ? server.renderCacheKey({
            url: `${url.pathname}${url.search}`,
            cookie,
            userAgent: req.headers['user-agent'],
          })
        : null;
    if (key) {
      const hit = await cache.get(key, (names) => versionsNow(names, hints, config));
      if (hit) {
        send(req, res, hit.status, { ...hit.headers, 'X-Render-Cache': 'hit' }, hit.html, hit.gzip);
        return true;
      }
    }
    let output;
    try {
      output = await server.renderPage({
        url: `${url.pathname}${url.search}`,
        cookie: req.headers.cookie ?? '',
        userAgent: req.headers['user-agent'],
        config,
        apiOrigin,
        loadRemote: (remote, exposed) => host.loadComponent(remote, exposed),
        budgetMs: RENDER_BUDGET_MS,
        publicOrigin: originOf(req),
      });
    } catch (error) {
      // The shell's own render failed: the page as the browser renders it, as before server rendering.
      console.error('[ssr] render failed, the browser renders', url.pathname, error);
      return false;
    }
    if (output.redirect) {
      res.writeHead(302, { Location: output.redirect, 'Cache-Control': 'no-cache' }).end();
      return true;
    }

    // The rendered remotes' stylesheets, so their markup is styled before their scripts have run. Last
    // in the head (below), after the shell's own: a remote's rules refine the shared components' (its
    // order button's label wraps), as when the MF runtime appends them, and a block the browser
    // hydrates on demand shows the server's HTML with its remote's rules alone for a while.
    const styles = htmlHead?.stylesheets ? await htmlHead.stylesheets(output.rendered) : '';
    const font = await fontPreload(output.language);
    const [before, after] = splitAtRoot(
      page
        .replace(/<html[^>]*>/i, `<html lang="${output.language}">`)
        .replace(/<title>[^<]*<\/title>/i, '')
        .replace(
          /<head[^>]*>/i,
          (tag) => `${tag}<script>window.__STOREFRONT_SSR__=true</script>${hints}${font}${output.head}`,
        ),
      output.stateScript,
    );
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      // Per visitor (cookies choose the language and the menu): never in a shared cache.
      'Cache-Control': 'no-cache, private',
      Vary: 'Cookie, Accept-Encoding',
      'X-Render': output.clientOnly.length ? `server; browser=${output.clientOnly.join(',')}` : 'server',
    };
    if (output.setCookie.length) headers['Set-Cookie'] = output.setCookie;
    if (key) headers['X-Render-Cache'] = 'miss';
    if (req.method === 'HEAD') {
      res.writeHead(output.status, headers).end();
      return true;
    }
    // The render is complete when it is piped (onAllReady); the markup is read once more for the
    // stylesheets of the shell's on-demand pages it uses (their classes), which go in the head.
    const chunks = [];
    const sink = collect(chunks);
    output.pipe(sink);
    await sink.done;
    const markup = Buffer.concat(chunks);
    const pageStyles = await lazyStylesheets(markup.toString('utf8'));
    const head = before.replace('</head>', `${pageStyles}${styles}</head>`);
    const html = Buffer.concat([Buffer.from(head), markup, Buffer.from(after)]);
    const gzip = gzipSync(html, { level: 6 });
    // Kept before it is sent, so the next request for it finds it.
    if (key && output.cache) {
      const names = [
        'template',
        'hints',
        `styles:${JSON.stringify(output.rendered)}`,
        ...output.rendered.map(([remote]) => `remote:${remote}`),
        `catalog:${JSON.stringify([output.cache.context, output.language])}`,
      ];
      const versions = await versionsNow(names, hints, config);
      if (Object.values(versions).every((value) => value != null)) {
        const { 'X-Render-Cache': _miss, ...kept } = headers;
        cache.set(key, { status: output.status, headers: kept, html, gzip, versions });
      }
    }
    send(req, res, output.status, headers, html, gzip);
    return true;
  }

  /** The HTML, gzip-compressed when the browser takes it. */
  function send(req, res, status, headers, html, gzip) {
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': gzip.length });
      res.end(req.method === 'HEAD' ? undefined : gzip);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': html.length });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  /**
   * What a cached page was rendered against, as it is now (null: unknown, not cacheable): the shell's
   * template, the first-screen hints and the rendered remotes' stylesheets (both from the browser
   * manifests), each rendered remote's node build, the catalog version of the page's menu context.
   * @param {string[]} names
   * @param {string} hints
   * @param {{ brand: string }} config
   */
  async function versionsNow(names, hints, config) {
    const { host } = await load();
    const digest = (text) => createHash('sha1').update(text).digest('base64url');
    const entries = await Promise.all(
      names.map(async (name) => {
        if (name === 'template') return [name, template ? String(template.mtimeMs) : null];
        if (name === 'hints') return [name, digest(hints)];
        const [kind, ...rest] = name.split(':');
        const value = rest.join(':');
        if (kind === 'styles')
          return [name, digest(htmlHead?.stylesheets ? await htmlHead.stylesheets(JSON.parse(value)) : '')];
        if (kind === 'remote') return [name, await host.version(value)];
        if (kind === 'catalog') {
          const [context, language] = JSON.parse(value);
          return [name, await catalogVersion(context, language, config.brand)];
        }
        return [name, null];
      }),
    );
    return Object.fromEntries(entries);
  }

  /** menu context and language → the API's ETag of that menu (it names the catalog version). */
  const catalogChecks = new Map();
  async function catalogVersion(context, language, brand) {
    const key = JSON.stringify([brand, context, language]);
    let check = catalogChecks.get(key);
    if (!check) {
      if (catalogChecks.size >= 1000) catalogChecks.clear();
      check = { etag: null, checkedAt: 0, pending: null };
      catalogChecks.set(key, check);
    }
    if (Date.now() - check.checkedAt < CATALOG_FRESH_MS) return check.etag;
    check.pending ??= (async () => {
      try {
        const answer = await fetch(`${apiOrigin}/api/products`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-brand': brand,
            'accept-language': language,
            cookie: `language=${language}`,
            ...(check.etag ? { 'if-none-match': check.etag } : {}),
          },
          body: JSON.stringify(context),
          signal: AbortSignal.timeout(CATALOG_TIMEOUT_MS),
        });
        await answer.arrayBuffer();
        if (answer.status !== 304) check.etag = answer.ok ? answer.headers.get('etag') : null;
      } catch {
        check.etag = null;
      } finally {
        check.checkedAt = Date.now();
        check.pending = null;
      }
    })();
    await check.pending;
    return check.etag;
  }

  /**
   * The text font of the page's script (shell/src/app/fonts.css: `font-display: optional`), preloaded so
   * it is there before the first paint more often: Cyrillic for ru and uk, Latin for the others.
   */
  let fonts = null;
  async function fontPreload(language) {
    const dir = join(shellDir, 'dist', 'static', 'font');
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat) return '';
    if (!fonts || fonts.mtimeMs !== stat.mtimeMs)
      fonts = { mtimeMs: stat.mtimeMs, files: await fs.readdir(dir) };
    const subset = language === 'ru' || language === 'uk' ? 'cyrillic' : 'latin';
    const file = fonts.files.find(
      (name) => name.startsWith(`inter-${subset}-wght-normal.`) && name.endsWith('.woff2'),
    );
    return file
      ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/static/font/${file}">`
      : '';
  }

  /** async CSS file of the shell → the class names it styles (read again when the build changes). */
  let asyncCss = null;
  async function lazyStylesheets(markup) {
    const dir = join(shellDir, 'dist', 'static', 'css', 'async');
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat) return '';
    if (!asyncCss || asyncCss.mtimeMs !== stat.mtimeMs) {
      const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.css'));
      const classes = new Map();
      for (const file of files) {
        const css = await fs.readFile(join(dir, file), 'utf8');
        classes.set(file, new Set(Array.from(css.matchAll(/\.([A-Za-z_][\w-]*)/g), (match) => match[1])));
      }
      asyncCss = { mtimeMs: stat.mtimeMs, classes };
    }
    const used = new Set();
    for (const match of markup.matchAll(/class="([^"]*)"/g)) {
      for (const name of match[1].split(/\s+/)) used.add(name);
    }
    let links = '';
    for (const [file, names] of asyncCss.classes) {
      if ([...names].some((name) => used.has(name))) {
        links += `<link rel="stylesheet" href="/static/css/async/${file}">`;
      }
    }
    return links;
  }

  return { handle, load };
}

/**
 * CLOCK_OFFSET_MS (the e2e runs' pinned hour, refused in production as the API refuses it): pages are
 * rendered at the same shifted time as the API answers and the browser shows them, so what depends on
 * the hour (open or closed shops) is the same on both sides of hydration. The process serves only
 * files and pages.
 */
function shiftClock() {
  const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
  if (!offset || process.env.NODE_ENV === 'production' || globalThis.Date.shifted) return;
  const RealDate = globalThis.Date;
  class ShiftedDate extends RealDate {
    static shifted = true;
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}

/** The template around `<div id="root"></div>`, with the state script put after the root. */
function splitAtRoot(html, stateScript) {
  const match = /<div id="root">\s*<\/div>/.exec(html);
  if (!match) throw new Error('index.html has no <div id="root"></div>');
  return [
    `${html.slice(0, match.index)}<div id="root">`,
    `</div>${stateScript}${html.slice(match.index + match[0].length)}`,
  ];
}

/** A writable that keeps what React writes. */
function collect(chunks) {
  let finish;
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    final(callback) {
      callback();
      finish();
    },
  });
  sink.done = new Promise((resolve) => {
    finish = resolve;
  });
  return sink;
}
