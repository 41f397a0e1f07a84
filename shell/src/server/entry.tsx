// The shell's server entry (built for Node into shell/dist/ssr/ by the rsbuild `node` environment):
// renders a page's layout and route, with the route's remote rendered from its node build, streamed
// with renderToPipeableStream. The shell's server (shell/server/) runs it: it loads the remotes (Module
// Federation runtime, manifests revalidated), serves the HTML and falls back to the browser-rendered page.
// The shell's strings, registered before i18next starts (every language is loaded at start).
import '../i18n';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import * as sharedApi from '@storefront/shared/api';
import type { LocationContextInput } from '@storefront/shared/contract';
import * as sharedContract from '@storefront/shared/contract';
import * as sharedDomain from '@storefront/shared/domain';
import * as sharedEvents from '@storefront/shared/events';
import * as sharedI18n from '@storefront/shared/i18n';
import { parseDsn, sendEvent } from '@storefront/shared/observe';
import * as sharedQa from '@storefront/shared/qa';
import * as sharedQuery from '@storefront/shared/query';
import * as sharedStores from '@storefront/shared/stores';
import * as sharedUi from '@storefront/shared/ui';
import * as ReactQuery from '@tanstack/react-query';
import * as I18next from 'i18next';
import i18next, { type i18n } from 'i18next';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import * as ReactI18next from 'react-i18next';
import * as ReactRouterDom from 'react-router-dom';
import * as Zustand from 'zustand';
import type { RemoteId } from '../app/federation/remote-ids';
import type { RuntimeConfig } from '../app/runtime-config';
import type { ServerRemotes } from '../app/server-remotes';
import { CLIENT_ONLY_DIGEST, type SsrState, serializeState } from '../app/ssr-state';
import { currentStateAsServerSnapshot } from '../app/store-snapshots';
import { LANGUAGE_COOKIE, languageFromCookie } from '../i18n/language-cookie';
import { LOCATION_COOKIE, parseLocationCookie } from '../location/location-cookie';
import { preloadSideCartSlot } from '../routes/remote-routes';
import { pageHead } from './head';
import { contextOf, isMobileAgent, type LoadRemote, planPage } from './plan';
import { robotsTxt, sitemapXml } from './seo-files';
import { ServerApp } from './server-app';

/**
 * What the server provides to the remotes' node builds as Module Federation singletons, as the shell
 * page does in the browser (shared/federation.ts). `@storefront/shared/maps` and
 * `@storefront/shared/phone-input` are left to each remote's own copy: no first screen renders them.
 */
export const sharedModules: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-router-dom': ReactRouterDom,
  zustand: Zustand,
  '@tanstack/react-query': ReactQuery,
  i18next: I18next,
  'react-i18next': ReactI18next,
  '@storefront/shared/contract': sharedContract,
  '@storefront/shared/api': sharedApi,
  '@storefront/shared/query': sharedQuery,
  '@storefront/shared/stores': sharedStores,
  '@storefront/shared/events': sharedEvents,
  '@storefront/shared/domain': sharedDomain,
  '@storefront/shared/i18n': sharedI18n,
  '@storefront/shared/ui': sharedUi,
  '@storefront/shared/qa': sharedQa,
};

export type { ExposedModule, LoadRemote } from './plan';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** The visitor's Cookie header (language, location, session). */
  cookie: string;
  userAgent?: string;
  /** The runtime config the browser gets at /config.json. */
  config: RuntimeConfig;
  /** The API's origin as this server reaches it, e.g. http://127.0.0.1:3010. */
  apiOrigin: string;
  /**
   * The visitor's address, forwarded with the server's API calls (X-Forwarded-For; the API trusts this
   * server as its proxy), so the API's per-address limits count the visitor, not this server.
   */
  visitorAddress?: string;
  /** Loads a remote's exposed module from its node build (undefined: the browser renders it). */
  loadRemote: LoadRemote;
  /** How long the API and the remotes may take before their blocks are left to the browser. */
  budgetMs: number;
  /** The storefront's configured public origin: every link of the page is built from it, never from Host. */
  publicOrigin: string;
}

