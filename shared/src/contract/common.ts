// Small value schemas reused across the contract (spec §3, §9).
import { z } from 'zod';

/** Database ids are positive integers everywhere in the API. */
export const idSchema = z.number().int().positive();

/** Spec §4: the order type is delivery or takeaway. */
export const orderTypeSchema = z.enum(['delivery', 'takeaway']);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** Spec §9: supported interface locales, ru first (the default). */
export const localeSchema = z.enum(['ru', 'en', 'tr', 'uz', 'de', 'uk']);
export type Locale = z.infer<typeof localeSchema>;

/** ISO 3166-1 alpha-2, upper case (RU, BY, TR, KZ, DE, UA). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code.');

/** ISO 4217, upper case (RUB, EUR, ...). */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code.');

/** Money in major units of the city's currency; fractions are allowed (EUR 3.50). */
export const moneySchema = z.number().nonnegative();

// Building an Intl formatter is costly and answers repeat the same few zones: remember verdicts.
const knownZones = new Map<string, boolean>();

function isIanaTimeZone(value: string): boolean {
  let known = knownZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(value, known);
  }
  return known;
}

/** An IANA zone name the runtime knows (Europe/Moscow, Asia/Novosibirsk, ...). */
export const timeZoneSchema = z.string().refine(isIanaTimeZone, 'Unknown IANA time zone.');

/** `YYYY-MM-DD`, the key format of every schedule map in spec §3. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD.');
