import type { Timers } from '@storefront/shared/stores';

/** Deterministic timers for store tests: `advance(ms)` runs what is due, in order. */
export function fakeTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let nextHandle = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      queue.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...queue.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending() {
      return queue.size;
    },
  };
}
