// What ties the storefront to a restaurant POS (iikoCloud): which of our rows stands for which POS
// entity (so our ids stay stable across menu syncs), the nomenclature revision last applied, and
// each order's export — its correlation id, its outcome, and the POS status last applied.
import { bigint, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { orders } from './orders';

export type PosLinkKind = 'group' | 'product' | 'modifier_group' | 'modifier';

/** Our row for a POS entity. Modifier kinds are keyed `<product external id>:<external id>`. */
export const posLinks = pgTable(
  'pos_links',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PosLinkKind>().notNull(),
    externalId: text('external_id').notNull(),
    localId: integer('local_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.kind, table.externalId] })],
);

/** The nomenclature revision a brand's menu was last synchronised from. */
export const posMenuRevisions = pgTable('pos_menu_revisions', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id').notNull(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

export const POS_EXPORT_STATES = ['pending', 'in_progress', 'success', 'error'] as const;
export type PosExportState = (typeof POS_EXPORT_STATES)[number];

/**
 * An order's way into the POS. `error` is the operator-visible failed state: the POS refused the
 * order (or it could not be sent after the retries), and somebody has to call the customer.
 */
export const posOrderExports = pgTable('pos_order_exports', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id').notNull(),
  /** The order id we give the POS (a UUID), so a retried create is the same order there. */
  posOrderId: text('pos_order_id').notNull().unique(),
  correlationId: text('correlation_id'),
  state: text('state').$type<PosExportState>().notNull().default('pending'),
  error: text('error'),
  attempts: smallint('attempts').notNull().default(0),
  /** The POS status last applied and its rank: a duplicate or older webhook changes nothing. */
  posStatus: text('pos_status'),
  posStatusRank: smallint('pos_status_rank').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
