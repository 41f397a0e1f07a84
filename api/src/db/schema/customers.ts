// Signed-in customers (spec §3 User, §6 roles): one account per brand and phone. Sign-in is a
// one-time code sent by call or SMS; the code is kept only as a hash, bound to the session that
// asked for it. Saved delivery addresses and favourite products belong to the customer.
import {
  boolean,
  date,
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
import { products } from './catalog';
import { cities } from './cities';
import type { DeliveryAddressData } from './json-types';

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Digits only (spec §5). */
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    /** Null: not specified — a new account has none until the customer picks one. */
    sex: text('sex').$type<'male' | 'female'>(),
    email: text('email'),
    /** Calendar date; the API speaks dd.MM.yyyy. */
    birthday: date('birthday', { mode: 'string' }),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    isPrintFiscalReceipt: boolean('is_print_fiscal_receipt').notNull().default(false),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    /** Bonus points (spec §1 bonus program). */
    bonusBalance: numeric('bonus_balance', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('customers_brand_phone_unique').on(table.brandId, table.phone)],
);

/** A code sent to a phone for the session that asked; dies on expiry, use or the 3rd wrong try. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The asking session's key hash (sessions are created on demand; the hash survives rotation races). */
    sessionKeyHash: text('session_key_hash').notNull(),
    phone: text('phone').notNull(),
    /** Name and city given at login, applied to a new account. */
    name: text('name'),
    cityId: integer('city_id'),
    channel: text('channel').$type<'call' | 'sms'>().notNull(),
    /** scrypt/HMAC of the code; never the code itself. */
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Client IP, for the per-IP send budget. */
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used or killed (3 wrong tries, superseded). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_codes_session_idx').on(table.sessionKeyHash, table.createdAt),
    index('verification_codes_phone_idx').on(table.brandId, table.phone, table.createdAt),
    index('verification_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Every wrong sign-in code, by phone and by the client (address) that asked for the code: the
 * per-client and per-phone budgets of modules/user/otp.ts count these rows over a rolling hour,
 * shared by every API instance on the database.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    client: text('client').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_failures_phone_idx').on(table.brandId, table.phone, table.createdAt)],
);

/** Wrong codes in a row per phone; 10 lock the phone until `locked_until` (429 + Retry-After). */
export const phoneLocks = pgTable(
  'phone_locks',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    failures: smallint('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.phone] })],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<DeliveryAddressData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.lastUsedAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId] })],
);
