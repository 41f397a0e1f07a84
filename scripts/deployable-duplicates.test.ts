// No block of six or more lines stands in two deployables. Each deployable
// (the shell, a remote, the API, the acquirer) is released by its own team; code written twice drifts
// apart, and a fix that lands in one copy misses the other. `@storefront/shared` and
// `@storefront/server-shared` count as places of their own: a remote that repeats shared's code has a
// copy too. Tests, fixtures, dev harnesses and locale data are left out (they repeat on purpose).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const WINDOW = 6;
const PLACES = [
  'shell',
  'mf-menu',
  'mf-cart',
  'mf-checkout',
  'mf-account',
  'mf-tracking',
  'api',
  'acquirer',
  'shared',
  'server-shared',
] as const;
const SOURCE = /\.(?:ts|tsx|mts|mjs|css)$/;
const LEFT_OUT = [
  /\.test\.tsx?$/,
  /\.d\.ts$/,
  /\/test\//,
  /\/test-utils\//,
  /\/fixtures?[./]/,
  /\/dev\//,
  /\/i18n\/locales\//,
  /\/seed\//,
  /\/bench\//,
];

/** A line as it counts: trimmed; blank lines, comments, imports and lone punctuation do not count. */
function meaningful(line: string): string | null {
  const text = line.trim();
  if (text === '') return null;
  if (/^(?:\/\/|\/\*|\*|\*\/)/.test(text)) return null;
  if (/^(?:import|export \* from|export \{[^}]*\} from)\b/.test(text)) return null;
  if (/^[\s{}()[\];,<>/]*$/.test(text)) return null;
  return text.replace(/\s+/g, ' ');
}

interface Place {
  file: string;
  line: number;
}

function crossPlaceDuplicates(files: Map<string, string>): string[] {
  const seen = new Map<string, Place[]>();
  for (const [file, text] of files) {
    // A stylesheet counts rule by rule: six declarations of one rule written again are a copy; a
    // list reset that ends one rule and a flex column that starts the next are only CSS idiom.
    const css = file.endsWith('.css');
    const runs: { text: string; line: number }[][] = [[]];
    text.split('\n').forEach((raw, index) => {
      if (css && raw.includes('{')) runs.push([]);
      const kept = meaningful(raw);
      if (kept !== null) runs.at(-1)?.push({ text: kept, line: index + 1 });
    });
    for (const lines of runs) {
      for (let start = 0; start + WINDOW <= lines.length; start += 1) {
        const key = lines
          .slice(start, start + WINDOW)
          .map((entry) => entry.text)
          .join('\n');
        const places = seen.get(key) ?? [];
        places.push({ file, line: lines[start]?.line ?? 0 });
        seen.set(key, places);
      }
    }
  }
  const pairs = new Set<string>();
  for (const places of seen.values()) {
    for (const a of places) {
      for (const b of places) {
        const placeA = a.file.split('/')[0];
        const placeB = b.file.split('/')[0];
        if (placeA === undefined || placeB === undefined || placeA >= placeB) continue;
        pairs.add(`${a.file} ~ ${b.file}`);
      }
    }
  }
  return [...pairs].sort();
}

function deployableSources(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', ...PLACES.map((place) => `${place}/`)], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !LEFT_OUT.some((pattern) => pattern.test(file)));
  return new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')] as const));
}

describe('code written once', () => {
  const block = [
    'const total = lines.reduce((sum, line) => sum + line.price * line.count, 0);',
    'const discount = promo ? Math.round(total * promo.percent / 100) : 0;',
    'const delivery = total - discount >= freeFrom ? 0 : deliveryPrice;',
    'if (total - discount < minimum) return { ok: false, missing: minimum - total };',
    'const bonus = Math.min(points, total - discount - 1);',
    'return { ok: true, total: total - discount - bonus + delivery };',
  ].join('\n');

  it('finds six lines that stand in two deployables, whatever their indentation', () => {
    const files = new Map([
      ['mf-cart/src/a.ts', `function a() {\n${block}\n}\n`],
      ['mf-checkout/src/b.ts', `// b\nexport function b() {\n    ${block.replaceAll('\n', '\n    ')}\n}\n`],
      ['mf-cart/src/c.ts', `function c() {\n${block}\n}\n`],
    ]);
    expect(crossPlaceDuplicates(files)).toEqual([
      'mf-cart/src/a.ts ~ mf-checkout/src/b.ts',
      'mf-cart/src/c.ts ~ mf-checkout/src/b.ts',
    ]);
  });

  it('does not count five lines, blank lines, comments or closing brackets', () => {
    const five = block.split('\n').slice(0, 5).join('\n');
    const files = new Map([
      ['mf-menu/src/a.ts', `${five}\n}\n);\n// same\n`],
      ['shell/src/b.ts', `${five}\n\n}\n);\n// same\n`],
    ]);
    expect(crossPlaceDuplicates(files)).toEqual([]);
  });

  it('no block of six or more lines stands in two deployables', () => {
    expect(crossPlaceDuplicates(deployableSources())).toEqual([]);
  });
});
