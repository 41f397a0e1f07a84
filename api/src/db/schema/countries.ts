// Countries hold what all their cities share: currency and the phone mask. The phone masks of a
// city are built from these rows, so the Turkish country-mask dropdown lists countries here too.
import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  phoneCode: text('phone_code').notNull(),
  phoneMask: text('phone_mask').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
