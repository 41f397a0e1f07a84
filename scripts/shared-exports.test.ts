// `@storefront/shared` ships with the shell to every page, so it carries only what something uses:
// every value it exports (a constant, function or class; types cost no bytes) is named in
// at least one other file of the repository — a remote, the shell, the API, a test. An export that
// nothing names is dead: delete it, or move it into the one file that uses it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const EXPORTED_VALUE =
  /^export (?:declare )?(?:async )?(?:function\*?|const|let|class|enum) ([A-Za-z_$][\w$]*)/gm;
/** The barrel files only re-export; naming a value there is not using it. */
const BARREL = /^shared\/src\/[^/]+\/index\.ts$/;

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.mjs'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

function deadSharedExports(files: Map<string, string>): string[] {
  const namesIn = new Map<string, Set<string>>();
  for (const [file, text] of files) namesIn.set(file, new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []));
  const dead: string[] = [];
  for (const [file, text] of files) {
    if (!file.startsWith('shared/src/') || /\.test\.tsx?$/.test(file) || file.includes('/test-utils/'))
      continue;
    for (const match of text.matchAll(EXPORTED_VALUE)) {
      const name = match[1] as string;
      const named = [...namesIn].some(
        ([other, names]) => other !== file && !BARREL.test(other) && names.has(name),
      );
      if (!named) dead.push(`${file}: ${name}`);
    }
  }
  return dead;
}

describe('exports of @storefront/shared', () => {
  it('finds an export nothing else names', () => {
    const files = new Map([
      ['shared/src/domain/a.ts', 'export const USED = 1;\nexport function unused() {}\n'],
      ['shared/src/domain/index.ts', "export { USED, unused } from './a';\n"],
      ['mf-menu/src/b.ts', "import { USED } from '@storefront/shared/domain';\n"],
    ]);
    expect(deadSharedExports(files)).toEqual(['shared/src/domain/a.ts: unused']);
  });

  it('every value shared exports is used somewhere else', () => {
    const files = new Map(
      trackedSources().map((file) => [file, readFileSync(join(root, file), 'utf8')] as const),
    );
    expect(deadSharedExports(files)).toEqual([]);
  });
});
