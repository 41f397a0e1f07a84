// Text normalisation shared by the seed (street search names) and the sandbox geocoder (queries):
// case, ё/е, Latin diacritics (ş, ğ, ı, ß), punctuation, and street-type words in five languages,
// so "ул. Тверская", "Тверская улица" and "тверская" all meet at "тверская".

/** Street-type words and abbreviations that do not identify a street. */
const STREET_TYPES = new Set([
  // Russian
  'улица',
  'ул',
  'проспект',
  'просп',
  'пр-т',
  'пр',
  'шоссе',
  'ш',
  'бульвар',
  'б-р',
  'бул',
  'переулок',
  'пер',
  'площадь',
  'пл',
  'тракт',
  'набережная',
  'наб',
  'проезд',
  'аллея',
  // Ukrainian and Belarusian
  'вулиця',
  'вул',
  'проспект',
  'бульвар',
  'вуліца',
  // Turkish
  'caddesi',
  'cad',
  'cd',
  'bulvari',
  'blv',
  'sokak',
  'sk',
  'sokagi',
  // German
  'strasse',
  'str',
  'allee',
  'platz',
  'weg',
  // English
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
]);

/** Words that introduce a house number (`дом 5`, `д. 5`). */
const HOUSE_WORDS = new Set(['дом', 'д', 'house', 'no', 'nr', 'будинок', 'буд']);
const BUILDING_WORDS = /(корпус|корп|к|building|bld)\.?\s*/g;

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, '');
}

/** Lower-case words of a street name without its type: `Тверская улица` → `тверская`. */
export function streetSearchName(name: string): string {
  // German compounds: "Friedrichstraße" → "friedrich" + "strasse".
  const folded = foldText(name).replace(/([a-z])(strasse|allee)\b/g, '$1 $2');
  return words(folded)
    .filter((word) => !STREET_TYPES.has(word))
    .join(' ');
}

/**
 * Lower-case words of a street's whole name, its type included: `проспект Мира` → `проспект мира`,
 * so a query of only a type word or its start ("пр", "про", "проспект") still finds the street.
 */
export function streetFullName(name: string): string {
  return words(foldText(name).replace(/([a-z])(strasse|allee)\b/g, '$1 $2')).join(' ');
}

function words(text: string): string[] {
  return text
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** `12 к2`, `12к.2`, `12 корпус 2` → `12к2`; `7 А` → `7а`. */
export function normalizeHouse(house: string): string {
  return foldText(house).replace(BUILDING_WORDS, 'к').replace(/[\s.]/g, '');
}

export interface ParsedQuery {
  /** Street words to match against search names. */
  street: string;
  /** The same words with the street-type words kept, to match against whole names. */
  typed: string;
  /** Normalised house number, or null when the query names none. */
  house: string | null;
}

const HOUSE_TOKEN = /^\d{1,4}[a-zа-я]?(к\d{1,3})?$/;

/**
 * Splits free text into street words and a house number: the last token after the first that looks
 * like a house number (`12`, `7а`, `12к2`, also written `12 к 2` or `12 корпус 2`), so streets with
 * numbers in their names (`улица 8 Марта, 5`) keep them.
 */
export function parseAddressQuery(text: string): ParsedQuery {
  const folded = foldText(text)
    .replace(/([a-z])(strasse|allee)\b/g, '$1 $2')
    .replace(/(\d)\s*(?:корпус|корп|к)\.?\s*(\d)/g, '$1к$2')
    .replace(/,/g, ' ');
  const tokens = folded
    .split(/\s+/)
    .map((token) => token.replace(/\.$/, ''))
    .filter(Boolean);
  let houseAt = -1;
  for (let i = tokens.length - 1; i > 0; i--) {
    if (HOUSE_TOKEN.test(tokens[i]!)) {
      houseAt = i;
      break;
    }
  }
  const house = houseAt > 0 ? tokens[houseAt]! : null;
  const rest = tokens.filter((_token, i) => i !== houseAt);
  const typedWords = words(rest.join(' ')).filter((word) => !HOUSE_WORDS.has(word));
  const streetWords = typedWords.filter((word) => !STREET_TYPES.has(word));
  return { street: streetWords.join(' '), typed: typedWords.join(' '), house };
}

/** Levenshtein distance, capped: anything above `limit` answers `limit + 1`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How well typed street words match a street's search name, 0 (no match) to 1 (exact). Each typed
 * word must match a word of the name exactly, as a prefix (while typing), or with one typo per five
 * letters.
 */
export function streetMatchScore(query: string, searchName: string): number {
  if (!query) return 0;
  if (query === searchName) return 1;
  const typed = query.split(' ');
  const name = searchName.split(' ');
  let score = 0;
  for (const word of typed) {
    let best = 0;
    for (const candidate of name) {
      if (candidate === word) best = Math.max(best, 1);
      else if (word.length >= 2 && candidate.startsWith(word))
        best = Math.max(best, 0.6 + 0.4 * (word.length / candidate.length));
      else if (word.length >= 4) {
        const allowed = word.length >= 8 ? 2 : 1;
        const distance = editDistance(word, candidate, allowed);
        const prefixDistance = editDistance(word, candidate.slice(0, word.length), allowed);
        if (distance <= allowed) best = Math.max(best, 0.8 - 0.1 * distance);
        else if (prefixDistance <= allowed) best = Math.max(best, 0.5);
      }
    }
    if (best === 0) return 0;
    score += best;
  }
  // Words of the name the query did not mention weigh a little.
  return (score / typed.length) * (0.85 + 0.15 * Math.min(1, typed.length / name.length));
}
