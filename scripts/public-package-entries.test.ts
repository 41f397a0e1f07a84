// The builds use Module Federation, the router, TanStack Query, react-i18next and lucide through their
// public entry points only: no import of a file the package does not export, and no alias that swaps
// a package (or a file inside it) for something else. A private path works until the package's next
// release moves it, and a remote built on one runs only beside builds that made the same swap
// (docs/module-federation.md).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEPLOYABLES = ['shell', 'mf-menu', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-tracking'];

/** The packages held to their public entries: a whole scope, or one package. */
const GUARDED =
  /^(@module-federation\/[\w.-]+|@tanstack\/[\w.-]+|lucide-react|react-router|react-router-dom|react-i18next)(\/.*)?$/;

/** Every source and build-config file of the repository (not dependencies, builds or reports). */
function repositoryFiles(dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return /^(node_modules|dist|\.\w+|reports|test-results|playwright-report)$/.test(entry.name)
        ? []
        : repositoryFiles(path);
    }
    return /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Module specifiers of a file: static and dynamic imports, re-exports, require/resolve calls, mocks. */
function specifiers(text: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\b(?:require|resolve|mock|doMock)\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The subpaths a package exports (`.`, `./runtime`, …); null when it has no exports map. */
function exportedSubpaths(pkg: string): string[] | null {
  for (const from of [ROOT, ...DEPLOYABLES.map((app) => join(ROOT, app)), join(ROOT, 'shared')]) {
    try {
      const file = createRequire(join(from, 'package.json')).resolve(`${pkg}/package.json`);
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exports?: unknown };
      if (manifest.exports === undefined) return null;
      if (typeof manifest.exports === 'string') return ['.'];
      const keys = Object.keys(manifest.exports as object);
      return keys.every((key) => key.startsWith('.')) ? keys : ['.'];
    } catch {
      // not installed for this deployable; try the next
    }
  }
  return null;
}

/** Why a specifier reaches past a guarded package's public entries, or null when it does not. */
function privateEntry(specifier: string): string | null {
  const match = GUARDED.exec(specifier);
  if (!match) return null;
  const [, pkg = '', rest] = match;
  if (!rest) return null;
  const subpath = `.${rest}`;
  const exported = exportedSubpaths(pkg);
  if (exported === null) {
    return /\/(dist|build|esm|cjs|lib|src)\//.test(`${rest}/`) ? `${pkg} has no export ${subpath}` : null;
  }
  const matches = exported.some((key) =>
    key.includes('*')
      ? new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('\\*', '.*')}$`).test(subpath) &&
        !key.startsWith('./*')
      : key === subpath,
  );
  return matches ? null : `${pkg} does not export ${subpath}`;
}

/** A file path inside one of the guarded packages' folders. */
const INSIDE_GUARDED = /node_modules\/(@module-federation|@tanstack|lucide-react|react-router|react-i18next)/;

describe('public package entries', () => {
  const files = repositoryFiles().filter((file) => file !== relative(ROOT, fileURLToPath(import.meta.url)));

  it('reads the repository (sources, build configs and scripts of every deployable)', () => {
    for (const app of DEPLOYABLES) expect(files).toContain(join(app, 'rsbuild.config.ts'));
    expect(files).toContain(join('scripts', 'lib', 'rsbuild-app.ts'));
    expect(files.some((file) => file.startsWith(join('shared', 'src')))).toBe(true);
  });

  it('no file imports a guarded package by a path it does not export', () => {
    const offenders = files.flatMap((file) =>
      specifiers(readFileSync(join(ROOT, file), 'utf8')).flatMap((specifier) => {
        const reason = privateEntry(specifier);
        return reason ? [`${file}: '${specifier}' (${reason})`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises a private path, and lets a public subpath through', () => {
    expect(privateEntry('@module-federation/enhanced/runtime')).toBeNull();
    expect(privateEntry('@tanstack/react-query')).toBeNull();
    expect(privateEntry('lucide-react/dist/esm/createLucideIcon.mjs')).not.toBeNull();
    expect(privateEntry('react-router/dist/production/index.mjs')).not.toBeNull();
    expect(
      privateEntry('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js'),
    ).not.toBeNull();
    expect(privateEntry('@tanstack/react-query/build/modern/index.js')).not.toBeNull();
  });

  it('no file names a path inside a guarded package', () => {
    const offenders = files.filter((file) => INSIDE_GUARDED.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('shares every guarded library as the package itself (no `import` of another file)', async () => {
    const { sharedDependencies } = await import('@storefront/shared/federation');
    for (const options of [{}, { eager: true }, { requiredRange: '^4.0.0' }]) {
      const swapped = Object.entries(sharedDependencies(options)).filter(
        ([name, config]) => GUARDED.test(name) && 'import' in config,
      );
      expect(swapped).toEqual([]);
    }
  });

  it.each(DEPLOYABLES)('the build of %s aliases no guarded package and nothing inside one', async (app) => {
    const { createAppConfig } = await import('./lib/rsbuild-app');
    const config = await import(join(ROOT, app, 'module-federation.config.ts'));
    const built = createAppConfig({ id: app, title: app, federation: config.federation });
    const aliases = [
      built.resolve?.alias,
      ...Object.values(built.environments ?? {}).map((environment) => environment.resolve?.alias),
    ].flatMap((alias) => (alias && typeof alias === 'object' ? Object.entries(alias) : []));
    const offenders = aliases.filter(
      ([key, target]) =>
        GUARDED.test(key.replace(/\$$/, '')) || INSIDE_GUARDED.test(`${key} ${JSON.stringify(target)}`),
    );
    expect(offenders).toEqual([]);
  });
});
