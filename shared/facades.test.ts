// @vitest-environment node
// The builds share facades instead of three libraries (federation.ts, FACADES): router-facade.mjs as
// `react-router-dom`, react-query-facade.mjs as `@tanstack/react-query`, react-i18next-facade.mjs as
// `react-i18next`. A name a facade does not export would be `undefined` in the browser, though
// TypeScript (which reads the packages' own types) and the unit tests (which run the real packages)
// see nothing wrong. This test does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACADE_ALIASES, FACADES } from './federation';

const root = join(import.meta.dirname, '..');

function exportedNames(facadeFile: string): Set<string> {
  const facade = readFileSync(facadeFile, 'utf8');
  return new Set(
    [...facade.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const quoted = (name: string) => name.replace(/[/.@-]/g, (char) => `\\${char}`);

/** Value names imported from a package (type-only imports need nothing at run time). */
function importedNames(file: string, pkg: string): string[] {
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted(pkg)}['"]`, 'g');
  return [...text.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) =>
      (match[2] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0] ?? name),
    );
}

const apps = ['shell', 'shared', 'mf-menu', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-tracking'];
// The shell's server entry (shell/src/server) is built for Node only, with the real packages (namespace
// imports, to share them with the remotes' node builds): the facades never apply there.
const serverOnly = join(root, 'shell', 'src', 'server');
const files = apps
  .flatMap((app) => sources(join(root, app, 'src')))
  .filter((file) => !file.startsWith(serverOnly));

describe.each(Object.entries(FACADES))('the shared %s facade', (pkg, facadeFile) => {
  const exported = exportedNames(facadeFile);

  it('exports every name the storefront imports from the package', () => {
    const missing = files.flatMap((file) =>
      importedNames(file, pkg)
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${file.slice(root.length + 1)})`),
    );
    expect(missing).toEqual([]);
  });

  it('is read by this test at all', () => {
    expect(exported.size).toBeGreaterThan(0);
    expect(files.some((file) => importedNames(file, pkg).length > 0)).toBe(true);
  });

  it('has no namespace or default imports to check', () => {
    const other = files.filter((file) =>
      new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s*['"]${quoted(pkg)}['"]`).test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(other).toEqual([]);
  });
});

describe('the facades themselves', () => {
  it('never import their own package by name (that name is the shared module: a facade would import itself)', () => {
    for (const [pkg, facadeFile] of Object.entries(FACADES)) {
      const text = readFileSync(facadeFile, 'utf8').replace(/^\s*\/\/.*$/gm, '');
      expect(new RegExp(`from\\s*['"]${quoted(pkg)}['"]`).test(text), pkg).toBe(false);
      const source = /from\s*['"]([^'"]+)['"]/.exec(text)?.[1] ?? '';
      expect(
        Object.keys(FACADE_ALIASES).some((alias) => alias.replace(/\$$/, '') === source),
        source,
      ).toBe(true);
    }
  });

  it('re-export only names the real package has', async () => {
    for (const [pkg, facadeFile] of Object.entries(FACADES)) {
      if (pkg === 'react-router-dom') continue; // re-exports react-router (its production build)
      const real = await import(pkg);
      const absent = [...exportedNames(facadeFile)].filter((name) => !(name in real));
      expect(absent, pkg).toEqual([]);
    }
  });
});