export interface RenderOutput {
  status: number;
  /** Answer with a redirect there instead of a page. */
  redirect?: string;
  /** Set-Cookie headers (the language chosen by `?lang=`). */
  setCookie: string[];
  language: string;
  /** Title, description, canonical, hreflang, Open Graph, JSON-LD. */
  head: string;
  /** `<script>` with the dehydrated queries and the location the page was rendered for. */
  stateScript: string;
  /** Writes the rendered markup of #root. */
  pipe(destination: Writable): void;
  /** Blocks left to the browser (their remotes failed or did not answer in time). */
  clientOnly: string[];
  /** Remote modules rendered on the server: [remote, exposed module] (their stylesheets go in the head). */
  rendered: [RemoteId, string][];
  /**
   * Set when the page may be kept by the render cache (shell/server/render-cache.ts): a public
   * city page of a visitor without a session, every call and remote answered in time, no render
   * error. `context` is the menu context whose catalog version the cached page depends on.
   */
  cache: { context: LocationContextInput } | null;
}

/** Cookies that make a page the visitor's own (never cached): the session, the test-only clock. */
const PRIVATE_COOKIES = ['session_key', 'test_clock_offset_ms'];

/**
 * The query parameters a page reads (the home's payment outcome `state`, an open modal's `modal`;
 * `lang` chooses the language). Any other (`utm_*`, a click id, a cache buster) changes nothing on
 * the page: it is left out of the rendered URL and of the cache key, so it neither costs a render
 * nor pushes popular pages out of the cache.
 */
const PAGE_PARAMS = ['lang', 'modal', 'state'];

/** Path and the query parameters the page reads, in a fixed order. */
export function pageUrl(url: string): string {
  const parsed = new URL(url, 'http://server');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return `${parsed.pathname}${search ? `?${search}` : ''}`;
}

/**
 * What a rendered page depends on besides the catalog and the deployed code, as a cache key: the
 * path and the query parameters it reads, the language (cookie or `?lang=`), the location context of
 * the `location` cookie (order type, shop, zone, the address the header shows) and the layout (phone
 * or not). Null for a request whose page is the visitor's own (a session cookie, the test clock cookie).
 */
export function renderCacheKey(input: Pick<RenderInput, 'url' | 'cookie' | 'userAgent'>): string | null {
  if (PRIVATE_COOKIES.some((name) => sharedDomain.parseCookie(input.cookie, name))) return null;
  const url = new URL(pageUrl(input.url), 'http://server');
  const asked = url.searchParams.get('lang');
  const language = sharedI18n.isSupportedLocale(asked)
    ? asked
    : (languageFromCookie(input.cookie) ?? sharedI18n.DEFAULT_LOCALE);
  const location = parseLocationCookie(sharedDomain.parseCookie(input.cookie, LOCATION_COOKIE));
  return JSON.stringify([url.pathname, url.search, language, location, isMobileAgent(input.userAgent)]);
}

