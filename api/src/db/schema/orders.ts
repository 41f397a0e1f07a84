// Orders, their payments and status history (spec §3 Order, §4 Checkout and payment, Order status).
// The server computes every amount: `cart` is the priced snapshot taken when the order was made.
// Create and pay are idempotent through `idempotency_requests` and the order cache key.

import { ORDER_STATUS_ALIASES } from '@storefront/shared/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { cities } from './cities';
import { customers } from './customers';
import type { DeliveryAddressData, PreparedOrderData } from './json-types';
import { shops } from './shops';

/** The statuses an order can have are the ones the contract lets a client know (spec §3). */
export const ORDER_STATUSES = ORDER_STATUS_ALIASES;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The priced cart as ordered: lines, packages, gifts and prices (the contract's order cart). */
export type OrderCartData = Record<string, unknown>;

export const orders = pgTable(
  'orders',
  {
    /** Also the order number the customer sees. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** Null for guest orders and after the account is removed. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The ordering session's key hash: a guest can read their own order in that session. */
    sessionKeyHash: text('session_key_hash').notNull(),
    phone: text('phone').notNull(),
    username: text('username').notNull(),
    orderType: text('order_type').$type<'delivery' | 'takeaway'>().notNull(),
    shopId: integer('shop_id').references(() => shops.id),
    deliveryZoneId: integer('delivery_zone_id'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressData>(),
    /** The chosen interval id (null = as soon as possible) and when it starts. */
    intervalId: text('interval_id'),
    intervalStart: timestamp('interval_start', { withTimezone: true }),
    paymentType: text('payment_type').notNull(),
    /** Change wanted from this banknote amount (cash orders). */
    cash: numeric('cash', { precision: 12, scale: 2, mode: 'number' }),
    comment: text('comment'),
    receiptEmail: text('receipt_email'),
    status: text('status').$type<OrderStatus>().notNull(),
    cart: jsonb('cart').$type<OrderCartData>().notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    bonusesSpent: numeric('bonuses_spent', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    orderCacheKey: text('order_cache_key').unique(),
    /**
     * SHA-256 of the priced cart and the create request: concurrent identical creates from one
     * session give one unpaid order (see orders_unpaid_cart_once).
     */
    cartFingerprint: text('cart_fingerprint'),
    /** Online payments must complete before this, or the order is canceled. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    /** When the kitchen simulator moves the order on next (null: not simulated / terminal). */
    nextStatusAt: timestamp('next_status_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_session_idx').on(table.sessionKeyHash, table.createdAt),
    index('orders_phone_idx').on(table.brandId, table.phone),
    index('orders_next_status_idx').on(table.nextStatusAt),
    // The deadline sweep looks only at unpaid orders.
    index('orders_payment_deadline_idx').on(table.paymentDeadline).where(sql`status = 'waiting_for_payment'`),
    // Slot counts are checked against the orders holding them (schedule/repo.ts).
    index('orders_interval_idx').on(table.intervalId).where(sql`interval_id is not null`),
    uniqueIndex('orders_unpaid_cart_once')
      .on(table.sessionKeyHash, table.cartFingerprint)
      .where(sql`status = 'waiting_for_payment' and cart_fingerprint is not null`),
  ],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Who moved it: customer, payment, kitchen-simulator, pos, deadline. */
    source: text('source').notNull(),
    /** The kitchen system's own status name, when it sent one. */
    originalStatus: text('original_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_idx').on(table.orderId, table.createdAt)],
);

/** A validated, priced order kept before payment (the older acquiring and SberPay, spec §4). */
export const orderCaches = pgTable('order_caches', {
  key: text('key').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  sessionKeyHash: text('session_key_hash').notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  /** The order request as validated, plus the priced cart. */
  payload: jsonb('payload').$type<PreparedOrderData>().notNull(),
  total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** Set once the cache became an order. */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const PAYMENT_STATES = [
  'created',
  'requires_action',
  'waiting',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** One attempt to charge an order. At most one attempt per order may succeed. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** card, sbp, sberpay, apple_pay, google_pay, aggregator… */
    method: text('method').notNull(),
    acquirer: text('acquirer').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    /** The acquirer's transaction id. */
    acquirerPaymentId: text('acquirer_payment_id').unique(),
    /** Last outcome reason (approved, 3ds-v2, insufficient_funds, declined…); never card data. */
    reason: text('reason'),
    /** Safe display data only, e.g. `•• 4242`. */
    cardHint: text('card_hint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    uniqueIndex('payments_one_success_per_order').on(table.orderId).where(sql`state = 'succeeded'`),
  ],
);

/**
 * Idempotent requests (Idempotency-Key header, or the order cache key): the first request with a
 * key claims the row, runs, and stores its answer; repeats get the stored answer, or 409 while the
 * first is still running. Scoped by route and session, so keys of different visitors never meet.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/** Notification ids the API has processed: a replayed notification changes nothing. */
export const acquirerNotifications = pgTable('acquirer_notifications', {
  id: text('id').primaryKey(),
  acquirerPaymentId: text('acquirer_payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The GA4 purchase hit of an order (jobs/analytics.ts): a row once the hit was accepted, so a job
 * that runs again (a retry, a second queueing) finds it and sends nothing. `client_id` is random,
 * made for the hit: it identifies no person.
 */
export const analyticsPurchases = pgTable('analytics_purchases', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
