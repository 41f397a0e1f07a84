// The shell's server is configured by its environment only (docs/server-rendering.md lists it). A
// missing or malformed setting stops the start with a message naming it, never a server half set up.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfigShape } from './first-screen.ts';

export interface ShellServerConfig {
  host: string;
  port: number;
  /** Where this server reaches the API (its own calls: server rendering, sitemap, catalog versions). */
  apiOrigin: string;
  /** Answer /api and /payments by proxying them to apiOrigin (a deployment without its own router). */
  apiProxy: boolean;
  /** The storefront's public origin: canonical, hreflang, og:url, JSON-LD, robots and sitemap links. */
  publicOrigin: string;
  /** The runtime config the browser reads at /config.json (re-read per request from a file). */
  runtimeConfig: () => RuntimeConfigShape;
  /** The shell's folder: its built dist/ (browser) and dist/ssr/ (server bundle). */
  shellDir: string;
  /** Fastify's trustProxy: the proxies in front of this server whose X-Forwarded-For it believes. */
  trustProxy: boolean | number | string;
  ssr: boolean;
  budgetMs: number;
  cache: { ttlMs: number; maxEntries: number; maxBytes: number } | null;
  logLevel: string;
  /** Where a page this server could not render is reported (SENTRY_DSN); null reports nothing. */
  errorReporting: { dsn: string; environment: string; release?: string } | null;
}

const SHELL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function fail(name: string, problem: string): never {
  throw new Error(`${name}: ${problem}`);
}

function origin(name: string, value: string | undefined, fallback?: string): string {
  const text = value || fallback;
  if (!text) fail(name, 'required (an origin such as https://shop.example)');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    fail(name, `${JSON.stringify(text)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(name, 'must be http(s)');
  return url.origin;
}

function number(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) fail(name, `${JSON.stringify(value)} is not a number`);
  return parsed;
}

/** A DSN as Sentry and GlitchTip write it: `{protocol}://{key}@{host}{path}/{project id}`. */
function dsn(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // refused below
  }
  if (!url?.username || !/\/\d+$/.test(url.pathname))
    fail('SENTRY_DSN', 'must be {protocol}://{key}@{host}/{project id}');
  return value;
}

/** `true`/`1`… as Fastify reads trustProxy: a hop count, or addresses and CIDRs (`loopback`, `10.0.0.0/8`). */
function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * The remotes' browser manifests: REMOTES as JSON (`{"mf-menu":"https://…/mf-manifest.json"}`) or
 * as `mf-menu=https://…,mf-cart=https://…`.
 */
export function parseRemotes(value: string | undefined): Record<string, string> {
  if (!value) return {};
  const pairs: [string, string][] = value.trim().startsWith('{')
    ? Object.entries(JSON.parse(value) as Record<string, string>)
    : value
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          if (at < 1) fail('REMOTES', `${JSON.stringify(pair)} is not remote=url`);
          return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        });
  for (const [remote, url] of pairs) {
    try {
      new URL(url);
    } catch {
      fail('REMOTES', `${remote}: ${JSON.stringify(url)} is not a URL`);
    }
  }
  return Object.fromEntries(pairs);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const host = env.HOST || '127.0.0.1';
  const port = number('PORT', env.PORT, 3000);
  const apiOrigin = origin('API_ORIGIN', env.API_ORIGIN);
  const publicOrigin = origin(
    'PUBLIC_ORIGIN',
    env.PUBLIC_ORIGIN,
    env.NODE_ENV === 'production' ? undefined : `http://${host}:${port}`,
  );
  let runtimeConfig: () => RuntimeConfigShape;
  if (env.RUNTIME_CONFIG_FILE) {
    const file = env.RUNTIME_CONFIG_FILE;
    const read = () => JSON.parse(readFileSync(file, 'utf8')) as RuntimeConfigShape;
    read(); // refused at start when missing or not JSON
    // Re-read per request: a remote is pointed elsewhere without restarting this server.
    runtimeConfig = read;
  } else {
    const config: RuntimeConfigShape = {
      brand: env.BRAND || 'pizza',
      apiBase: env.API_BASE || '/api',
      mapsKey: env.YANDEX_MAPS_KEY ?? '',
      remotes: parseRemotes(env.REMOTES),
    };
    runtimeConfig = () => config;
  }
  const ssr = env.SSR !== '0';
  return {
    host,
    port,
    apiOrigin,
    apiProxy: env.API_PROXY === '1' || env.API_PROXY === 'true',
    publicOrigin,
    runtimeConfig,
    shellDir: env.SHELL_DIR ? resolve(env.SHELL_DIR) : SHELL_DIR,
    trustProxy: trustProxy(env.TRUST_PROXY),
    ssr,
    budgetMs: number('SSR_BUDGET_MS', env.SSR_BUDGET_MS, 1500),
    cache:
      env.SSR_CACHE === '0'
        ? null
        : {
            ttlMs: number('SSR_CACHE_TTL_MS', env.SSR_CACHE_TTL_MS, 60_000),
            maxEntries: number('SSR_CACHE_MAX_ENTRIES', env.SSR_CACHE_MAX_ENTRIES, 500),
            maxBytes: number('SSR_CACHE_MAX_BYTES', env.SSR_CACHE_MAX_BYTES, 64 * 1024 * 1024),
          },
    logLevel: env.LOG_LEVEL || 'info',
    errorReporting: env.SENTRY_DSN
      ? {
          dsn: dsn(env.SENTRY_DSN),
          environment: env.SENTRY_ENVIRONMENT || env.NODE_ENV || 'development',
          ...(env.SENTRY_RELEASE ? { release: env.SENTRY_RELEASE } : {}),
        }
      : null,
  };
}

/** The built shell this server serves. */
export function distOf(config: Pick<ShellServerConfig, 'shellDir'>): string {
  return join(config.shellDir, 'dist');
}