interface RequestScope {
  cookie: string;
  language: string;
  visitorAddress?: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();
let started: Promise<void> | null = null;

/**
 * One-time set-up: i18n with every language loaded (the shell's and shared's strings now; a remote's
 * node build registers its own namespace when it loads, in all six languages, and again when a new build
 * of it loads after a redeploy: shared/src/i18n/namespaces.ts), the API client with per-request cookies.
 */
function start(apiOrigin: string, brand: string): Promise<void> {
  started ??= (async () => {
    await sharedI18n.initI18n({ lng: sharedI18n.DEFAULT_LOCALE });
    await i18next.loadLanguages([...sharedI18n.SUPPORTED_LOCALES]);
    // Rendered without suspending, as the browser hydrates it (routes/remote-routes.tsx).
    await preloadSideCartSlot();
    currentStateAsServerSnapshot();
    sharedApi.configureApi({
      baseUrl: `${apiOrigin}/api`,
      brand,
      // The visitor's cookies (session, language) go with the server's calls, so the API answers as
      // it would answer the browser (and in the visitor's language).
      fetch: (input, init) => {
        const scope = requestScope.getStore();
        const headers = new Headers(init?.headers);
        if (scope?.cookie) headers.set('cookie', scope.cookie);
        if (scope?.language) headers.set('accept-language', scope.language);
        // Set, never appended: the visitor's address as this server saw it.
        if (scope?.visitorAddress) headers.set('x-forwarded-for', scope.visitorAddress);
        return fetch(input, { ...init, headers });
      },
    });
  })();
  return started;
}

/** Renders are serialised: the page-wide stores (location, modals) are singletons shared with remotes. */
let renderQueue: Promise<unknown> = Promise.resolve();

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  await start(input.apiOrigin, input.config.brand);
  const url = new URL(pageUrl(input.url), 'http://server');
  // `?lang=` (the hreflang alternates) chooses the language and keeps it, as the language button does.
  const asked = url.searchParams.get('lang');
  const chosen = sharedI18n.isSupportedLocale(asked) ? asked : undefined;
  const language = chosen ?? languageFromCookie(input.cookie) ?? sharedI18n.DEFAULT_LOCALE;
  const cookie = chosen ? `${input.cookie}; ${LANGUAGE_COOKIE}=${chosen}` : input.cookie;
  const queryClient = sharedQuery.createQueryClient();
  const plan = await requestScope.run({ cookie, language, visitorAddress: input.visitorAddress }, () =>
    planPage({
      url,
      cookie,
      language,
      queryClient,
      budgetMs: input.budgetMs,
      mobile: isMobileAgent(input.userAgent),
      loadRemote: input.loadRemote,
    }),
  );
  if (plan.redirect) {
    return {
      status: 302,
      redirect: plan.redirect,
      language,
      head: '',
      stateScript: '',
      pipe: () => {},
      clientOnly: [],
      rendered: [],
      setCookie: [],
      cache: null,
    };
  }
  const setCookie = chosen
    ? [sharedDomain.serializeCookie(LANGUAGE_COOKIE, chosen, sharedDomain.COOKIE_DAYS)]
    : [];

  // The remote modules the page renders, loaded while it was planned.
  const loaded = new Map<string, React.ComponentType<object>>();
  for (const [key, exposed] of plan.loaded) {
    loaded.set(key, exposed.default as React.ComponentType<object>);
  }
  const remotes: ServerRemotes = {
    get: (remote, module) => loaded.get(`${remote}/${module}`) ?? clientOnly(remote),
  };

  const onDemand = new Set(plan.onDemand.map(([remote, module]) => `${remote}/${module}`));
  const i18n: i18n = i18next.cloneInstance({ lng: language });
  await i18n.changeLanguage(language);
  const state: SsrState = {
    queries: ReactQuery.dehydrate(queryClient),
    location: plan.location,
    mobile: plan.mobile(input.userAgent),
    renderedAt: Date.now(),
    // What the server rendered from a remote: the browser loads these before hydrating (bootstrap.tsx),
    // but for the blocks it hydrates on demand.
    remotes: plan.remotes.filter(
      ([remote, module]) => loaded.has(`${remote}/${module}`) && !onDemand.has(`${remote}/${module}`),
    ),
    onDemand: plan.onDemand.filter(([remote, module]) => loaded.has(`${remote}/${module}`)),
    session: plan.session,
    user: plan.user,
    site: new URL(input.publicOrigin).host,
  };
  const head = await pageHead({
    url,
    language,
    publicOrigin: input.publicOrigin,
    plan,
    t: (key) => i18n.t(key, { lng: language }),
  });

