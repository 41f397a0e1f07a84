// The POS jobs (modules/pos/jobs.ts) on the API's runner, registered only when a POS is configured:
// the menu every 15 minutes and the stop lists every 3 (plus what the webhooks ask for), and one
// export job per accepted order, keyed by the order, retried, and given up to the operator's failed
// list after its last retry.
import type { PosDeps } from '../modules/pos/deps';
import { exportGaveUp, POS_JOBS, posJobHandlers } from '../modules/pos/jobs';
import { resolveMapping } from '../modules/pos/mapping';
import { acceptedOrdersWithoutExport } from '../modules/pos/repo';
import type { JobDefinition, JobRunner, QueueDefinition } from './runner';

export const POS_SWEEP_JOB = 'pos-export-sweep';

/** How far back the sweep looks for an accepted order that has no export yet. */
const SWEEP_WINDOW_MS = 86_400_000;

export function posJobs(pos: PosDeps): { jobs: JobDefinition[]; queues: QueueDefinition<never>[] } {
  const handlers = posJobHandlers(pos);
  return {
    jobs: [
      {
        name: POS_JOBS.menu,
        everySeconds: 15 * 60,
        run: (data) => handlers[POS_JOBS.menu](data as { brand?: string; force?: boolean } | undefined),
      },
      {
        name: POS_JOBS.stopLists,
        everySeconds: 3 * 60,
        run: (data) => handlers[POS_JOBS.stopLists](data as { brand?: string } | undefined),
      },
    ],
    queues: [
      {
        name: POS_JOBS.exportOrder,
        // 5 tries over about a minute and a half (5, 10, 20, 40 s apart), then the operator's list.
        retryLimit: 4,
        retryDelaySeconds: 5,
        run: (data: { orderId: number }) => handlers[POS_JOBS.exportOrder](data),
        gaveUp: (data: { orderId: number }, error) => exportGaveUp(pos, data.orderId, error),
      } satisfies QueueDefinition<{ orderId: number }> as QueueDefinition<never>,
    ],
  };
}

/** Queues an order's export (once per order while one waits or runs). */
export function queueExport(runner: JobRunner, orderId: number): Promise<string | null> {
  return runner.send(POS_JOBS.exportOrder, { orderId }, `order-${orderId}`);
}

/**
 * The safety net behind the queueing at acceptance: an order accepted on a path that did not
 * queue it (a payment notification, a process that stopped between commit and send) is queued
 * within seconds. Sending twice is harmless: the queue keeps one job per order, and an export
 * already made is followed, not sent again.
 *
 * It reads only our database, never the POS: while the POS is down it queues each order once
 * (the export's first run records it, and the export job's own retries back off), so the sweep
 * adds no traffic to a POS that is struggling. Orders of brands the POS does not serve are left
 * out: their export is skipped without a record, so they would be queued again every 5 s.
 */
export function posSweepJob(pos: PosDeps, runner: () => JobRunner): JobDefinition {
  return {
    name: POS_SWEEP_JOB,
    everySeconds: 5,
    run: async () => {
      const brandIds = (await resolveMapping(pos.db, pos.mapping)).map((brand) => brand.brandId);
      if (brandIds.length === 0) return 0;
      const since = new Date(pos.now().getTime() - SWEEP_WINDOW_MS);
      const orderIds = await acceptedOrdersWithoutExport(pos.db, brandIds, since, 100);
      for (const orderId of orderIds) await queueExport(runner(), orderId);
      return orderIds.length;
    },
  };
}

/**
 * Queues the sync a webhook asks for. A run that waits is enough (it reads the POS when it starts),
 * and the queue keeps one per key, so a burst of webhooks makes one run. But a run already under
 * way may have read the POS before this change: then one more run is queued behind it under a
 * second key, or the change would wait for the next scheduled sync (minutes).
 */
export async function queueWebhookSync(runner: JobRunner, name: string, brand: string): Promise<void> {
  const sent = await runner.send(name, { brand }, `webhook-${brand}`);
  if (sent === null) await runner.send(name, { brand }, `webhook-${brand}-again`);
}

/** The webhook's follow-up syncs become jobs instead of running inline. */
export function queueWebhookSyncs(pos: PosDeps, runner: JobRunner): void {
  pos.onNomenclatureUpdate = (brand) => queueWebhookSync(runner, POS_JOBS.menu, brand);
  pos.onStopListUpdate = (brand) => queueWebhookSync(runner, POS_JOBS.stopLists, brand);
}
