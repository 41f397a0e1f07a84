// The POS work as jobs, for the API's job runner to register (names, schedules, handlers): each
// handler is one call of the sync functions, so a runner only maps its job names onto these.
// A handler that throws is retried by the runner; after the last retry of an export, the runner
// calls `exportGaveUp` so the order reaches the operator's failed list.
import type { PosDeps } from './deps';
import { exportOrder, followOrder, markExportFailed } from './export';
import { syncMenu } from './menu';
import { syncStopLists } from './stop-lists';

export const POS_JOBS = {
  menu: 'pos-menu-sync',
  stopLists: 'pos-stop-lists-sync',
  exportOrder: 'pos-export-order',
} as const;

/** Cron schedules: the full menu every 15 minutes (and on a nomenclature webhook), stop lists every 3. */
export const POS_SCHEDULES = {
  [POS_JOBS.menu]: '*/15 * * * *',
  [POS_JOBS.stopLists]: '*/3 * * * *',
} as const;

/** Thrown while the POS is still creating the order: the runner looks again later. */
export class StillInProgress extends Error {
  constructor(orderId: number) {
    super(`The POS is still creating order ${orderId}.`);
    this.name = 'StillInProgress';
  }
}

export function posJobHandlers(deps: PosDeps) {
  return {
    [POS_JOBS.menu]: async (data?: { brand?: string; force?: boolean }) => {
      await syncMenu(deps, data ?? {});
    },
    [POS_JOBS.stopLists]: async (data?: { brand?: string }) => {
      await syncStopLists(deps, data ?? {});
    },
    /** Sends the order once, then follows it; IikoUnavailable and StillInProgress mean "retry". */
    [POS_JOBS.exportOrder]: async ({ orderId }: { orderId: number }) => {
      let outcome = await exportOrder(deps, orderId);
      if (outcome.state === 'in_progress') outcome = await followOrder(deps, orderId);
      if (outcome.state === 'in_progress') throw new StillInProgress(orderId);
      return outcome;
    },
  };
}

/** The runner's last word on an export that kept failing. */
export function exportGaveUp(deps: PosDeps, orderId: number, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  return markExportFailed(deps, orderId, `Not sent to the POS after the last retry: ${reason}`);
}
