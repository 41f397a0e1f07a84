// Seeded catalogue text is shown in every city, and cities price in roubles, euros, lira, tenge,
// roubles of Belarus… An amount written into a name or description ("Десерт за 1 ₽") shows the wrong
// currency beside the real price everywhere but Russia. Amounts belong in numeric fields (price,
// condition amounts, minimum order) that the client formats in the city's currency, so no catalogue
// text, in any language, may carry a currency sign.
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries';
import { MENU_GLOSSARY } from '../i18n/menu-glossary';
import { LAVASH_CATALOG } from './lavash';
import { ROLLS_CATALOG, SHAWARMA_CATALOG, WOK_CATALOG } from './light';
import { PIZZA_CATALOG } from './pizza';

const CATALOGS = { PIZZA_CATALOG, LAVASH_CATALOG, ROLLS_CATALOG, WOK_CATALOG, SHAWARMA_CATALOG };

/** Every currency sign a seeded country uses, plus the common ones; word-like signs match as words. */
function currencyPattern(): RegExp {
  const signs = new Set<string>(['₽', '€', '₺', '₸', '₴', '₼', '$', 'руб.']);
  for (const country of COUNTRIES) signs.add(country.currencySymbol);
  const escaped = [...signs].map((sign) => sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|[^\\p{L}])(${escaped.join('|')})(?![\\p{L}])`, 'u');
}

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) strings(item, `${path}[${index}]`, out);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out);
  return out;
}

describe('seeded catalogue text', () => {
  const currency = currencyPattern();

  it('recognises a currency sign in a text and leaves ordinary words alone', () => {
    expect(currency.test('Десерт за 1 ₽')).toBe(true);
    expect(currency.test('ab 1.500 € Bestellwert')).toBe(true);
    expect(currency.test('10 Br')).toBe(true);
    expect(currency.test('Сумка, сумма, Brot')).toBe(false);
  });

  it.each(Object.entries(CATALOGS))(
    '%s: no product, gift, promocode or story text names a currency',
    (_, catalog) => {
      const offending = strings(catalog, '', []).filter(([, text]) => currency.test(text));
      expect(offending).toEqual([]);
    },
  );

  it('no translation of catalogue text names a currency', () => {
    const offending = Object.entries(MENU_GLOSSARY).filter(([russian, five]) =>
      [russian, ...five].some((text) => currency.test(text)),
    );
    expect(offending).toEqual([]);
  });
});
