// Shops (outlets) of a brand's city: takeaway points and the kitchens delivery zones are cooked in.
// `type = 'stop'` means the shop is not accepting orders right now.
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cities } from './cities';
import type { ScheduleTemplate, TranslationsData } from './json-types';

export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** Stable key within the city, so the seed can upsert without knowing ids. */
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    type: text('type').$type<'default' | 'stop'>().notNull().default('default'),
    alert: text('alert'),
    street: text('street').notNull(),
    description: text('description'),
    phone: text('phone'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoom: smallint('zoom').notNull().default(15),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    companyName: text('company_name').notNull(),
    inn: text('inn').notNull(),
    ogrn: text('ogrn').notNull(),
    /** Takeaway order windows; delivery follows the city's schedule. */
    schedule: jsonb('schedule').$type<ScheduleTemplate>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('shops_city_alias_unique').on(table.cityId, table.alias),
    index('shops_city_idx').on(table.cityId),
  ],
);
