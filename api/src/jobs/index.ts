// Every background job of the API, in one place. Registered in every deployment: the kitchen
// simulator's moves are the only job that depends on a setting (it stands in for a kitchen system).
import type { ModuleDeps } from '../http/types';
import { settleExpiredPayments } from '../modules/payments/service';
import { reconcileSlots } from '../modules/schedule/repo';
import { purgeEndedSessions } from '../modules/session/session';
import { tick as kitchenTick } from '../modules/tracking/kitchen';
import type { JobDefinition } from './runner';

export const JOB_NAMES = {
  paymentDeadlines: 'payment-deadlines',
  slotReconciliation: 'slot-reconciliation',
  sessionPurge: 'session-purge',
  kitchenSimulator: 'kitchen-simulator',
} as const;

const DAY_MS = 86_400_000;

export function apiJobs(deps: ModuleDeps): JobDefinition[] {
  const db = deps.database.db;
  const jobs: JobDefinition[] = [
    {
      // Unpaid orders past their deadline are canceled (their slot goes back with the cancel).
      name: JOB_NAMES.paymentDeadlines,
      everySeconds: 5,
      run: () => settleExpiredPayments(deps),
    },
    {
      // Slots held by orders canceled on a path that did not free them go back to the schedule,
      // from yesterday's business day onwards.
      name: JOB_NAMES.slotReconciliation,
      everySeconds: 60,
      run: () =>
        reconcileSlots(db, { fromDate: new Date(deps.now().getTime() - DAY_MS).toISOString().slice(0, 10) }),
    },
    {
      // Sessions that ended (idle or past their lifetime) without coming back are deleted.
      name: JOB_NAMES.sessionPurge,
      everySeconds: 60,
      run: () => purgeEndedSessions(db, deps.now()),
    },
  ];
  if (deps.kitchen.enabled)
    jobs.push({
      name: JOB_NAMES.kitchenSimulator,
      everySeconds: 1,
      run: () => kitchenTick(db, deps.now(), deps.kitchen.speed),
    });
  return jobs;
}
