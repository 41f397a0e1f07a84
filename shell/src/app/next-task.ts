// Start-up runs in several tasks instead of one: on a slow phone a task over 50 ms delays a tap made
// meanwhile, and the pieces are each a fraction of the whole.

/** Resolves in a later task: `scheduler.yield` where there is one, else a zero timeout. */
export function nextTask(): Promise<void> {
  // `scheduler.yield` (Chromium 129, Firefox 142; the DOM types declare it everywhere): what follows
  // runs after waiting input, before other queued tasks.
  return globalThis.scheduler?.yield?.() ?? new Promise<void>((resolve) => setTimeout(resolve, 0));
}
