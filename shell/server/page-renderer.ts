// Server rendering of the shell's pages. The shell's server bundle (dist/ssr/index.js, built by the
// rsbuild `node` environment from src/server/entry.tsx) renders the layout and the route; the remotes'
// node builds come from remote-host.ts at run time. This module writes the page: the built index.html
// with the first screen's hints and the page's head, the rendered markup in #root, and the state the
// browser hydrates from. Anything that goes wrong answers the page as the browser-rendered SPA it was
// before (never a 500, never blank); a remote that fails is left to the browser by the render itself.

import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type * as ServerBundle from '../src/server/entry';
import type { FirstScreenHints, RuntimeConfigShape } from './first-screen.ts';
import { createRemoteHost, type RemoteHost } from './remote-host.ts';
import {
  type CachedPage,
  createRenderCache,
  type RenderCache,
  type RenderCacheOptions,
} from './render-cache.ts';

/** How often the catalog version of a menu context is asked again (a 304 when unchanged). */
const CATALOG_FRESH_MS = 1000;
const CATALOG_TIMEOUT_MS = 1000;

/** What the page renderer is asked with: the request as Fastify (or a test) sees it. */
/**
 * Before any of the head's links: records the address of each <link> (a preload, a remote's
 * stylesheet) that fails to load, for the browser's code to read later (app/federation/remotes.ts).
 * A failed cross-origin stylesheet still gets an (empty) sheet and an opaque timing entry, so an error
 * event seen as it happens is the only sign the page has.
 */
export const RECORD_FAILED_LINKS =
  "window.__STOREFRONT_FAILED_LINKS__=[];addEventListener('error',function(e){var t=e.target;" +
  "if(t&&t.tagName==='LINK')window.__STOREFRONT_FAILED_LINKS__.push(t.href)},true)";

export interface PageRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The visitor's address (the socket's, or the one a trusted proxy in front forwarded). */
  ip: string;
}

/** The answer: a page, a redirect or an SEO file; null leaves the request to the SPA page. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string | string[] | number>;
  body?: Buffer | string;
}

export interface PageRendererOptions {
  /** The shell's folder (its dist/ and dist/ssr/). */
  shellDir: string;
  runtimeConfig: () => RuntimeConfigShape;
  /** Where this server reaches the API. */
  apiOrigin: string;
  /** The storefront's public origin: every link the page carries is built from it, never from Host. */
  publicOrigin: string;
  /** First-screen hints (first-screen.ts), and the stylesheets of the remote modules a page rendered. */
  htmlHead?: FirstScreenHints;
  /** How long the API and the remotes may take before their blocks are left to the browser. */
  budgetMs?: number;
  /** Render cache settings; null renders every page. */
  cache?: RenderCacheOptions | null;
  /** The server bundle (tests give their own); by default dist/ssr/index.js of shellDir. */
  loadBundle?: () => Promise<typeof ServerBundle>;
  /**
   * Development: loadBundle is asked on every page, and a bundle rebuilt since the last one gets its own
   * remote host (its own React and shared singletons). Production loads the bundle once.
   */
  reloadBundle?: boolean;
  /** The page template; by default dist/index.html of shellDir. */
  readTemplate?: () => Promise<string>;
  log?: { warn(message: string): void; error(message: string, error?: unknown): void };
  /** Where the shell's own render failures are reported (besides the log); null or unset: nowhere. */
  errorReporting?: ServerBundle.ServerErrorReporting | null;
}

export interface PageRenderer {
  /** Answers a page path or /robots.txt, /sitemap.xml; null when the SPA page should answer. */
  handle(request: PageRequest): Promise<PageAnswer | null>;
  load(): Promise<{ server: typeof ServerBundle; host: RemoteHost }>;
  readonly cache: RenderCache | null;
}

const consoleLog = {
  warn: (message: string) => console.warn(message),
  error: (message: string, error?: unknown) => console.error(message, error ?? ''),
};

