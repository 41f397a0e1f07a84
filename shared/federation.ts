// Module Federation settings every build shares (shell and the five remotes), so that react, the router,
// zustand, TanStack Query, i18next and each @storefront/shared subpath are ONE instance at run time.
// A build that leaves one of these out silently gets its own copy (its own store, bus, QueryClient).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
    import?: string;
  }
>;

/** The version of @storefront/shared in this workspace: what a build provides of it. */
export const SHARED_VERSION = sharedPackage.version;

const here = dirname(fileURLToPath(import.meta.url));
const requireHere = createRequire(import.meta.url);
const routerDom = dirname(requireHere.resolve('react-router-dom/package.json'));
const router = dirname(createRequire(join(routerDom, 'package.json')).resolve('react-router/package.json'));

/**
 * Libraries shared as a facade: a file re-exporting only the names the storefront uses. A Module
 * Federation shared module is bundled whole (no consumer's usage is known at build time), so the
 * package itself would ship every export on the first screen. facades.test.ts fails when a
 * workspace file imports a name its facade lacks.
 */
export const FACADES: Record<string, string> = {
  'react-router-dom': join(here, 'router-facade.mjs'),
  '@tanstack/react-query': join(here, 'react-query-facade.mjs'),
  'react-i18next': join(here, 'react-i18next-facade.mjs'),
};

/** The installed version of a package this file can resolve (what a facade of it provides). */
function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** A package's own folder, resolved from here. */
function packageDir(pkg: string): string {
  return dirname(requireHere.resolve(`${pkg}/package.json`));
}

/**
 * What the facades import: a facade cannot import its package by name, since that name is the shared
 * module itself (the facade would import itself). `react-router-dom`'s facade reaches the package it
 * wraps (React Router's production build); the others reach their package's ES build under a private
 * name.
 */
export const FACADE_ALIASES: Record<string, string> = {
  'react-router$': join(router, 'dist', 'production', 'index.mjs'),
  'react-router/dom$': join(router, 'dist', 'production', 'dom-export.mjs'),
  'storefront-facade-source/react-query$': join(
    packageDir('@tanstack/react-query'),
    'build',
    'modern',
    'index.js',
  ),
  'storefront-facade-source/react-i18next$': join(packageDir('react-i18next'), 'dist', 'es', 'index.js'),
};

/**
 * lucide-react's icon renderer, replaced in every build by lucide-icon.mjs: the same SVG markup, a
 * fraction of the code. Keyed by the module's path: lucide's icon modules import it
 * relatively. An app that does not depend on lucide-react gets none.
 */
export function iconAliases(appDir: string): Record<string, string> {
  let lucide: string;
  try {
    lucide = dirname(createRequire(join(appDir, 'package.json')).resolve('lucide-react/package.json'));
  } catch {
    return {};
  }
  return { [`${join(lucide, 'dist', 'esm', 'createLucideIcon.mjs')}$`]: join(here, 'lucide-icon.mjs') };
}

/**
 * Subpaths no first screen needs: the host provides them lazily (a chunk when first used), not in its
 * initial scripts.
 */
export const LAZY_SUBPATHS: readonly string[] = [
  '@storefront/shared/maps',
  // zod and the schemas: the API client loads them after the first screen (shared/src/api/contract-check.ts).
  '@storefront/shared/contract',
  // The offline map's streets schema: only the lazy maps chunk (and the API) reads it.
  '@storefront/shared/contract/map-streets',
  // The phone field and imask: only forms load it (the shell's modals, the remotes' pages and modals).
  '@storefront/shared/phone-input',
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
  for (const [pkg, facade] of Object.entries(FACADES)) {
    const version = installedVersion(pkg);
    shared[pkg] = {
      ...shared[pkg],
      singleton: true,
      import: facade,
      version,
      requiredVersion: `^${version}`,
    };
  }
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
