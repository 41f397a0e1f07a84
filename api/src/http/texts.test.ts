import { describeLocales, flattenStrings } from '@storefront/shared/test-utils';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeTextTable, type TextTable } from '../test/text-tables';
import { isLang, LANGS, type Lang, RESOURCES, requestLang, requestLocale, text } from './texts';

const { ru, en, tr, uz, de, uk } = Object.fromEntries(
  LANGS.map((lang) => [lang, RESOURCES[lang].api]),
) as Record<Lang, (typeof RESOURCES)[Lang]['api']>;

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

describe('module namespaces', () => {
  it('fill placeholders in each language', () => {
    expect(text('de', 'orders:change', { total: '12,50 €' })).toBe(
      'Der Betrag für das Wechselgeld ist kleiner als die Bestellsumme (12,50 €).',
    );
    expect(text('tr', 'orders:sberpay_push', { phone: '+7 *** ***-**-01' })).toContain('+7 *** ***-**-01');
    expect(text('uk', 'orders:cart_empty')).toBe('Кошик порожній.');
    expect(text('tr', 'user:birthday_range', { min: '01.01.1920', max: '01.01.2012' })).toBe(
      'Doğum tarihi 01.01.1920 ile 01.01.2012 arasında olmalı.',
    );
    expect(text('uz', 'user:code_wrong')).toBe('Notoʻgʻri kod.');
    expect(text('en', 'tracking:status.sent.name')).toBe('On the way');
    expect(text('de', 'orders:payment_type.cash')).toBe('Bar');
  });

  it('keep a placeholder not given, and a key in one namespace is not read from another', () => {
    expect(text('en', 'user:birthday_range', { min: '1920' })).toBe(
      'The birthday must be between 1920 and {{max}}.',
    );
    expect(text('ru', 'orders:order_not_found')).toBe('Заказ не найден.');
    expect(text('ru', 'user:product_not_found')).toBe('Товар не найден.');
    expect(text('en', 'csrf_refused')).toBe('Request refused: it was sent from another site.');
  });
});

/** The namespaces of the locale files, the same in every language as in Russian. */
const NAMESPACES = Object.keys(RESOURCES.ru) as (keyof (typeof RESOURCES)['ru'])[];

/** Brand names, the same in every language. */
const BRANDS = new Set(['payment_type.sberpay', 'payment_type.apple_pay', 'payment_type.google_pay']);

/** A namespace's texts, flattened: dotted key → language → text. */
function namespaceTable(ns: (typeof NAMESPACES)[number]): TextTable {
  const flat = Object.fromEntries(LANGS.map((lang) => [lang, flattenStrings(RESOURCES[lang][ns])]));
  return Object.fromEntries(
    [...flat.ru!.keys()].map((key) => [
      key,
      Object.fromEntries(LANGS.map((lang) => [lang, flat[lang]!.get(key)])) as Record<Lang, string>,
    ]),
  );
}

it('every language has the same namespaces', () => {
  for (const lang of LANGS) expect(Object.keys(RESOURCES[lang])).toEqual(NAMESPACES);
  expect(NAMESPACES).toEqual(['api', 'user', 'orders', 'tracking']);
});

for (const ns of NAMESPACES) {
  // Every key in the six languages, with Russian's {{placeholders}}, translated (shared/test-utils).
  describeLocales(
    ns,
    Object.fromEntries(LANGS.map((lang) => [lang, RESOURCES[lang][ns]])) as Record<Lang, object>,
    { sameEverywhere: (key) => BRANDS.has(key) },
  );
  // No language copied from another, Uzbek's oʻ and gʻ written right (test/text-tables).
  describeTextTable(`http/locales ${ns}`, namespaceTable(ns));
}
