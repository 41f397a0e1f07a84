// What the POS syncs need, in one object a job handler (or a test) builds once and passes to the
// sync functions: the database, the iiko client, the chain's mapping, a clock, and how a webhook's
// follow-up work is started (inline by default; the job runner enqueues instead).
import type { Db } from '../../db/client';
import type { IikoClient } from '../../providers/pos/iiko/client';
import type { PosMapping } from './mapping';

export interface PosDeps {
  db: Db;
  iiko: IikoClient;
  mapping: PosMapping;
  now: () => Date;
  /** The token iiko sends with its webhooks (set through webhooks/update_settings). */
  webhookToken: string;
  /** Money of orders the POS canceled goes back at the acquirer (tracking/service returnPayments). */
  refund?: (paymentIds: number[]) => Promise<void>;
  /** A stop list changed in the POS: sync the brand's stop lists (default: now, inline). */
  onStopListUpdate?: (brandAlias: string) => Promise<void>;
  /** The nomenclature changed: sync the brand's menu (default: now, inline). */
  onNomenclatureUpdate?: (brandAlias: string) => Promise<void>;
  /** How long an order's creation is followed before the job leaves it for a later look. */
  follow?: { polls: number; everyMs: number };
  log?: (message: string, details?: Record<string, unknown>) => void;
}
