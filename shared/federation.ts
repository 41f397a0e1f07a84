// Module Federation settings every build shares (shell and the five remotes), so that react, the router,
// zustand, TanStack Query, i18next and each @storefront/shared subpath are ONE instance at run time.
// A build that leaves one of these out silently gets its own copy (its own store, bus, QueryClient).
import { readFileSync } from 'node:fs';

const sharedPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};

/** Libraries that must be singletons; their required versions come from each app's package.json. */
export const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
] as const;

/** Every JS subpath of @storefront/shared (CSS and the build-time federation file are not shared). */
export const SHARED_SUBPATHS = Object.keys(sharedPackage.exports)
  // The dev harness only runs in a remote's standalone page, never beside other deployments, and the
  // test builders only in tests; every
  // locale at once is for tests and tools (the page loads locales through `i18n`), plain data.
  .filter(
    (key) =>
      !key.endsWith('.css') &&
      !key.startsWith('./test-utils') &&
      !['./federation', './dev', './i18n/locales'].includes(key),
  )
  .map((key) => `@storefront/shared/${key.slice(2)}`);

type SharedConfig = Record<
  string,
  {
    singleton: true;
    requiredVersion?: string;
    strictVersion?: boolean;
    version?: string;
    eager?: boolean;
  }
>;

/** The version of @storefront/shared in this workspace: what a build provides of it. */
export const SHARED_VERSION = sharedPackage.version;

/**
 * Subpaths no first screen needs: the host provides them lazily (a chunk when first used), not in its
 * initial scripts.
 */
export const LAZY_SUBPATHS: readonly string[] = [
  '@storefront/shared/maps',
  // zod and the schemas: forms and the maps load them; the production page's API client never does
  // (its `shape` check, shared/src/api/contract-check.ts).
  '@storefront/shared/contract',
  // The offline map's streets schema: only the lazy maps chunk (and the API) reads it.
  '@storefront/shared/contract/map-streets',
  // The phone field and imask: only forms load it (the shell's modals, the remotes' pages and modals).
  '@storefront/shared/phone-input',
  // The captcha widget: only forms of a deployment with a captcha provider render it.
  '@storefront/shared/smart-captcha',
  // The error-report writer: loaded the first time there is an error to send, never with the page.
  '@storefront/shared/observe',
];

/**
 * `eager`: the host (shell) puts its shared modules in its initial scripts, so the page's HTML names
 * them and the browser fetches them in parallel with everything else, instead of the MF runtime asking
 * for each after the entry has run. Remotes never set it: they take the host's.
 *
 * `requiredRange`: the range of @storefront/shared a remote declares it needs (its
 * module-federation.config.ts, `sharedRange`). The compatibility policy (README, "Releasing a
 * remote"): every @storefront/shared subpath is a singleton (its stores, bus and i18n instance must be
 * one), so a remote always runs on the copy the shell provides; when that copy does not satisfy the
 * remote's range, the remote refuses it (`strictVersion`) instead of running on code older than it was
 * built for, and the shell's boundary shows the remote's fallback and names the mismatch in the console
 * (shell/src/app/federation/shared-policy.ts). The host declares no range: it is the provider.
 */
export function sharedDependencies({
  eager = false,
  requiredRange,
}: {
  eager?: boolean;
  requiredRange?: string;
} = {}): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of SINGLETON_LIBRARIES) shared[name] = { singleton: true, ...(eager && { eager }) };
  for (const name of SHARED_SUBPATHS) {
    // A real semver: `workspace:*` alone breaks MF version matching (TOOLCHAIN.md).
    shared[name] = {
      singleton: true,
      version: SHARED_VERSION,
      requiredVersion: requiredRange ?? `^${SHARED_VERSION}`,
      ...(requiredRange !== undefined && { strictVersion: true }),
      ...(eager && !LAZY_SUBPATHS.includes(name) && { eager }),
    };
  }
  return shared;
}

export const SHARE_STRATEGY = 'loaded-first' as const;
