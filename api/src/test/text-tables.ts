// Checks a table of people-facing texts (key → language → text): every key has a non-empty text in
// every interface language (LANGS, spec §1) with the same {placeholders} as the Russian one, and no
// language quietly reuses another's wording.
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../http/texts';

export type TextTable = Readonly<Record<string, Readonly<Record<Lang, string>>>>;

/** The `{name}` placeholders of a text, sorted, repeats kept. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

const CYRILLIC = /[\u0400-\u04FF]/;
/** Letters Russian has and Ukrainian does not: a Ukrainian text with one was copied from Russian. */
const RUSSIAN_ONLY = /[ыэёъЫЭЁЪ]/;
/** Uzbek Latin writes oʻ and gʻ with U+02BB, not an ASCII quote, backtick or curly quote. */
const UZBEK_WRONG_TURNED_COMMA = /[OoGg]['`‘’]/;

export function describeTextTable(name: string, table: TextTable) {
  describe(`text table ${name}`, () => {
    const keys = Object.keys(table);

    it('has keys', () => {
      expect(keys.length).toBeGreaterThan(0);
    });

    it.each(keys)(
      '%s has a non-empty text in each of the six languages, with the Russian placeholders',
      (key) => {
        const entry = table[key]!;
        expect(Object.keys(entry).sort()).toEqual([...LANGS].sort());
        for (const lang of LANGS) {
          const text = entry[lang];
          expect(typeof text, `${key} [${lang}]`).toBe('string');
          expect(text.trim().length, `${key} [${lang}]`).toBeGreaterThan(0);
          expect(text, `${key} [${lang}] has stray spaces`).toBe(text.trim());
          expect(placeholdersOf(text), `${key} [${lang}] placeholders`).toEqual(placeholdersOf(entry.ru));
        }
      },
    );

    it.each(keys)('%s is written in each language, not copied from another', (key) => {
      const entry = table[key]!;
      for (const lang of LANGS) {
        const text = entry[lang];
        // A text that differs between Russian and English (not a brand name) is translated, not
        // left in English.
        if (lang !== 'en' && entry.ru !== entry.en) expect(text, `${key} [${lang}]`).not.toBe(entry.en);
        if (lang === 'tr' || lang === 'uz' || lang === 'de')
          expect(text, `${key} [${lang}]`).not.toMatch(CYRILLIC);
        if (lang === 'uk') expect(text, `${key} [uk]`).not.toMatch(RUSSIAN_ONLY);
        if (lang === 'uz') expect(text, `${key} [uz]`).not.toMatch(UZBEK_WRONG_TURNED_COMMA);
      }
    });
  });
}
