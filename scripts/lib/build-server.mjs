// Builds a server deployable (the API, the sandbox acquirer) to JavaScript for production: src/main.ts
// and the workspace code it imports (@storefront/*, TypeScript sources) bundled by esbuild into
// dist/main.js, every other package left as an import that Node resolves from the deployable's own
// node_modules at run time. So production runs `node dist/main.js`, with no TypeScript loader.
// The build fails when the bundle imports a package that is not in the deployable's `dependencies`
// (a devDependency is not installed in production).
//   node ../scripts/lib/build-server.mjs        (from the deployable's folder: its `build` script)

import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageName(specifier) {
  const [first = '', second] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Workspace packages are TypeScript sources: they are bundled, never imported at run time. */
const WORKSPACE = /^@storefront\//;

export async function buildServer(dir = process.cwd()) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const outdir = join(dir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: dir,
    entryPoints: ['src/main.ts'],
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
  // What the bundle itself imports (after tree-shaking), and which source first asked for each.
  const output =
    result.metafile.outputs[Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'))];
  const firstImporter = new Map();
  for (const [input, { imports }] of Object.entries(result.metafile.inputs))
    for (const entry of imports)
      if (entry.external && !firstImporter.has(entry.path)) firstImporter.set(entry.path, input);
  const imported = new Map();
  for (const entry of output.imports) {
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
    `[build] ${manifest.name}: dist/main.js (${(bytes / 1024).toFixed(0)} KiB with its source map), ${imported.size} runtime packages`,
  );
  return { imported: [...imported.keys()].sort() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServer().catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
