// Plural forms. Russian counters ("1 товар, 2 товара, 5 товаров") follow the 1 / 2–4 / 5+ rule with
// 11–14 always taking the "many" form; other languages go through Intl.PluralRules.

export type RussianPluralForm = 'one' | 'few' | 'many';

/**
 * The Russian form for a count: `one` for 1, 21, 101…; `few` for 2–4, 22–24…; `many` for 0, 5–20,
 * 25–30, 111–114…. Non-integers take `few`, the genitive singular Russian uses for fractions
 * ("1,5 товара"), which is what CLDR's `other` category reads like.
 */
export function russianPluralForm(count: number): RussianPluralForm {
  if (!Number.isInteger(count)) return 'few';
  const n = Math.abs(count);
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'many';
  if (last === 1) return 'one';
  if (last >= 2 && last <= 4) return 'few';
  return 'many';
}

/** Picks one of three Russian word forms: `pluralRu(3, ['товар', 'товара', 'товаров'])` → 'товара'. */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const form = russianPluralForm(count);
  return form === 'one' ? forms[0] : form === 'few' ? forms[1] : forms[2];
}

const rulesCache = new Map<string, Intl.PluralRules>();

/** CLDR plural category of `count` in `locale` (cached: building PluralRules is not free). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules.select(count);
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Picks the word form for `count` in any locale, falling back to `other` when a form is missing. */
export function choosePlural(locale: string, count: number, forms: PluralForms): string {
  return forms[pluralCategory(locale, count)] ?? forms.other;
}
