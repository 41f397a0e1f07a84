import { describeLocales } from '@storefront/shared/test-utils';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeTextTable } from '../test/text-tables';
import { CSRF_TEXTS } from './csrf';
import { api as de } from './locales/de';
import { api as en } from './locales/en';
import { api as ru } from './locales/ru';
import { api as tr } from './locales/tr';
import { api as uk } from './locales/uk';
import { api as uz } from './locales/uz';
import { isLang, LANGS, requestLang, requestLocale, type TextKey, text, textInEveryLang } from './texts';

/** A request carrying these cookies (or none at all). */
const withCookies = (cookies?: { language?: string }) => ({ cookies }) as unknown as FastifyRequest;

describe('interface languages', () => {
  it('are the six of spec §1, Russian first', () => {
    expect(LANGS).toEqual(['ru', 'en', 'tr', 'uz', 'de', 'uk']);
    for (const lang of LANGS) expect(isLang(lang)).toBe(true);
    for (const other of ['fr', 'EN', 'ru-RU', '', 'uz-Cyrl', undefined, null, 1])
      expect(isLang(other)).toBe(false);
  });
});

describe('requestLang', () => {
  it.each(LANGS)('answers %s for the language cookie naming it', (lang) => {
    expect(requestLang(withCookies({ language: lang }))).toBe(lang);
  });

  it.each([
    ['no cookies at all', undefined],
    ['no language cookie', {}],
    ['an empty language cookie', { language: '' }],
  ])('answers Russian (the default) for %s', (_label, cookies) => {
    expect(requestLang(withCookies(cookies))).toBe('ru');
  });

  it('without a language cookie, takes the first of ours in Accept-Language, else Russian', () => {
    const withHeader = (header: string, cookies?: { language?: string }) =>
      ({ cookies, headers: { 'accept-language': header } }) as unknown as FastifyRequest;
    expect(requestLang(withHeader('de-DE,de;q=0.9,en;q=0.8'))).toBe('de');
    expect(requestLang(withHeader('fr-FR, uk;q=0.5'))).toBe('uk');
    expect(requestLang(withHeader('fr-FR, es'))).toBe('ru');
    // The cookie (the visitor's own choice) wins.
    expect(requestLang(withHeader('de', { language: 'tr' }))).toBe('tr');
  });

  it.each(['fr', 'zz', 'EN', 'TR', 'de-DE', 'uz-Cyrl', ' uk', 'ru '])(
    'answers English (the fallback) for the unknown language %j',
    (language) => {
      expect(requestLang(withCookies({ language }))).toBe('en');
    },
  );
});

describe('requestLocale', () => {
  it.each(LANGS)('uses %s for day names when the cookie says so', (lang) => {
    expect(requestLocale(withCookies({ language: lang }))).toBe(lang);
  });

  it.each([undefined, {}, { language: '' }])('is ru without a language, %j', (cookies) => {
    expect(requestLocale(withCookies(cookies))).toBe('ru');
  });

  it('names the days in English, like the texts, for a language the shop does not speak', () => {
    expect(requestLocale(withCookies({ language: 'fr' }))).toBe('en');
  });
});

describe('text', () => {
  it('fills placeholders in the asked language and keeps the ones not given', () => {
    expect(text('tr', 'promocode_minimum', { code: 'WELCOME', amount: '500 ₽' })).toBe(
      'WELCOME promosyon kodu 500 ₽ ve üzeri siparişlerde geçerlidir.',
    );
    expect(text('de', 'minimum_order', { amount: '15 €' })).toBe(
      'Der Mindestbestellwert für die Lieferung beträgt 15 €. Es fehlen noch {{remaining}}.',
    );
    expect(text('uk', 'quantity_cap', { count: 10 })).toBe('Цього товару можна додати не більше ніж 10 шт.');
  });

  it('answers every language differently for a translated text', () => {
    const answers = LANGS.map((lang) => text(lang, 'promocode_not_found'));
    expect(new Set(answers).size).toBe(LANGS.length);
  });

  it('says the date cannot be ordered in each language (no inline ru/en choice left)', () => {
    expect(text('ru', 'date_unavailable')).toBe('На эту дату заказать нельзя.');
    expect(text('en', 'date_unavailable')).toBe('Orders cannot be placed for this date.');
    expect(text('uz', 'date_unavailable')).toBe('Bu sanaga buyurtma berib boʻlmaydi.');
  });

  it('answers each language from its own resources, whatever language was asked before', () => {
    for (const lang of [...LANGS, ...LANGS].reverse())
      expect(text(lang, 'product_stop')).toBe({ ru, en, tr, uz, de, uk }[lang].product_stop);
  });

  it('takes parameters only as values: one named like an i18next option changes nothing else', () => {
    expect(text('en', 'gift_max', { count: 1, lng: 'de', ns: 'other' })).toBe(
      'You can take up to 1 of this gift.',
    );
    expect(text('ru', 'products_unavailable', { names: '<b>Пицца</b> & {{code}}' })).toBe(
      'Некоторые товары здесь недоступны и не учтены в сумме: <b>Пицца</b> & {{code}}.',
    );
  });
});

// Every key in the six languages, with Russian's {{placeholders}}, translated (shared/test-utils).
describeLocales('api', { ru, en, tr, uz, de, uk });

/** The resources as a key → language → text table, for the API's own checks of every text table. */
const API_TEXTS = Object.fromEntries(
  (Object.keys(ru) as TextKey[]).map((key) => [key, textInEveryLang(key)]),
);
describeTextTable('http/texts', API_TEXTS);
describeTextTable('http/csrf', CSRF_TEXTS);
