// Every visible catalogue field of every brand carries all six languages: the Russian text in its own
// column and the five others in `translations`, each in its own script (Latin for en, tr, uz, de;
// Cyrillic for uk). A row the seed (or a content team) leaves without a language fails here.
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  banners,
  cities,
  countries,
  deliveryZones,
  gifts,
  modifierGroups,
  modifiers,
  packages,
  productGroups,
  products,
  promocodes,
  promotions,
  shops,
} from '../db/schema';
import type { TranslationsData } from '../db/schema/json-types';
import { describeEachDatabase } from '../test/describe-each-database';
import { translateText } from './data/i18n/translate';

const OTHER = ['en', 'tr', 'uz', 'de', 'uk'] as const;
const CYRILLIC = /[\u0400-\u04FF]/;
/** Words that show a text was left untranslated or half-translated in a Latin-script language. */
const LATIN_LETTERS = /[A-Za-zÀ-ɏ]/;

interface Row {
  translations: TranslationsData;
  [field: string]: unknown;
}

/** The visible text fields of each table (their own values are Russian). */
const VISIBLE: [string, (db: Db) => Promise<Row[]>, string[]][] = [
  ['product_groups', (db) => db.select().from(productGroups), ['name']],
  [
    'products',
    (db) => db.select().from(products),
    ['name', 'description', 'accentText', 'alert', 'allergens'],
  ],
  ['modifier_groups', (db) => db.select().from(modifierGroups), ['name']],
  ['modifiers', (db) => db.select().from(modifiers), ['name']],
  ['gifts', (db) => db.select().from(gifts), ['name', 'description']],
  ['packages', (db) => db.select().from(packages), ['name']],
  ['promocodes', (db) => db.select().from(promocodes), ['description']],
  ['promotions', (db) => db.select().from(promotions), ['name', 'subtitle', 'description']],
  ['banners', (db) => db.select().from(banners), ['name', 'description', 'buttonText']],
  ['cities', (db) => db.select().from(cities), ['name', 'seoName', 'alert', 'companyName']],
  ['countries', (db) => db.select().from(countries), ['name']],
  ['delivery_zones', (db) => db.select().from(deliveryZones), ['name']],
  ['shops', (db) => db.select().from(shops), ['name', 'street', 'description', 'alert', 'companyName']],
];

/** Problems of one row: a language missing for a field, or a text in the wrong script. */
function translationProblems(table: string, row: Row, fields: string[]): string[] {
  const problems: string[] = [];
  const id = `${table} ${String(row.alias ?? row.code ?? row.id)}`;
  for (const field of fields) {
    const own = row[field];
    if (own === null || own === undefined || own === '' || (Array.isArray(own) && own.length === 0)) continue;
    for (const lang of OTHER) {
      const value = row.translations?.[lang]?.[field];
      const texts = Array.isArray(value) ? value : [value];
      if (value === undefined || texts.some((text) => typeof text !== 'string' || text.trim() === '')) {
        problems.push(`${id}.${field}: no ${lang}`);
        continue;
      }
      if (Array.isArray(own) && texts.length !== own.length)
        problems.push(`${id}.${field}: ${lang} list differs`);
      // A legal name is written as registered in every language, whatever its script.
      if (field === 'companyName') {
        if (texts[0] !== own)
          problems.push(`${id}.${field}: ${lang} is not the registered name: ${texts[0]}`);
        continue;
      }
      for (const text of texts as string[]) {
        if (lang !== 'uk' && CYRILLIC.test(text))
          problems.push(`${id}.${field}: Cyrillic in ${lang}: ${text}`);
        if (
          lang === 'uk' &&
          LATIN_LETTERS.test(
            text.replace(
              /Pizza Point|Lavash Bro|Roll Master|Wok Street|Shawarma Bar|XXL|GIFT|KZ|<[^>]+>/g,
              '',
            ),
          )
        )
          problems.push(`${id}.${field}: Latin in uk: ${text}`);
      }
    }
  }
  return problems;
}

describe('translationProblems', () => {
  it('names a missing language, an empty text and a text in the wrong script', () => {
    const row: Row = {
      alias: 'margherita',
      name: 'Маргарита',
      description: 'Томатный соус',
      alert: null,
      translations: {
        en: { name: 'Margherita', description: 'Tomato sauce' },
        tr: { name: 'Margarita', description: ' ' },
        uz: { name: 'Маргарита', description: 'Pomidor sousi' },
        de: { name: 'Margherita', description: 'Tomatensoße' },
      },
    };
    expect(translationProblems('products', row, ['name', 'description', 'alert'])).toEqual([
      'products margherita.name: Cyrillic in uz: Маргарита',
      'products margherita.name: no uk',
      'products margherita.description: no tr',
      'products margherita.description: no uk',
    ]);
  });

  it('refuses a seeded text the glossaries do not know', () => {
    expect(() => translateText('Пицца с ананасом и вареньем')).toThrow(/no translation/);
    expect(translateText('Томатный соус, моцарелла')[3]).toBe('Tomatensoße, Mozzarella');
  });
});

describeEachDatabase('seeded translations', (ctx) => {
  it.each(VISIBLE)('every visible field of %s has all six languages', async (table, read, fields) => {
    const rows = await read(ctx.database.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.flatMap((row) => translationProblems(table, row, fields))).toEqual([]);
  });
});
