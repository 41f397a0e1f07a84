import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentLanguages, loadPageContent, peekPageContent, resetPageContentCache } from './load';

// The Turkish chunk fails to load, as a broken deploy or a lost connection would make it.
vi.mock('./tr', () => {
  throw new Error('chunk failed');
});

describe('loading the content pages’ texts', () => {
  afterEach(() => resetPageContentCache());

  it('tries the language, then English, then Russian', () => {
    expect(contentLanguages('de')).toEqual(['de', 'en', 'ru']);
    expect(contentLanguages('en')).toEqual(['en', 'ru']);
    expect(contentLanguages('ru')).toEqual(['ru', 'en']);
    expect(contentLanguages('uk-UA')).toEqual(['uk', 'en', 'ru']);
    expect(contentLanguages('fr')).toEqual(['en', 'ru']);
  });

  it('loads the wanted language and keeps it for the next visit', async () => {
    expect(peekPageContent('de')).toBeNull();
    const loaded = await loadPageContent('de');
    expect(loaded.lng).toBe('de');
    expect(loaded.content.about.promisesHeading).not.toBe('');
    expect(peekPageContent('de')).toBe(loaded);
  });

  it('falls back to English when the language cannot be loaded', async () => {
    const loaded = await loadPageContent('tr');
    expect(loaded.lng).toBe('en');
  });

  it('falls back to English for a language the site does not have', async () => {
    expect((await loadPageContent('fr')).lng).toBe('en');
  });
});
