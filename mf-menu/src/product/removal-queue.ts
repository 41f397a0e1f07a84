// Spec §4: minus changes the local count at once and the removal is sent REMOVE_DEBOUNCE_MS after the
// last press; plus is sent immediately (and first takes back a removal still waiting). One queue per
// product for the whole remote, so the same product shown twice (popular and its group) agrees.
import { REMOVE_DEBOUNCE_MS } from '@storefront/shared/domain';
import { useSyncExternalStore } from 'react';

type Flush = (count: number) => Promise<void>;

interface Pending {
  /** Presses waiting for the debounce. */
  waiting: number;
  /** Sent, not answered yet: still subtracted so the count does not jump back meanwhile. */
  sending: number;
  timer: ReturnType<typeof setTimeout> | null;
  flush: Flush;
}

const queue = new Map<number, Pending>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function entryOf(productId: number, flush: Flush): Pending {
  let entry = queue.get(productId);
  if (!entry) {
    entry = { waiting: 0, sending: 0, timer: null, flush };
    queue.set(productId, entry);
  }
  return entry;
}

function dropIfIdle(productId: number, entry: Pending) {
  if (entry.waiting === 0 && entry.sending === 0 && !entry.timer) queue.delete(productId);
}

/** Units taken off the product's shown count: removals waiting or on their way. */
export function pendingRemovals(productId: number): number {
  const entry = queue.get(productId);
  return entry ? entry.waiting + entry.sending : 0;
}

/** Whether presses are still waiting for the debounce (nothing sent yet). */
export function hasWaitingRemovals(productId: number): boolean {
  return (queue.get(productId)?.waiting ?? 0) > 0;
}

/** Queues one removal; `flush` sends the total once the presses stop for the debounce time. */
export function queueRemoval(productId: number, flush: Flush): void {
  const entry = entryOf(productId, flush);
  if (entry.timer) clearTimeout(entry.timer);
  entry.waiting += 1;
  entry.flush = flush;
  entry.timer = setTimeout(() => {
    const count = entry.waiting;
    entry.waiting = 0;
    entry.sending += count;
    entry.timer = null;
    void entry
      .flush(count)
      .catch(() => {})
      .finally(() => {
        entry.sending -= count;
        dropIfIdle(productId, entry);
        notify();
      });
  }, REMOVE_DEBOUNCE_MS);
  notify();
}

/** A plus while removals wait takes one back instead of adding. Returns whether it did. */
export function cancelOneRemoval(productId: number): boolean {
  const entry = queue.get(productId);
  if (!entry || entry.waiting === 0) return false;
  entry.waiting -= 1;
  if (entry.waiting === 0 && entry.timer) {
    clearTimeout(entry.timer);
    entry.timer = null;
  }
  dropIfIdle(productId, entry);
  notify();
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePendingRemovals(productId: number): number {
  return useSyncExternalStore(
    subscribe,
    () => pendingRemovals(productId),
    () => 0,
  );
}
