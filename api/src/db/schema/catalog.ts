// The menu of a brand: product groups, products, their modifiers, what each shop sells, and what is
// suggested with what. Prices are in the city currency's major units; one menu serves every city
// of the brand (seeded cities of one brand share a price list, as franchises do).
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { cities } from './cities';
import type { NutritionData, PictureData, TranslationsData } from './json-types';
import { shops } from './shops';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const productGroups = pgTable(
  'product_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    showOnMain: boolean('show_on_main').notNull().default(false),
    /** Add-ons (sauces, drinks): their lines show as `related` in the cart. */
    isRelated: boolean('is_related').notNull().default(false),
    picture: jsonb('picture').$type<PictureData>(),
  },
  (table) => [unique('product_groups_brand_alias_unique').on(table.brandId, table.alias)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    description: text('description').notNull().default(''),
    basicPrice: money('basic_price').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    accent: text('accent'),
    accentText: text('accent_text'),
    alert: text('alert'),
    saleMultiplicity: smallint('sale_multiplicity').notNull().default(1),
    saleMultiplicityLastHour: smallint('sale_multiplicity_last_hour'),
    weightValue: numeric('weight_value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit').notNull().default('g'),
    nutrition: jsonb('nutrition').$type<NutritionData>(),
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    /** null: a packet-type item without a picture. */
    picture: jsonb('picture').$type<PictureData>(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    unique('products_brand_alias_unique').on(table.brandId, table.alias),
    index('products_group_idx').on(table.groupId),
  ],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    min: smallint('min').notNull().default(0),
    max: smallint('max').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('modifier_groups_product_alias_unique').on(table.productId, table.alias)],
);

export const modifiers = pgTable(
  'modifiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null: a single modifier of the product; otherwise a member of that group. */
    groupId: integer('group_id').references(() => modifierGroups.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    /** Texts in the other languages (see TranslationsData). */
    translations: jsonb('translations').$type<TranslationsData>().notNull().default({}),
    price: money('price').notNull().default(0),
    min: smallint('min').notNull().default(0),
    max: smallint('max').notNull().default(1),
    type: text('type').$type<'default' | 'stop'>().notNull().default('default'),
    picture: jsonb('picture').$type<PictureData>(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('modifiers_product_alias_unique').on(table.productId, table.alias)],
);

/** Exceptions to "every shop sells everything": not sold there at all, or temporarily out (stop). */
export const productShopStates = pgTable(
  'product_shop_states',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    state: text('state').$type<'unavailable' | 'stop'>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.shopId] })],
);

/** Products suggested with a group (cart carousel, product modal). */
export const groupRelatedProducts = pgTable(
  'group_related_products',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.productId] })],
);

/** 'Often ordered' per city, and per shop where a shop has its own list. */
export const cityPopularProducts = pgTable(
  'city_popular_products',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cityId, table.productId] })],
);

export const shopPopularProducts = pgTable(
  'shop_popular_products',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.productId] })],
);

/**
 * The catalog's version per brand. Whatever changes the catalog (the seed, an admin tool) writes a
 * new value; API instances compare it to decide when their in-process catalog is stale.
 */
export const catalogVersions = pgTable('catalog_versions', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
