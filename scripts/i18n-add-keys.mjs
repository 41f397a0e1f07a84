// Adds translation keys to all six locales at once, at the end of one namespace, then formats the
// files. Several people can add keys this way without rewriting a locale file under each other.
//   node scripts/i18n-add-keys.mjs keys.json <namespace>
// keys.json: { "group": { "key": ["ru", "en", "tr", "uz", "de", "uk"], "nested": { … } } }
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [, , json, ns = 'shell'] = process.argv;
if (!json) {
  console.error('usage: node scripts/i18n-add-keys.mjs keys.json <namespace>');
  process.exit(2);
}
const groups = JSON.parse(readFileSync(json, 'utf8'));
const LOCALES = ['ru', 'en', 'tr', 'uz', 'de', 'uk'];
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function emit(tree, index, indent) {
  return Object.entries(tree).flatMap(([key, value]) =>
    Array.isArray(value)
      ? [`${indent}${key}: ${quote(value[index])},`]
      : [`${indent}${key}: {`, ...emit(value, index, `${indent}  `), `${indent}},`],
  );
}

LOCALES.forEach((lng, index) => {
  const file = join(root, 'shared', 'src', 'i18n', 'locales', `${lng}.ts`);
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.indexOf(`  ${ns}: {`);
  if (start < 0) throw new Error(`${lng}.ts has no namespace ${ns}`);
  const end = lines.findIndex((line, i) => i > start && line === '  },');
  lines.splice(end, 0, ...emit(groups, index, '    '));
  writeFileSync(file, lines.join('\n'));
});
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', 'shared/src/i18n/locales'], {
  cwd: root,
  stdio: 'ignore',
});
