// Turns a seeded Russian text into its five other languages from the glossaries. A text is found
// whole, or — for a comma list of ingredients — piece by piece; its first letter follows the Russian
// one. A text with no translation throws, so the seed cannot write a field that lacks a language.
import type { ContentLang, TranslationsData } from '../../../db/schema/json-types';
import { type Five, HTML_GLOSSARY, MENU_GLOSSARY } from './menu-glossary';

export const OTHER_LANGS = ['en', 'tr', 'uz', 'de', 'uk'] as const satisfies readonly ContentLang[];
export type OtherLang = (typeof OTHER_LANGS)[number];

function upperFirst(text: string, lang: OtherLang): string {
  const first = text.charAt(0);
  // Turkish dotted capital İ for i.
  const upper = lang === 'tr' && first === 'i' ? 'İ' : first.toLocaleUpperCase(lang);
  return upper + text.slice(1);
}

function startsUpper(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toLocaleLowerCase('ru') && first === first.toLocaleUpperCase('ru');
}

function lookup(text: string, glossary: Record<string, Five>): Five | undefined {
  return glossary[text] ?? glossary[text.toLocaleLowerCase('ru')];
}

/** The text in the five other languages, or an error naming what is missing. */
export function translateText(text: string, glossary: Record<string, Five> = MENU_GLOSSARY): Five {
  const html = HTML_GLOSSARY[text];
  if (html) return html;
  const whole = lookup(text, glossary);
  const pieces = whole ? [whole] : text.split(', ').map((piece) => lookup(piece, glossary));
  const missing = whole ? [] : text.split(', ').filter((_, index) => !pieces[index]);
  if (missing.length > 0) throw new Error(`Seed: no translation of "${missing.join('", "')}" (in "${text}")`);
  return OTHER_LANGS.map((lang, index) => {
    const joined = (pieces as Five[]).map((five) => five[index]).join(', ');
    return startsUpper(text) ? upperFirst(joined, lang) : joined;
  }) as unknown as Five;
}

type Fields = Record<string, string | string[] | null | undefined>;

/**
 * The `translations` of a row: each non-empty field in each other language. Lists (allergens) are
 * translated item by item. `own` overrides a field's translations (names composed per language).
 */
export function translationsOf(
  fields: Fields,
  own: Partial<Record<string, Five>> = {},
  glossary: Record<string, Five> = MENU_GLOSSARY,
): TranslationsData {
  const out: TranslationsData = {};
  for (const [index, lang] of OTHER_LANGS.entries()) {
    const texts: Record<string, string | string[]> = {};
    for (const [field, value] of Object.entries(fields)) {
      if (value === null || value === undefined || value === '') continue;
      const given = own[field];
      if (given) texts[field] = given[index]!;
      else if (Array.isArray(value))
        texts[field] = value.map((item) => translateText(item, glossary)[index]!);
      else texts[field] = translateText(value, glossary)[index]!;
    }
    out[lang] = texts;
  }
  return out;
}
