// Delivery zones are rows, not city JSON: carts and addresses will reference a zone by id and the
// address check looks zones up by city.
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
  varchar,
} from 'drizzle-orm/pg-core';
import { cities } from './cities';
import type { PolygonData, TranslationsData } from './json-types';
import { shops } from './shops';

export const deliveryZones = pgTable(
  'delivery_zones',
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
    deliveryPrice: numeric('delivery_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minimumOrderAmount: numeric('minimum_order_amount', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    hasFreeDelivery: boolean('has_free_delivery').notNull().default(false),
    /** Delivery becomes free from this order amount; null: no threshold. */
    freeDeliveryFrom: numeric('free_delivery_from', { precision: 12, scale: 2, mode: 'number' }),
    /** Minutes on the road to this zone, added to cooking time for the earliest interval. */
    deliveryMinutes: smallint('delivery_minutes').notNull().default(40),
    /** The kitchen that cooks for this zone: its menu availability and legal data apply. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    area: jsonb('area').$type<PolygonData>().notNull(),
    backgroundColor: varchar('background_color', { length: 7 }).notNull(),
    /** Lower first; where zones overlap, the first match wins. */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('delivery_zones_city_alias_unique').on(table.cityId, table.alias)],
);
