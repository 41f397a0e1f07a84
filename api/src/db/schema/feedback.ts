// Site form requests (spec §5/§7): call-me-back, questions, partner requests and "tell me when you
// deliver here". Stored as received, for the contact centre; the payload is the validated request.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { cities } from './cities';

export const FEEDBACK_KINDS = [
  'call_me_back',
  'question',
  'supplier',
  'landlord',
  'unavailable_address',
] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FeedbackKind>().notNull(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_requests_brand_kind_idx').on(table.brandId, table.kind, table.createdAt)],
);
