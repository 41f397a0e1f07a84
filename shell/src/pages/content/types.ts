// The shapes the per-locale content modules are written in. Text is plain data: a paragraph is a
// string, a list is `{ list }` (bullets) or `{ steps }` (numbered). Strings may hold `{placeholders}`
// that the page fills at render time (names, the phone, the e-mail, amounts), so nothing that varies
// by brand, city or deployment is ever written into a translation.

export type Block = string | { list: string[] } | { steps: string[] };

export interface TextSection {
  heading: string;
  body: Block[];
}

/** Every placeholder a content string may use; anything else is a typo (see content.test.ts). */
export const PLACEHOLDERS = [
  'brand',
  'company',
  'site',
  'phone',
  'email',
  'city',
  'date',
  'deadline',
  'bonusUnit',
  'balance',
  'writeOff',
  'payable',
  'cashMax',
  'cashStep',
  'paymentMinutes',
  'cookieDays',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
