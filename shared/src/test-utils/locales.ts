// The completeness checks every deployable runs on its own strings (its `src/i18n/locales.test.ts`):
// all six languages have exactly Russian's keys, no empty text, the same {{placeholders}}, real
// translations and the plural forms each language needs.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/languages';

type Tree = { [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `a.b` → `x`. */
export function flattenStrings(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenStrings(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

export interface LocaleChecks {
  /** Keys whose text may be the same in English and another language (endonyms, brand names). */
  sameEverywhere?: (key: string) => boolean;
}

/** Registers the completeness tests of one deployable's strings. */
export function describeLocales(
  name: string,
  locales: Record<SupportedLocale, object>,
  { sameEverywhere = () => false }: LocaleChecks = {},
) {
  const flat = Object.fromEntries(
    SUPPORTED_LOCALES.map((lng) => [lng, flattenStrings(locales[lng])]),
  ) as Record<SupportedLocale, Map<string, string>>;
  const keys = [...flat.ru.keys()].sort();

  describe(`${name} strings`, () => {
    it('are in all six languages of spec §9', () => {
      expect(Object.keys(locales).sort()).toEqual([...SUPPORTED_LOCALES].sort());
      expect(keys.length).toBeGreaterThan(0);
    });

    it.each(SUPPORTED_LOCALES)('%s has exactly the keys of Russian', (lng) => {
      expect([...flat[lng].keys()].sort()).toEqual(keys);
    });

    it.each(SUPPORTED_LOCALES)('%s has no empty strings', (lng) => {
      const empty = [...flat[lng]].filter(([, text]) => !text.trim()).map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it.each(SUPPORTED_LOCALES)('%s uses the same {{placeholders}} as Russian', (lng) => {
      const mismatched = keys.filter(
        (key) =>
          placeholders(flat[lng].get(key) ?? '').join() !== placeholders(flat.ru.get(key) ?? '').join(),
      );
      expect(mismatched).toEqual([]);
    });

    it.each(SUPPORTED_LOCALES.filter((lng) => lng !== 'en'))(
      '%s is translated, not an English copy',
      (lng) => {
        const same = keys.filter((key) => !sameEverywhere(key) && flat[lng].get(key) === flat.en.get(key));
        expect(same.length / keys.length).toBeLessThan(0.1);
      },
    );

    it('has the plural forms each language needs', () => {
      const pluralBases = keys
        .filter((key) => key.endsWith('_other'))
        .map((key) => key.slice(0, -'_other'.length));
      for (const lng of SUPPORTED_LOCALES) {
        const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
        for (const base of pluralBases) {
          for (const category of categories)
            expect(flat[lng].has(`${base}_${category}`), `${lng} ${base}_${category}`).toBe(true);
        }
      }
    });
  });
}
