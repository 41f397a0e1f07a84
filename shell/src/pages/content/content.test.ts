// Every locale module carries the same texts as the Russian one: the same sections, lists and keys,
// no empty strings, and the same placeholders in each string (so no translation drops the phone).
import { SUPPORTED_LOCALES } from '@storefront/shared/i18n';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { type PageContent, ru } from './ru';
import { tr } from './tr';
import { PLACEHOLDERS } from './types';
import { uk } from './uk';
import { uz } from './uz';

const locales: Record<string, PageContent> = { ru, en, tr, uz, de, uk };
const translations = Object.entries(locales).filter(([lng]) => lng !== 'ru');

/** The shape without the words: keys (sorted), array lengths, and where the strings are. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

/** Every string with its path: `about.promises.dough.title`, `legal.privacyPolicy.sections.0.heading`. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  }
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]).sort();

describe('content pages, per locale', () => {
  it('has a module for every interface language', () => {
    expect(Object.keys(locales).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(translations)('%s has exactly the sections, lists and keys of ru', (_lng, content) => {
    expect(shape(content)).toEqual(shape(ru));
  });

  it.each(Object.entries(locales))('%s has no empty or untrimmed strings', (_lng, content) => {
    for (const [path, text] of strings(content)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
    }
  });

  it.each(Object.entries(locales))('%s uses only the known placeholders', (_lng, content) => {
    for (const [path, text] of strings(content)) {
      for (const name of placeholders(text)) expect(PLACEHOLDERS, `${path}: {${name}}`).toContain(name);
    }
  });

  it.each(translations)('%s keeps the placeholders of each ru string', (_lng, content) => {
    const original = new Map(strings(ru));
    for (const [path, text] of strings(content)) {
      expect(placeholders(text), path).toEqual(placeholders(original.get(path) ?? ''));
    }
  });

  // Proper names may read the same everywhere; a whole English sentence in another locale is a miss.
  it.each(translations.filter(([lng]) => lng !== 'en'))('%s is translated, not English', (_lng, content) => {
    const english = new Map(strings(en));
    for (const [path, text] of strings(content)) {
      if (text.split(' ').length > 3) expect(text, path).not.toBe(english.get(path));
    }
  });
});
