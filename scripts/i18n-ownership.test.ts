// Each deployable owns its strings: `@storefront/shared` ships with the shell to every page,
// so its locale files hold only what two or more deployables show (or shared's own UI primitives). A
// key only one deployable uses belongs in that deployable's `src/i18n/locales/` — a remote's team must
// be able to reword it without a shell release. And every remote's exposed module that shows the
// remote's strings registers them before it renders (`import '../i18n'`), so none shows a raw key.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ru } from '../shared/src/i18n/locales/ru';
import { importGraph } from '../shared/src/test-utils/import-graph';

const root = join(import.meta.dirname, '..');
const DEPLOYABLES = ['shell', 'mf-menu', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-tracking'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Whether a source file names `ns:key`, or `key` in a file that translates in `ns`. */
function usesKey(text: string, ns: string, key: string, defaultNs = 'common'): boolean {
  const base = key.replace(PLURAL, '');
  const quoted = (name: string) => ["'", '"', '`'].some((q) => text.includes(`${q}${name}${q}`));
  if (quoted(`${ns}:${base}`) || quoted(`${ns}:${key}`)) return true;
  // A key built at run time: `units.${unit}` or `common:related.${brand}`.
  for (const match of text.matchAll(/`(?:([a-z]+):)?([\w.]+\.)\$\{/g)) {
    if ((match[1] ?? ns) === ns && base.startsWith(match[2] as string)) return true;
  }
  // The default namespace's dotted keys also travel as data (the contract's `validation.phone`).
  const translatesIn =
    ns === defaultNs
      ? base.includes('.') || /useTranslation\(|TFunction/.test(text)
      : text.includes(`'${ns}'`);
  return translatesIn && (quoted(base) || quoted(key));
}

/** Shared's keys that exactly one deployable (and not shared's own code) uses: `ns.key → deployable`. */
function singleOwnerKeys(strings: object, files: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [ns, tree] of Object.entries(strings)) {
    for (const key of keysOf(tree as object)) {
      const users = new Set<string>();
      for (const [file, text] of files) if (usesKey(text, ns, key)) users.add(file.split('/')[0] as string);
      if (users.size === 1 && !users.has('shared')) found.push(`${ns}.${key} → ${[...users][0]}`);
    }
  }
  return found;
}

function sources(): Map<string, string> {
  const files = execFileSync(
    'git',
    ['ls-files', '--', ...['shared', ...DEPLOYABLES].map((d) => `${d}/src`)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file))
    // Tests, fixtures, the locale files themselves and the standalone dev harness use no shown string.
    .filter((file) => !/\.test\.tsx?$|\/test\/|\/test-utils\/|\/i18n\/|\/dev\//.test(file));
  return new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')] as const));
}

describe('strings in @storefront/shared', () => {
  it('finds a key only one deployable uses', () => {
    const files = new Map([
      ['mf-menu/src/a.tsx', "const { t } = useTranslation('common'); t('actions.close'); t('menuOnly');"],
      ['mf-cart/src/b.tsx', `t('common:actions.close'); t(\`common:units.\${unit}\`);`],
      ['shared/src/ui/c.tsx', "const { t } = useTranslation('common'); t('sharedOnly');"],
    ]);
    const strings = {
      common: { actions: { close: 'x' }, menuOnly: 'x', sharedOnly: 'x', units: { g_one: 'x' } },
    };
    expect(singleOwnerKeys(strings, files)).toEqual([
      'common.menuOnly → mf-menu',
      'common.units.g_one → mf-cart',
    ]);
  });

  it('holds no key that only one deployable uses', () => {
    expect(singleOwnerKeys(ru, sources())).toEqual([]);
  });
});

describe('a remote’s strings', () => {
  it.each(DEPLOYABLES.filter((d) => d !== 'shell'))(
    '%s registers them in every exposed module that shows them',
    (remote) => {
      const config = readFileSync(join(root, remote, 'module-federation.config.ts'), 'utf8');
      const exposed = [...config.matchAll(/'\.\/(src\/exposes\/[^']+)'/g)].map((m) => m[1] as string);
      expect(exposed.length).toBeGreaterThan(0);
      // The remote's own namespace, registered by src/i18n/index.ts (its lazily loaded ones have a
      // test of their own beside them).
      const registration = join(root, remote, 'src/i18n/index.ts');
      const ns = /registerNamespace\('([^']+)'/.exec(readFileSync(registration, 'utf8'))?.[1];
      expect(ns).toBeDefined();
      const graph = importGraph(join(root, remote, 'src'));
      const missing = exposed.filter((file) => {
        const reached = graph.reached(join(root, remote, file));
        const translates = [...reached].some((module) => {
          const text = readFileSync(module, 'utf8');
          return text.includes(`'${ns}'`) || text.includes(`'${ns}:`);
        });
        return translates && !graph.staticImports(join(root, remote, file)).includes(registration);
      });
      expect(missing).toEqual([]);
    },
  );
});
