// Adds translation keys to all six locales at once, at the end of one namespace, then formats the
// files. Several people can add keys this way without rewriting a locale file under each other.
//   node scripts/i18n-add-keys.mjs keys.json <namespace>
// keys.json: { "group": { "key": ["ru", "en", "tr", "uz", "de", "uk"], "nested": { … } } }
// A namespace lives with the deployable that shows it: `menu` in mf-menu/src/i18n/locales/,
// `shell` in shell/src/i18n/locales/, …, a deployable's namespaces only its lazily loaded code shows in
// folders of their own (`shell-pages`: `export const shellPages` in shell/src/i18n/pages/);
// `common` (what two or more deployables show) in shared/src/i18n/locales/.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [, , json, ns] = process.argv;
if (!json || !ns) {
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

/** The object a namespace's locale files export: `shell-pages` → `shellPages`. */
const exported = ns.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/** The deployable's folder whose locale files hold `ns` (`export const menu = …`), if any. */
function folderOf() {
  for (const dir of readdirSync(root)) {
    const i18n = join(root, dir, 'src', 'i18n');
    if (!existsSync(i18n)) continue;
    for (const entry of readdirSync(i18n, { withFileTypes: true })) {
      const file = join(i18n, entry.name, 'ru.ts');
      if (
        entry.isDirectory() &&
        existsSync(file) &&
        readFileSync(file, 'utf8').includes(`export const ${exported} = {`)
      )
        return join(dir, 'src', 'i18n', entry.name);
    }
  }
  return undefined;
}

const owner = folderOf();
const folder = owner ?? join('shared', 'src', 'i18n', 'locales');
LOCALES.forEach((lng, index) => {
  const file = join(root, folder, `${lng}.ts`);
  const lines = readFileSync(file, 'utf8').split('\n');
  let end;
  let indent;
  if (owner) {
    // The namespace is the file's object: its keys end at the closing `};`.
    const start = lines.findIndex((line) => line.startsWith(`export const ${exported}`));
    end = lines.findIndex((line, i) => i > start && line === '};');
    indent = '  ';
  } else {
    // Shared's files hold its namespaces side by side: `  common: { … },`.
    const start = lines.indexOf(`  ${ns}: {`);
    if (start < 0) throw new Error(`no namespace ${ns}: neither a deployable's nor shared's`);
    end = lines.findIndex((line, i) => i > start && line === '  },');
    indent = '    ';
  }
  lines.splice(end, 0, ...emit(groups, index, indent));
  writeFileSync(file, lines.join('\n'));
});
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', folder], {
  cwd: root,
  stdio: 'ignore',
});
console.log(`added to ${folder}/{${LOCALES.join(',')}}.ts`);
