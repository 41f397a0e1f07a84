// Production runs the built bundle (api/dist) with the API's `dependencies` only: every package the
// running code imports must be one of them, never a devDependency that happens to be installed.
// The workspace packages (@storefront/*, TypeScript sources) are the exception: the build inlines
// them, so they are build-time devDependencies. (The build checks the bundle as a whole, workspace
// code included: scripts/lib/build-server.mjs.)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(API, 'src');
/** Inlined into dist/main.js by the build (scripts/lib/build-server.mjs), never imported at run time. */
const BUNDLED = /^@storefront\//;
const manifest = JSON.parse(readFileSync(join(API, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** `./x` from `file` → the .ts file it names (`x.ts`, `x/index.ts`, or `x.json`). */
function resolveLocal(file: string, specifier: string): string {
  const base = join(dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  throw new Error(`${relative(API, file)}: cannot resolve ${specifier}`);
}

/** The code that runs in production: every file main.ts reaches through its imports. */
function runtimeFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    for (const specifier of runtimeImports(readFileSync(file, 'utf8')))
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
  };
  visit(join(SRC, 'main.ts'));
  return [...seen].filter((file) => file.endsWith('.ts'));
}

/** The specifiers a file imports at run time (`import type` is erased and does not count). */
export function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const pattern of [statement, dynamic])
    for (const match of source.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for relative paths and Node's own modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const [first = '', second] = specifier.split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return builtinModules.includes(name) ? null : name;
}

describe('runtime dependencies', () => {
  it('every package the code main.ts reaches imports is in the dependencies', () => {
    const missing: string[] = [];
    for (const file of runtimeFiles()) {
      for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (name === null || BUNDLED.test(name)) continue;
        if (!manifest.dependencies[name]) missing.push(`${relative(API, file)}: ${specifier}`);
      }
    }
    // The walk reaches the whole app: every module's routes, the seed, the emoji table.
    expect(runtimeFiles().length).toBeGreaterThan(100);
    // The bundled workspace packages are build-time only, like the bundler itself.
    for (const name of ['@storefront/shared', '@storefront/server-shared'])
      expect(manifest.devDependencies[name], name).toBeDefined();
    expect(missing).toEqual([]);
  });

  it('finds value imports and ignores type-only ones, relative paths and Node built-ins', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { FastifyInstance } from 'fastify';",
      "import cookie from '@fastify/cookie';",
      "import { getIconData } from '@iconify/utils/lib/icon-set';",
      "export { x } from '@storefront/shared/contract';",
      "import './side-effect';",
      "import { readFileSync } from 'node:fs';",
      "const later = await import('pg');",
    ].join('\n');
    const packages = runtimeImports(source).map(packageOf).filter(Boolean);
    expect(packages).toEqual(['zod', '@fastify/cookie', '@iconify/utils', '@storefront/shared', 'pg']);
    expect(packageOf('crypto')).toBeNull();
  });
});
