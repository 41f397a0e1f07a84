// Content in the visitor's language. Rows keep their Russian text in their own columns and the other
// languages in `translations` ({ en: { name, description }, … }). A field is taken whole from the
// visitor's language, else from English, else the row's own Russian text — never pieced together
// from two languages.
import type { ContentLang, TranslationsData } from '../../db/schema/json-types';

/** The interface's fallback chain for content (spec §1): the language, English, then Russian. */
export function fallbackChain(lang: ContentLang): ContentLang[] {
  if (lang === 'ru') return ['ru'];
  if (lang === 'en') return ['en', 'ru'];
  return [lang, 'en', 'ru'];
}

function present(value: unknown): value is string | string[] {
  return typeof value === 'string' ? value.trim() !== '' : Array.isArray(value);
}

/** One field of a row in the language, following the chain; the row's own value is Russian. */
export function localizedField<T>(
  own: T,
  translations: TranslationsData | null | undefined,
  field: string,
  lang: ContentLang,
): T {
  for (const candidate of fallbackChain(lang)) {
    if (candidate === 'ru') return own;
    const value = translations?.[candidate]?.[field];
    // A translation of an empty own text is not needed; of a list, only a list of the same kind.
    if (present(value) && Array.isArray(value) === Array.isArray(own)) return value as T;
  }
  return own;
}

/**
 * Fields never translated: a legal name is written as it is registered, in every language (a
 * translation in the data, from before this rule or by mistake, is not shown).
 */
const NOT_TRANSLATED = new Set(['companyName']);

/** The row with every translated field in the language (a new object; the row is left as it is). */
export function localizeRow<T extends { translations: TranslationsData }>(row: T, lang: ContentLang): T {
  if (lang === 'ru') return row;
  const fields = new Set<string>();
  for (const candidate of fallbackChain(lang)) {
    for (const field of Object.keys(row.translations?.[candidate] ?? {})) fields.add(field);
  }
  if (fields.size === 0) return row;
  const out: Record<string, unknown> = { ...row };
  for (const field of fields) {
    if (!(field in row) || NOT_TRANSLATED.has(field)) continue;
    const own = (row as Record<string, unknown>)[field];
    if (own === null || own === undefined) continue;
    out[field] = localizedField(own, row.translations, field, lang);
  }
  return out as T;
}
