// What a brand sells around the menu: gifts, promocodes, packages, promotions and banners.
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import type { GiftConditionData, PictureData, TranslationsData } from './json-types';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const gifts = pgTable(
  'gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    description: text('description'),
    price: money('price').notNull().default(0),
    maxCount: smallint('max_count').notNull().default(1),
    /** Every condition must hold for the gift to be available. */
    conditions: jsonb('conditions').$type<GiftConditionData[]>().notNull(),
    picture: jsonb('picture').$type<PictureData>(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('gifts_brand_alias_unique').on(table.brandId, table.alias)],
);

export const promocodes = pgTable(
  'promocodes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Upper case; visitors' input is upper-cased before lookup. */
    code: text('code').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    type: text('type').$type<'percent' | 'fixed'>().notNull(),
    value: money('value').notNull(),
    minimumOrder: money('minimum_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null: both order types. */
    orderType: text('order_type').$type<'delivery' | 'takeaway'>(),
    description: text('description'),
  },
  (table) => [unique('promocodes_brand_code_unique').on(table.brandId, table.code)],
);

/** Packaging added to every non-empty cart; a refusable one (the bag) can be turned off. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    price: money('price').notNull(),
    canRefuse: boolean('can_refuse').notNull().default(false),
    /** Only for takeaway, only for delivery, or both (null). */
    orderType: text('order_type').$type<'delivery' | 'takeaway'>(),
    picture: jsonb('picture').$type<PictureData>(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('packages_brand_alias_unique').on(table.brandId, table.alias)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    subtitle: text('subtitle'),
    /** Trusted HTML from the brand's editors. */
    description: text('description').notNull(),
    picture: jsonb('picture').$type<PictureData>().notNull(),
    /** City aliases it runs in; empty: everywhere. */
    cityAliases: jsonb('city_aliases').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('promotions_brand_alias_unique').on(table.brandId, table.alias)],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    description: text('description'),
    pageUrls: jsonb('page_urls').$type<string[]>().notNull(),
    /** Shown between these city-local moments (`YYYY-MM-DD`, `HH:MM`). */
    showFromDate: text('show_from_date').notNull(),
    showFromTime: text('show_from_time').notNull(),
    showToDate: text('show_to_date').notNull(),
    showToTime: text('show_to_time').notNull(),
    displayFrequency: integer('display_frequency').notNull(),
    displayFrequencyType: text('display_frequency_type').$type<'day' | 'hours'>().notNull(),
    delaySeconds: integer('delay_seconds').notNull().default(0),
    clickUrl: text('click_url'),
    buttonText: text('button_text'),
    picture: jsonb('picture').$type<PictureData>().notNull(),
    cityAliases: jsonb('city_aliases').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('banners_brand_alias_unique').on(table.brandId, table.alias)],
);
