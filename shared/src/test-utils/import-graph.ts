// A deployable's source files and their static imports, read as text (test code only): what the
// lazily loaded string namespaces' tests check — that a module translating in one imports its
// registration, and that nothing a first screen loads up front reaches one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface ImportGraph {
  /** Every non-test source file under the folder, as absolute paths. */
  sources: ReadonlySet<string>;
  /**
   * The modules a file imports statically (not `import type`, not a lazy `import()`), as absolute
   * paths. An `import(/* webpackMode: "eager" *\/ '…')` counts: its module is in the importer's script.
   */
  staticImports(file: string): string[];
  /** Every module a file reaches through static imports, itself included. */
  reached(entry: string): Set<string>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The import graph of the TypeScript sources under `src` (relative imports only). */
export function importGraph(src: string): ImportGraph {
  const sources = new Set(sourceFiles(src));
  const staticImports = (file: string) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm),
      ...text.matchAll(/import\(\s*\/\*\s*webpackMode:\s*["']eager["']\s*\*\/\s*['"](\.[^'"]+)['"]\s*\)/g),
    ].map((match) => match[1] as string);
    return specifiers.flatMap((specifier) => {
      const base = resolve(dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
        (candidate) => sources.has(candidate),
      );
      return found ? [found] : [];
    });
  };
  const reached = (entry: string) => {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImports(file));
    }
    return seen;
  };
  return { sources, staticImports, reached };
}
