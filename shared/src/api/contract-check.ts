// How the browser holds the API's answers to the contract without shipping zod and the contract's
// schemas in the first screen. A call names its answer's schema (`'cartResponseSchema'`);
// the schema itself is in `@storefront/shared/contract`, loaded on demand:
// - `strict` (tests, development builds, the shell's server): the answer is parsed before the call
//   returns, as before; a mismatch is an ApiError `invalid_response`.
// - `deferred` (the production page): until the contract is loaded, an answer is returned as the API
//   sent it (the API serialises every answer through the same schema, so defaults are filled in and
//   unknown fields dropped) and checked once the first screen is done — after the visitor's first
//   interaction, or some seconds after the page loaded, whichever comes first; a mismatch is reported
//   on the console. Once the contract is loaded, answers are checked as in `strict`.
import type * as Contract from '@storefront/shared/contract';
import type { z } from 'zod';

type ContractModule = typeof Contract;

/** Names of the contract's zod schemas, e.g. `'productsResponseSchema'`. */
export type ContractSchemaName = {
  [K in keyof ContractModule]: ContractModule[K] extends z.ZodType ? K : never;
}[keyof ContractModule];

export type ContractCheck = 'strict' | 'deferred';

let contract: Promise<ContractModule> | null = null;
let loaded: ContractModule | null = null;

/** The contract module (a chunk of its own in the browser), loaded once. */
function loadContract(): Promise<ContractModule> {
  contract ??= import('@storefront/shared/contract').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      contract = null;
      throw error;
    },
  );
  return contract;
}

/**
 * True once the contract is here (after the first screen's checks, or a form that uses it): from then
 * on a `deferred` page checks answers before the call returns, as `strict` does.
 */
export function contractLoaded(): boolean {
  return loaded !== null;
}

export async function contractSchema(name: ContractSchemaName): Promise<z.ZodType> {
  return (await loadContract())[name] as z.ZodType;
}

interface PendingCheck {
  name: ContractSchemaName;
  answer: unknown;
  call: string;
}

/** Answers waiting for their check; bounded, so a page left open never grows it. */
const pending: PendingCheck[] = [];
const MAX_PENDING = 100;
/** The first screen is done: after this many ms of a loaded page without any interaction. */
export const DEFERRED_CHECK_DELAY_MS = 8000;
let firstScreenDone = false;
let waiting = false;
let flushing = false;

/** Queues an answer for its check after the first screen. */
export function checkLater(name: ContractSchemaName, answer: unknown, call: string): void {
  if (pending.length >= MAX_PENDING) pending.shift();
  pending.push({ name, answer, call });
  if (firstScreenDone) scheduleFlush();
  else if (!waiting) {
    waiting = true;
    afterFirstScreen(() => {
      firstScreenDone = true;
      scheduleFlush();
    });
  }
}

function afterFirstScreen(run: () => void): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  let done = false;
  const events = ['pointerdown', 'keydown'] as const;
  const once = () => {
    if (done) return;
    done = true;
    for (const event of events) window.removeEventListener(event, once, true);
    run();
  };
  for (const event of events) window.addEventListener(event, once, { capture: true, passive: true });
  const startTimer = () => setTimeout(once, DEFERRED_CHECK_DELAY_MS);
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
}

function scheduleFlush(): void {
  if (flushing) return;
  flushing = true;
  const idle =
    typeof requestIdleCallback === 'function'
      ? (callback: () => void) => requestIdleCallback(callback, { timeout: 2000 })
      : (callback: () => void) => setTimeout(callback, 0);
  idle(() => {
    void flush().finally(() => {
      flushing = false;
      if (pending.length > 0) scheduleFlush();
    });
  });
}

async function flush(): Promise<void> {
  let module: ContractModule;
  try {
    module = await loadContract();
  } catch (error) {
    console.warn('[api] the contract could not be loaded to check answers', error);
    pending.length = 0;
    return;
  }
  for (const { name, answer, call } of pending.splice(0)) {
    const parsed = (module[name] as z.ZodType).safeParse(answer);
    if (!parsed.success) reportMismatch(call, parsed.error.issues);
  }
}

function reportMismatch(call: string, issues: unknown): void {
  // Worth a console line: it means the API and this build disagree about the contract.
  console.error(`[api] ${call}: answer does not match the contract`, issues);
}

/** Settles every queued check now (tests). */
export async function flushContractChecks(): Promise<void> {
  firstScreenDone = true;
  await flush();
}
