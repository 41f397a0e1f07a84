// The builds share router-facade.mjs as `react-router-dom` (federation.ts): a name the facade does not
// export would be `undefined` in the browser, though TypeScript (which reads react-router-dom's own
// types) and the unit tests (which run the real package) see nothing wrong. This test does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const facade = readFileSync(join(import.meta.dirname, 'router-facade.mjs'), 'utf8');
const exported = new Set(
  [...facade.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value names imported from 'react-router-dom' (type-only imports need nothing at run time). */
function importedNames(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router-dom['"]/g)]
    .filter((match) => !match[1])
    .flatMap((match) =>
      (match[2] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0] ?? name),
    );
}

describe('the shared react-router-dom facade', () => {
  const apps = ['shell', 'shared', 'mf-menu', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-tracking'];
  // The shell's server entry (shell/src/server) is built for Node only, with the real package (static
  // router, namespace import to share it with the remotes' node builds): the facade never applies there.
  const serverOnly = join(root, 'shell', 'src', 'server');
  const files = apps
    .flatMap((app) => sources(join(root, app, 'src')))
    .filter((file) => !file.startsWith(serverOnly));

  it('exports every name the storefront imports from react-router-dom', () => {
    const missing = files.flatMap((file) =>
      importedNames(file)
        .filter((name) => !exported.has(name))
        .map((name) => `${name} (${file.slice(root.length + 1)})`),
    );
    expect(missing).toEqual([]);
  });

  it('is read by this test at all', () => {
    expect(exported.has('BrowserRouter')).toBe(true);
    expect(files.some((file) => importedNames(file).includes('Link'))).toBe(true);
  });

  it('has no namespace or default imports to check', () => {
    const other = files.filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s+from\s*['"]react-router-dom['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(other).toEqual([]);
  });
});
