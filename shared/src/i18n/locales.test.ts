// The missing-key check of the build: every locale must have exactly the keys of every other.
import { localeSchema } from '@storefront/shared/contract';
import { CONFIRM_MODALS, DEFAULT_MODALS } from '@storefront/shared/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources, SUPPORTED_LOCALES } from './locales';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  SUPPORTED_LOCALES.map((lng) => [lng, flatten(resources[lng] as unknown as Tree)]),
) as Record<(typeof SUPPORTED_LOCALES)[number], Map<string, string>>;

const allKeys = [...new Set(Object.values(flat).flatMap((m) => [...m.keys()]))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('are the six of spec §9, ru first', () => {
    expect(SUPPORTED_LOCALES).toEqual(['ru', 'en', 'tr', 'uz', 'de', 'uk']);
  });

  it('agree with the locales the API contract accepts in settings', () => {
    expect([...localeSchema.options].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has every key that another locale has', (lng) => {
    const missing = allKeys.filter((key) => !flat[lng].has(key));
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s has no empty strings', (lng) => {
    const empty = [...flat[lng]].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s uses the same {{placeholders}} as Russian', (lng) => {
    const mismatched = allKeys.filter(
      (key) => placeholders(flat[lng].get(key) ?? '').join() !== placeholders(flat.ru.get(key) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES.filter((lng) => lng !== 'en'))('%s is translated, not an English copy', (lng) => {
    // Language endonyms and some brand names are legitimately the same everywhere.
    const same = allKeys.filter(
      (key) => !key.startsWith('common.languages.') && flat[lng].get(key) === flat.en.get(key),
    );
    expect(same.length / allKeys.length).toBeLessThan(0.1);
  });

  it('has every team namespace at the top level', () => {
    for (const lng of SUPPORTED_LOCALES)
      expect(Object.keys(resources[lng]).sort()).toEqual([...NAMESPACES].sort());
  });

  it('titles every modal of spec §2', () => {
    for (const name of [...DEFAULT_MODALS, ...CONFIRM_MODALS])
      expect(flat.ru.has(`shell.modals.${name}`)).toBe(true);
  });

  it('has the plural forms each language needs', () => {
    const pluralBases = allKeys
      .filter((key) => key.endsWith('_other'))
      .map((key) => key.slice(0, -'_other'.length));
    expect(pluralBases.length).toBeGreaterThan(0);
    for (const lng of SUPPORTED_LOCALES) {
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const base of pluralBases) {
        for (const category of categories)
          expect(flat[lng].has(`${base}_${category}`), `${lng} ${base}_${category}`).toBe(true);
      }
    }
  });
});
