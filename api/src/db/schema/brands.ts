// A brand is a storefront of its own (pizza, lavash): its settings, cities and, later, menu.
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BrandSettingsData } from './json-types';

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  alias: text('alias').notNull().unique(),
  name: text('name').notNull(),
  hasBonusProgram: boolean('has_bonus_program').notNull().default(false),
  /** Spec §1: bonuses can be spent until this date (`YYYY-MM-DD`, inclusive); null: no deadline. */
  bonusSpendDeadline: text('bonus_spend_deadline'),
  bonusAccrualPaused: boolean('bonus_accrual_paused').notNull().default(true),
  /** Settings the UI reads as a whole; what the API filters on stays in columns. */
  settings: jsonb('settings').$type<BrandSettingsData>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
