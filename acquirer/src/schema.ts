// The acquirer's own ledger, in its own database (never the storefront's): one transaction per
// merchant reference, only the card's last four digits kept.
import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const transactions = pgTable('acquirer_transactions', {
  id: text('id').primaryKey(),
  /** The merchant's payment reference: one transaction per reference, so a retried charge is not a second one. */
  merchantReference: text('merchant_reference').notNull().unique(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  /** created, 3ds_method, 3ds_challenge, 3ds_passed, waiting, approved, declined, expired, refunded. */
  state: text('state').notNull(),
  cardLast4: text('card_last4'),
  /** The test scenario the card or bank page chose. */
  scenario: text('scenario').notNull(),
  /** Where the acquirer's pages send the customer after the outcome (the merchant's pages). */
  returnUrl: text('return_url'),
  failUrl: text('fail_url'),
  /** When the merchant acknowledged the final outcome's notification (null: still to send). */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The table as SQL: the ledger is one table, created at start when missing. */
export const CREATE_LEDGER = `
CREATE TABLE IF NOT EXISTS acquirer_transactions (
  id text PRIMARY KEY NOT NULL,
  merchant_reference text NOT NULL UNIQUE,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  method text NOT NULL,
  state text NOT NULL,
  card_last4 text,
  scenario text NOT NULL,
  return_url text,
  fail_url text,
  notified_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  expires_at timestamp with time zone NOT NULL
);
CREATE INDEX IF NOT EXISTS acquirer_transactions_pending_idx ON acquirer_transactions (state, expires_at);
`;