export function createPageRenderer({
  shellDir,
  runtimeConfig,
  apiOrigin,
  publicOrigin,
  htmlHead,
  budgetMs = 1500,
  cache: cacheOptions = {},
  loadBundle,
  reloadBundle = false,
  readTemplate: templateOf,
  log = consoleLog,
  errorReporting = null,
}: PageRendererOptions): PageRenderer {
  const bundlePath = join(shellDir, 'dist', 'ssr', 'index.js');
  const templatePath = join(shellDir, 'dist', 'index.html');
  let loading: Promise<{ server: typeof ServerBundle; host: RemoteHost }> | null = null;
  let template: { mtimeMs: number; html: string } | null = null;
  const cache = cacheOptions ? createRenderCache(cacheOptions) : null;
  const origin = publicOrigin.replace(/\/+$/, '');

  let current: { server: typeof ServerBundle; host: RemoteHost } | null = null;
  function load() {
    if (reloadBundle && loadBundle) {
      return loadBundle().then((server) => {
        if (current?.server !== server) current = { server, host: hostFor(server) };
        return current;
      });
    }
    loading ??= (async () => {
      const server = loadBundle
        ? await loadBundle()
        : ((await import(pathToFileURL(bundlePath).href)) as typeof ServerBundle);
      return { server, host: hostFor(server) };
    })().catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  function hostFor(server: typeof ServerBundle): RemoteHost {
    return createRemoteHost({
      runtimeConfig,
      sharedModules: server.sharedModules,
      shellDir,
      log: (line) => log.warn(line),
    });
  }

  /**
   * Logged, and reported when configured (`url`: the method and path, never the visitor's query); not
   * awaited, so the visitor's page does not wait for the sink. The optional call keeps the fallback
   * page for a server bundle built before it could report.
   */
  function failed(server: typeof ServerBundle, message: string, error: unknown, source: string, url: string) {
    log.error(message, error);
    if (errorReporting) void server.reportServerError?.(errorReporting, error, { source, url });
  }

  async function readTemplate(): Promise<string> {
    if (templateOf) return templateOf();
    const stat = await fs.stat(templatePath);
    if (!template || template.mtimeMs !== stat.mtimeMs) {
      template = { mtimeMs: stat.mtimeMs, html: await fs.readFile(templatePath, 'utf8') };
    }
    return template.html;
  }

  async function handle(request: PageRequest): Promise<PageAnswer | null> {
    const cookie = header(request.headers.cookie);
    // `ssr=off` (a cookie): the page as the browser renders it alone, e.g. for `npm run bench -- --compare-csr`.
    if (/(?:^|;\s*)ssr=off(?:;|$)/.test(cookie)) return null;
    let loaded: Awaited<ReturnType<typeof load>>;
    try {
      loaded = await load();
    } catch (error) {
      log.warn(`[ssr] no server bundle (${(error as Error).message}): pages render in the browser`);
      return null;
    }
    const { server, host } = loaded;
    const config = runtimeConfig();
    const url = new URL(request.url, 'http://server');
    const head = request.method === 'HEAD';
    if (url.pathname === '/robots.txt' || url.pathname === '/sitemap.xml') {
      try {
        const file = await server.seoFile(url.pathname, {
          apiOrigin,
          config: config as never,
          publicOrigin: origin,
          visitorAddress: request.ip,
        });
        if (!file) return null;
        return {
          status: 200,
          headers: { 'Content-Type': `${file.type}; charset=utf-8`, 'Cache-Control': 'max-age=300' },
          body: head ? undefined : file.body,
        };
      } catch (error) {
        failed(server, `[ssr] ${url.pathname}`, error, 'ssr-seo-file', `${request.method} ${url.pathname}`);
        return {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' },
          body: 'Temporarily unavailable',
        };
      }
    }

    const page = await readTemplate();
    const hints = htmlHead ? await htmlHead(url.pathname) : '';
    const userAgent = header(request.headers['user-agent']);
    // `ssr_cache=off` (a cookie): rendered again whatever is cached (the bench's uncached figures).
    const key =
      cache && (request.method === 'GET' || head) && !/(?:^|;\s*)ssr_cache=off(?:;|$)/.test(cookie)
        ? server.renderCacheKey({ url: request.url, cookie, userAgent })
        : null;
    if (key && cache) {
      const hit = await cache.get(key, (names) => versionsNow(names, hints, config));
      if (hit)
        return answer(request, hit.status, { ...hit.headers, 'X-Render-Cache': 'hit' }, hit.html, hit.gzip);
    }
    let output: Awaited<ReturnType<typeof server.renderPage>>;
    try {
      output = await server.renderPage({
        url: request.url,
        cookie,
        userAgent,
        config: config as never,
        apiOrigin,
        visitorAddress: request.ip,
        loadRemote: (remote, exposed) => host.loadModule(remote, exposed),
        budgetMs,
        publicOrigin: origin,
      });
    } catch (error) {
      // The shell's own render failed: the page as the browser renders it, as before server rendering.
      failed(
        server,
        `[ssr] render failed, the browser renders ${url.pathname}`,
        error,
        'ssr-render',
        `${request.method} ${url.pathname}`,
      );
      return null;
    }
    if (output.redirect) {
      return { status: 302, headers: { Location: output.redirect, 'Cache-Control': 'no-cache' } };
    }

    // The rendered remotes' stylesheets, so their markup is styled before their scripts have run. Last
    // in the head (below), after the shell's own: a remote's rules refine the shared components' (its
    // order button's label wraps), as when the MF runtime appends them, and a block the browser
    // hydrates on demand shows the server's HTML with its remote's rules alone for a while.
    const styles = htmlHead ? await htmlHead.stylesheets(output.rendered) : '';
    const font = await fontPreload(output.language);
    const [before, after] = splitAtRoot(
      page
        .replace(/<html[^>]*>/i, `<html lang="${output.language}">`)
        .replace(/<title>[^<]*<\/title>/i, '')
        .replace(
          /<head[^>]*>/i,
          (tag) =>
            `${tag}<script>window.__STOREFRONT_SSR__=true;${RECORD_FAILED_LINKS}</script>${hints}${font}${output.head}`,
        ),
      output.stateScript,
    );
    const headers: Record<string, string | string[] | number> = {
      'Content-Type': 'text/html; charset=utf-8',
      // Per visitor (cookies choose the language and the menu): never in a shared cache.
      'Cache-Control': 'no-cache, private',
      Vary: 'Cookie, Accept-Encoding',
      'X-Render': output.clientOnly.length ? `server; browser=${output.clientOnly.join(',')}` : 'server',
    };
    if (output.setCookie.length) headers['Set-Cookie'] = output.setCookie;
    if (head) return { status: output.status, headers };
    // The render is complete when it is piped (onAllReady); the markup is read once more for the
    // stylesheets of the shell's on-demand pages it uses (their classes), which go in the head.
    const chunks: Buffer[] = [];
    const sink = collect(chunks);
    output.pipe(sink.stream);
    await sink.done;
    const markup = Buffer.concat(chunks);
    const pageStyles = await lazyStylesheets(markup.toString('utf8'));
    const top = before.replace('</head>', `${pageStyles}${styles}</head>`);
    const html = Buffer.concat([Buffer.from(top), markup, Buffer.from(after)]);
    const gzip = gzipSync(html, { level: 6 });
    // Kept before it is sent, so the next request for it finds it.
    if (key && cache && output.cache) {
      const names = [
        'template',
        'hints',
        `styles:${JSON.stringify(output.rendered)}`,
        ...output.rendered.map(([remote]) => `remote:${remote}`),
        `catalog:${JSON.stringify([output.cache.context, output.language])}`,
      ];
      const versions = await versionsNow(names, hints, config);
      if (Object.values(versions).every((value) => value != null)) {
        cache.set(key, {
          status: output.status,
          headers,
          html,
          gzip,
          versions: versions as Record<string, string>,
        } satisfies CachedPage);
      }
      headers['X-Render-Cache'] = 'miss';
    }
    return answer(request, output.status, headers, html, gzip);
  }

  /** The HTML, gzip-compressed when the browser takes it. */
  function answer(
    request: PageRequest,
    status: number,
    headers: Record<string, string | string[] | number>,
    html: Buffer,
    gzip: Buffer,
  ): PageAnswer {
    const head = request.method === 'HEAD';
    if (/\bgzip\b/.test(header(request.headers['accept-encoding']))) {
      return {
        status,
        headers: { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': gzip.length },
        body: head ? undefined : gzip,
      };
    }
    return { status, headers: { ...headers, 'Content-Length': html.length }, body: head ? undefined : html };
  }

  /**
   * What a cached page was rendered against, as it is now (null: unknown, not cacheable): the shell's
   * template, the first-screen hints and the rendered remotes' stylesheets (both from the browser
   * manifests), each rendered remote's node build, the catalog version of the page's menu context.
   */
  async function versionsNow(
    names: string[],
    hints: string,
    config: RuntimeConfigShape,
  ): Promise<Record<string, string | null>> {
    const { host } = await load();
    const digest = (text: string) => createHash('sha1').update(text).digest('base64url');
    const entries = await Promise.all(
      names.map(async (name): Promise<[string, string | null]> => {
        if (name === 'template') return [name, template ? String(template.mtimeMs) : null];
        if (name === 'hints') return [name, digest(hints)];
        const [kind, ...rest] = name.split(':');
        const value = rest.join(':');
        if (kind === 'styles') {
          return [name, digest(htmlHead ? await htmlHead.stylesheets(JSON.parse(value)) : '')];
        }
        if (kind === 'remote') return [name, await host.version(value)];
        if (kind === 'catalog') {
          const [context, language] = JSON.parse(value) as [unknown, string];
          return [name, await catalogVersion(context, language, config.brand)];
        }
        return [name, null];
      }),
    );
    return Object.fromEntries(entries);
  }

  /** menu context and language → the API's ETag of that menu (it names the catalog version). */
  const catalogChecks = new Map<
    string,
    { etag: string | null; checkedAt: number; pending: Promise<void> | null }
  >();
  async function catalogVersion(context: unknown, language: string, brand: string): Promise<string | null> {
    const key = JSON.stringify([brand, context, language]);
    let check = catalogChecks.get(key);
    if (!check) {
      if (catalogChecks.size >= 1000) catalogChecks.clear();
      check = { etag: null, checkedAt: 0, pending: null };
      catalogChecks.set(key, check);
    }
    const entry = check;
    if (Date.now() - entry.checkedAt < CATALOG_FRESH_MS) return entry.etag;
    entry.pending ??= (async () => {
      try {
        const response = await fetch(`${apiOrigin}/api/products`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-brand': brand,
            'accept-language': language,
            cookie: `language=${language}`,
            ...(entry.etag ? { 'if-none-match': entry.etag } : {}),
          },
          body: JSON.stringify(context),
          signal: AbortSignal.timeout(CATALOG_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.status !== 304) entry.etag = response.ok ? response.headers.get('etag') : null;
      } catch {
        entry.etag = null;
      } finally {
        entry.checkedAt = Date.now();
        entry.pending = null;
      }
    })();
    await entry.pending;
    return entry.etag;
  }

  /**
   * The text font of the page's script (src/app/fonts.css: `font-display: optional`), preloaded so
   * it is there before the first paint more often: Cyrillic for ru and uk, Latin for the others.
   */
  let fonts: { mtimeMs: number; files: string[] } | null = null;
  async function fontPreload(language: string): Promise<string> {
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
  let asyncCss: { mtimeMs: number; classes: Map<string, Set<string>> } | null = null;
  async function lazyStylesheets(markup: string): Promise<string> {
    const dir = join(shellDir, 'dist', 'static', 'css', 'async');
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat) return '';
    if (!asyncCss || asyncCss.mtimeMs !== stat.mtimeMs) {
      const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.css'));
      const classes = new Map<string, Set<string>>();
      for (const file of files) {
        const css = await fs.readFile(join(dir, file), 'utf8');
        classes.set(
          file,
          new Set(Array.from(css.matchAll(/\.([A-Za-z_][\w-]*)/g), (match) => match[1] as string)),
        );
      }
      asyncCss = { mtimeMs: stat.mtimeMs, classes };
    }
    const used = new Set<string>();
    for (const match of markup.matchAll(/class="([^"]*)"/g)) {
      for (const name of (match[1] ?? '').split(/\s+/)) used.add(name);
    }
    let links = '';
    for (const [file, names] of asyncCss.classes) {
      if ([...names].some((name) => used.has(name))) {
        links += `<link rel="stylesheet" href="/static/css/async/${file}">`;
      }
    }
    return links;
  }

  return { handle, load, cache };
}

function header(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The template around `<div id="root"></div>`, with the state script put after the root. */
function splitAtRoot(html: string, stateScript: string): [string, string] {
  const match = /<div id="root">\s*<\/div>/.exec(html);
  if (!match) throw new Error('index.html has no <div id="root"></div>');
  return [
    `${html.slice(0, match.index)}<div id="root">`,
    `</div>${stateScript}${html.slice(match.index + match[0].length)}`,
  ];
}

/** A writable that keeps what React writes. */
function collect(chunks: Buffer[]): { stream: Writable; done: Promise<void> } {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    final(callback) {
      callback();
      finish();
    },
  });
  return { stream, done };
}
