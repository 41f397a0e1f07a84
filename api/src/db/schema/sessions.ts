// Visitor sessions (cookie `session_key`, created on first use) and their carts. The cookie holds a
// random key; the database keeps only its SHA-256, so a leaked table does not leak live sessions.
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
import { products } from './catalog';
import { cities } from './cities';
import { deliveryZones } from './delivery-zones';
import type { DeliveryAddressData, ModifierChoiceData } from './json-types';
import { gifts, promocodes } from './marketing';
import { shops } from './shops';

export const sessions = pgTable('sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  keyHash: text('key_hash').notNull().unique(),
  /** Set on sign-in; null for guests. */
  customerId: integer('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One cart per session, with the location context it is priced in. */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' })
      .unique(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    orderType: text('order_type').$type<'delivery' | 'takeaway'>(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    /** The guest's current delivery address, as resolved by the geocoder. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressData>(),
    promocodeId: integer('promocode_id').references(() => promocodes.id, { onDelete: 'set null' }),
    withoutBag: boolean('without_bag').notNull().default(false),
    /** Bonuses the visitor asked to spend; the pricing engine caps them. */
    bonuses: numeric('bonuses', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    intervalId: text('interval_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('carts_updated_idx').on(table.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Product id plus sorted modifiers: the line key the client names. */
    key: text('key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    modifiers: jsonb('modifiers').$type<ModifierChoiceData[]>().notNull().default([]),
    count: smallint('count').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('cart_items_cart_key_unique').on(table.cartId, table.key)],
);

export const cartGifts = pgTable(
  'cart_gifts',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    count: smallint('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.giftId] })],
);

/**
 * Orders booked per interval slot: per shop for takeaway, per delivery zone for delivery. A slot is
 * fully taken when `taken` reaches the city's slot capacity.
 */
export const slotOccupancy = pgTable(
  'slot_occupancy',
  {
    orderType: text('order_type').$type<'delivery' | 'takeaway'>().notNull(),
    /** Shop id (takeaway) or delivery zone id (delivery). */
    scopeId: integer('scope_id').notNull(),
    /** Business date `YYYY-MM-DD`. */
    date: text('date').notNull(),
    startMinute: smallint('start_minute').notNull(),
    taken: smallint('taken').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderType, table.scopeId, table.date, table.startMinute] })],
);
