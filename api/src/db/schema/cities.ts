// Cities belong to a brand: the same town has a row per brand that serves it, with that brand's
// phone, zones and (later) shops, so everything below a city is brand-specific without extra keys.
import {
  boolean,
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
import { brands } from './brands';
import { countries } from './countries';
import type { BboxData, ScheduleTemplate, TranslationsData } from './json-types';

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    seoName: text('seo_name').notNull(),
    timezone: text('timezone').notNull(),
    type: text('type').notNull().default('city'),
    email: text('email'),
    franchise: boolean('franchise').notNull().default(false),
    phone: text('phone').notNull(),
    isFreeCall: boolean('is_free_call').notNull().default(false),
    hasDelivery: boolean('has_delivery').notNull().default(true),
    hasTakeaway: boolean('has_takeaway').notNull().default(true),
    alert: text('alert'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoom: smallint('zoom').notNull(),
    bbox: jsonb('bbox').$type<BboxData>().notNull(),
    schedule: jsonb('schedule').$type<ScheduleTemplate>(),
    /** Extra country codes offered in the phone-mask dropdown, after the city's own country. */
    extraPhoneCountries: jsonb('extra_phone_countries').$type<string[]>().notNull().default([]),
    companyName: text('company_name'),
    isBig: boolean('is_big').notNull().default(false),
    hasLoyaltyProgram: boolean('has_loyalty_program').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Minutes the kitchen needs before an order can be handed over. */
    cookingMinutes: smallint('cooking_minutes').notNull().default(30),
    /** Length of a delivery/takeaway interval. */
    intervalMinutes: smallint('interval_minutes').notNull().default(30),
    /** Orders one interval slot takes per shop (takeaway) or zone (delivery). */
    slotCapacity: smallint('slot_capacity').notNull().default(8),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cities_brand_alias_unique').on(table.brandId, table.alias),
    index('cities_brand_sort_idx').on(table.brandId, table.sort),
  ],
);
