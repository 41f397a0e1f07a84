// Builds a server deployable (the API, the sandbox acquirer) to JavaScript for production: src/main.ts
// and the workspace code it imports (@storefront/*, TypeScript sources) bundled by esbuild into
// dist/main.js, every other package left as an import that Node resolves from the deployable's own
// node_modules at run time. So production runs `node dist/main.js`, with no TypeScript loader.
// The build fails when the bundle imports a package that is not in the deployable's `dependencies`
// (a devDependency is not installed in production).
//   node ../scripts/lib/build-server.mjs        (from the deployable's folder: its `build` script)
//   node ../scripts/lib/build-server.mjs --entry fake-iiko=src/providers/pos/iiko/fake/main.ts
// Each --entry adds a program beside main.js (dist/<name>.js), bundled and checked the same way.

import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageName(specifier) {
  const [first = '', second] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Workspace packages are TypeScript sources: they are bundled, never imported at run time. */
const WORKSPACE = /^@storefront\//;

export async function buildServer(dir = process.cwd(), extraEntries = {}) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const outdir = join(dir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: dir,
    entryPoints: { main: 'src/main.ts', ...extraEntries },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    // Bundled CommonJS (if any) may call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'external-packages',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            WORKSPACE.test(args.path) ? undefined : { external: true },
          );
        },
      },
    ],
  });
  // What the bundles themselves import (after tree-shaking), and which source first asked for each.
  const outputs = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([, output]) => output);
  const firstImporter = new Map();
  for (const [input, { imports }] of Object.entries(result.metafile.inputs))
    for (const entry of imports)
      if (entry.external && !firstImporter.has(entry.path)) firstImporter.set(entry.path, input);
  const imported = new Map();
  for (const entry of outputs.flatMap((output) => output.imports)) {
    if (!entry.external || entry.path.startsWith('node:') || builtinModules.includes(entry.path)) continue;
    const name = packageName(entry.path);
    if (!imported.has(name)) imported.set(name, firstImporter.get(entry.path) ?? 'the bundle');
  }
  const missing = [...imported].filter(([name]) => !manifest.dependencies?.[name]);
  if (missing.length > 0) {
    throw new Error(
      `${manifest.name}: the bundle imports packages missing from its dependencies:\n${missing
        .map(([name, from]) => `  ${name} (first from ${from})`)
        .join('\n')}`,
    );
  }
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(
    `[build] ${manifest.name}: ${['main', ...Object.keys(extraEntries)].map((name) => `dist/${name}.js`).join(', ')} (${(bytes / 1024).toFixed(0)} KiB with its source map), ${imported.size} runtime packages`,
  );
  return { imported: [...imported.keys()].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { entry: { type: 'string', multiple: true, default: [] } } });
  const extra = Object.fromEntries(
    values.entry.map((pair) => {
      const [name, path] = pair.split('=');
      if (!name || !path) throw new Error(`--entry wants name=path, not ${pair}`);
      return [name, path];
    }),
  );
  buildServer(process.cwd(), extra).catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
