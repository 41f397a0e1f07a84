// iikoCloud's webhooks: DeliveryOrderUpdate moves our order (the spec's status, the POS's own
// status name kept in the history), StopListUpdate and NomenclatureUpdate start the syncs. iiko
// may send an event twice or after a later one: an order's POS status is claimed by rank in one
// conditional UPDATE, so a duplicate or older status changes nothing, even when two arrive at once.
import type { OrderInfo } from '../../providers/pos/iiko/types';
import { pushFromPos } from '../tracking/service';
import type { PosDeps } from './deps';
import { syncMenu } from './menu';
import { claimPosStatus, findExportByPosOrderId, orderTypeOf, settleOpenExport } from './repo';
import { isDeliveryStatus, rankOf, specStatusOf } from './statuses';
import { syncStopLists } from './stop-lists';

export interface WebhookOutcome {
  applied: number;
  ignored: number;
}

interface RawEvent {
  eventType?: unknown;
  organizationId?: unknown;
  eventInfo?: unknown;
}

const runs = new WeakMap<PosDeps, Map<string, { promise: Promise<void>; again: boolean }>>();

/**
 * Without a job runner the syncs a webhook asks for run here, after the answer (iiko wants a quick
 * 200). iiko sends one event per organization, so a price change arrives as a burst: while a sync
 * of the brand runs, the burst adds just one more run (which sees every change).
 */
function inBackground(deps: PosDeps, key: string, run: () => Promise<unknown>): void {
  let byKey = runs.get(deps);
  if (!byKey) {
    byKey = new Map();
    runs.set(deps, byKey);
  }
  const current = byKey.get(key);
  if (current) {
    current.again = true;
    return;
  }
  const entry = { promise: Promise.resolve(), again: true };
  const table = byKey;
  entry.promise = (async () => {
    try {
      while (entry.again) {
        entry.again = false;
        await run();
      }
    } catch (error) {
      // The periodic sync catches up; the failure is logged, never thrown at nobody.
      deps.log?.('POS sync after a webhook failed', { key, error: String(error) });
    } finally {
      table.delete(key);
    }
  })();
  byKey.set(key, entry);
}

/** Waits for the syncs webhooks started (before the database closes, and in tests). */
export async function syncsSettled(deps: PosDeps): Promise<void> {
  const byKey = runs.get(deps);
  while (byKey && byKey.size > 0) await Promise.all([...byKey.values()].map((entry) => entry.promise));
}

/** Handles one webhook body (an array of events); unknown events and organizations are ignored. */
export async function handleWebhook(deps: PosDeps, events: unknown[]): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { applied: 0, ignored: 0 };
  const brandOf = (organizationId: unknown) =>
    deps.mapping.brands.find((brand) => brand.organizations.some((org) => org.id === organizationId))?.brand;
  const stopLists = new Set<string>();
  const menus = new Set<string>();
  for (const raw of events as RawEvent[]) {
    const brand = brandOf(raw?.organizationId);
    if (!brand) {
      outcome.ignored++;
      continue;
    }
    if (raw.eventType === 'DeliveryOrderUpdate') {
      if (await applyOrderUpdate(deps, raw.eventInfo as OrderInfo)) outcome.applied++;
      else outcome.ignored++;
    } else if (raw.eventType === 'StopListUpdate') stopLists.add(brand);
    else if (raw.eventType === 'NomenclatureUpdate') menus.add(brand);
    else outcome.ignored++;
  }
  // One sync per brand however many events named it; the menu first, so new products have links.
  for (const brand of menus) {
    if (deps.onNomenclatureUpdate) await deps.onNomenclatureUpdate(brand);
    else inBackground(deps, `menu:${brand}`, () => syncMenu(deps, { brand }));
    outcome.applied++;
  }
  for (const brand of stopLists) {
    if (deps.onStopListUpdate) await deps.onStopListUpdate(brand);
    else inBackground(deps, `stop:${brand}`, () => syncStopLists(deps, { brand }));
    outcome.applied++;
  }
  return outcome;
}

/** true when the event changed something. */
async function applyOrderUpdate(deps: PosDeps, info: OrderInfo | undefined): Promise<boolean> {
  if (!info || typeof info.id !== 'string') return false;
  const { db } = deps;
  const exported = await findExportByPosOrderId(db, info.id);
  if (!exported) return false;
  const now = deps.now();
  let changed = false;
  if (info.creationStatus === 'Success' || info.creationStatus === 'Error') {
    changed = await settleOpenExport(
      db,
      exported.orderId,
      {
        state: info.creationStatus === 'Success' ? 'success' : 'error',
        error:
          info.creationStatus === 'Error' ? (info.errorInfo?.message ?? 'The POS refused the order.') : null,
      },
      now,
    );
  }
  const status = info.order?.status;
  if (info.creationStatus !== 'Success' || !isDeliveryStatus(status)) return changed;
  const rank = rankOf(status);
  // The claim and the move commit together: a status is never claimed without being applied.
  const applied = await db.transaction(async (tx) => {
    if (!(await claimPosStatus(tx, exported.orderId, status, rank, now))) return null;
    const orderType = await orderTypeOf(tx, exported.orderId);
    const to = orderType ? specStatusOf(status, orderType) : null;
    if (!to) return { refunds: [] as number[] };
    const pushed = await pushFromPos(tx, exported.orderId, to, status, now);
    if ('refused' in pushed) {
      deps.log?.('POS status not applied', { orderId: exported.orderId, status, reason: pushed.refused });
      return { refunds: [] as number[] };
    }
    return { refunds: 'order' in pushed ? pushed.refunds : [] };
  });
  if (!applied) return changed;
  if (applied.refunds.length > 0) await deps.refund?.(applied.refunds);
  return true;
}
