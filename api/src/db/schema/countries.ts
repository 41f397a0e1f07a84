// Countries hold what all their cities share: currency and the phone mask. The phone masks of a
// city are built from these rows, so the Turkish country-mask dropdown lists countries here too.
import { integer, jsonb, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TranslationsData } from './json-types';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  /** Texts in the other languages (see TranslationsData). */
  translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  phoneCode: text('phone_code').notNull(),
  phoneMask: text('phone_mask').notNull(),
  /** A brand price list is in roubles; cities of this country charge price × factor ... */
  priceFactor: numeric('price_factor', { precision: 10, scale: 4, mode: 'number' }).notNull().default(1),
  /** ... rounded to this step (0.1 BYN, 1 €, 10 ₸). */
  priceStep: numeric('price_step', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