  const leftToBrowser: string[] = [];
  let renderErrors = 0;
  const allRendered = plan.remotes.every(([remote, module]) => loaded.has(`${remote}/${module}`));
  const cacheContext: LocationContextInput | null = plan.city
    ? (contextOf(plan.location) ?? {
        city_id: plan.city.id,
        order_type: 'delivery',
        shop_id: null,
        delivery_zone_id: null,
      })
    : null;
  const run = renderQueue.then(
    () =>
      new Promise<RenderOutput>((resolve, reject) => {
        plan.applyStores(state);
        const stream = renderToPipeableStream(
          <ServerApp
            config={input.config}
            queryClient={queryClient}
            i18n={i18n}
            remotes={remotes}
            location={plan.routerLocation}
          />,
          {
            // Every block inline where it belongs, never moved in by a script: the page reads the
            // same without JavaScript (React outlines boundaries over 12.8 kB by default).
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onAllReady() {
              resolve({
                status: plan.status,
                language,
                head,
                stateScript: serializeState(state),
                setCookie,
                pipe: (destination) => {
                  stream.pipe(destination);
                },
                clientOnly: leftToBrowser,
                rendered: plan.remotes.filter(([remote, module]) => loaded.has(`${remote}/${module}`)),
                cache:
                  plan.kind.kind === 'city' &&
                  plan.status === 200 &&
                  plan.complete &&
                  allRendered &&
                  renderErrors === 0 &&
                  cacheContext &&
                  renderCacheKey(input) !== null
                    ? { context: cacheContext }
                    : null,
              });
            },
            onShellError: reject,
            onError(error) {
              if (error instanceof ClientOnlyBlock) {
                leftToBrowser.push(error.remote);
                // The browser sees this digest on the boundary it renders itself (bootstrap.tsx).
                return CLIENT_ONLY_DIGEST;
              }
              renderErrors += 1;
              console.error('[ssr] render error', error);
              return undefined;
            },
          },
        );
      }),
  );
  renderQueue = run.catch(() => undefined);
  return run;
}

/** Thrown inside a slot's Suspense: React sends the skeleton, the browser renders the block. */
class ClientOnlyBlock extends Error {
  constructor(readonly remote: RemoteId) {
    super(`${remote} renders in the browser`);
    this.name = 'ClientOnlyBlock';
  }
}

const clientOnlyComponents = new Map<RemoteId, React.ComponentType<object>>();
/** One component per remote (a stable type), which throws ClientOnlyBlock when rendered. */
function clientOnly(remote: RemoteId): React.ComponentType<object> {
  let component = clientOnlyComponents.get(remote);
  if (!component) {
    component = () => {
      throw new ClientOnlyBlock(remote);
    };
    clientOnlyComponents.set(remote, component);
  }
  return component;
}

/** /robots.txt and /sitemap.xml (every city's public pages, from the API's list of cities). */
export async function seoFile(
  pathname: string,
  input: Pick<RenderInput, 'apiOrigin' | 'config' | 'publicOrigin' | 'visitorAddress'>,
): Promise<{ type: string; body: string } | null> {
  if (pathname === '/robots.txt') return { type: 'text/plain', body: robotsTxt(input.publicOrigin) };
  if (pathname !== '/sitemap.xml') return null;
  await start(input.apiOrigin, input.config.brand);
  const { cities } = await requestScope.run(
    { cookie: '', language: sharedI18n.DEFAULT_LOCALE, visitorAddress: input.visitorAddress },
    () => sharedApi.getCities({ silent: true }),
  );
  return {
    type: 'application/xml',
    body: sitemapXml(
      input.publicOrigin,
      cities.map((city) => city.alias),
    ),
  };
}

/** Where the shell's server reports its own failures (its SENTRY_* settings). */
export interface ServerErrorReporting {
  dsn: string;
  environment: string;
  release?: string | undefined;
}

/**
 * Reports a failure of the shell's server (a page or SEO file it could not render) as the API reports
 * its own: a Sentry envelope written by shared's writer, scrubbed like every report. It lives in this
 * bundle because the server's own code runs as plain Node, which cannot load shared's TypeScript.
 * `url` is the path only: the query is the visitor's. Never throws.
 */
export async function reportServerError(
  reporting: ServerErrorReporting,
  error: unknown,
  report: { source: string; url: string },
): Promise<boolean> {
  let dsn: ReturnType<typeof parseDsn>;
  try {
    dsn = parseDsn(reporting.dsn);
  } catch {
    return false;
  }
  if (!dsn) return false;
  return sendEvent(dsn, error, {
    source: report.source,
    platform: 'node',
    service: 'shell-server',
    environment: reporting.environment,
    ...(reporting.release ? { release: reporting.release } : {}),
    url: report.url,
  });
}
