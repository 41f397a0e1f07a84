// The two storefronts beside the main one, when the suite serves the local build: the POS-mode one
// (pos-stack.ts) and the production-configured one against the providers' fakes (target.ts).
//
// Only their own journeys use them (pos.spec.ts, production-providers.spec.ts), so they are not
// webServer entries that every journey would wait for: the main storefront starts first and alone
// (playwright.config.ts's webServer), then global set-up starts these two in the background and the
// journeys begin; the two journey files wait for their storefront's health (`awaitSideStack`) before
// their first journey, which is minutes into the run. Starting all three side by side was tried and
// failed: at load 25–40 the main API did not answer within serve.mjs's 120 s while the other two
// seeded beside it. Here the main one never starts beside them.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POS_PORT_BASE, POS_STOREFRONT_URL } from './pos-stack';
import { LOCAL_POS_TOKEN, PROVIDERS_PORT_BASE, PROVIDERS_URL } from './target';

const here = dirname(fileURLToPath(import.meta.url));
const serve = join(here, '..', 'scripts', 'tasks', 'serve.mjs');

export type SideStackName = 'pos' | 'providers';

interface SideStack {
  args: string[];
  url: string;
  env: Record<string, string>;
  /** How long its journeys wait for it to answer, counted from their first. */
  startTimeoutMs: number;
}

/** What every storefront the suite serves runs with (the main one's webServer env too). */
export function suiteEnv(clockOffsetMs: number): Record<string, string> {
  return {
    // Every journey comes from one address; keep the limiter on but out of the journeys' way.
    RATE_LIMIT_MAX: '20000',
    LOG_LEVEL: 'warn',
    // Every journey signs in from 127.0.0.1: the per-IP code budget would stop the suite.
    OTP_SENDS_PER_IP: '100000',
    // The shops' local time is pinned to a working hour for the run (clock.ts).
    CLOCK_OFFSET_MS: String(clockOffsetMs),
  };
}

function sideStacks(clockOffsetMs: number): Record<SideStackName, SideStack> {
  const { CLOCK_OFFSET_MS: _shifted, ...unshifted } = suiteEnv(clockOffsetMs);
  return {
    // The same build in POS mode with the fake iikoCloud (pos-stack.ts).
    pos: {
      args: ['--port-base', String(POS_PORT_BASE), '--memory-db', '--pos'],
      url: `${POS_STOREFRONT_URL}/api/health`,
      env: {
        ...suiteEnv(clockOffsetMs),
        // The journeys move orders themselves, as the kitchen's staff would: the fake's own kitchen
        // timer would race them.
        IIKO_FAKE_KITCHEN_STEP_MS: '0',
        // `npm test`'s card-number scan reads the main stack's database on disk: this stack keeps its
        // own in memory (one database directory cannot serve two APIs).
        SERVE_DB_DIR: '',
        SERVE_API_BODY_LOG: '',
      },
      startTimeoutMs: 300_000,
    },
    // The storefront as production runs it (NODE_ENV=production, no sandbox opt-in), every outside
    // provider pointed at its local fake: CloudPayments, YooKassa, SMS.ru, Twilio Verify,
    // SmartCaptcha, Geosuggest (tests/production-providers.spec.ts). Production refuses a shifted
    // clock and the kitchen simulator: its journeys run on the real clock, a POS token set.
    providers: {
      args: ['--port-base', String(PROVIDERS_PORT_BASE), '--memory-db', '--providers'],
      url: `${PROVIDERS_URL}/api/health`,
      env: {
        ...unshifted,
        POS_TOKEN: LOCAL_POS_TOKEN,
        // `npm test`'s card-number scan reads the main stack's database and request bodies; this
        // stack keeps its own database in memory, and production never writes request bodies.
        SERVE_DB_DIR: '',
        SERVE_API_BODY_LOG: '',
      },
      startTimeoutMs: 300_000,
    },
  };
}

/** The environment variable through which the workers learn a side stack's process id (global set-up's). */
const pidVariable = (name: SideStackName) => `E2E_SIDE_STACK_${name.toUpperCase()}_PID`;

/**
 * Starts the side stacks the run needs in the background and answers the teardown that stops them.
 * Their start-up lines and errors go to the run's output, prefixed, as a webServer's stderr did.
 */
export function startSideStacks(names: SideStackName[], clockOffsetMs: number): () => Promise<void> {
  const stacks = sideStacks(clockOffsetMs);
  const children: ChildProcess[] = [];
  for (const name of names) {
    const stack = stacks[name];
    const child = spawn(process.execPath, [serve, ...stack.args], {
      cwd: here,
      env: { ...process.env, ...stack.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) process.stderr.write(`[${name}] ${line}\n`);
    });
    if (child.pid !== undefined) process.env[pidVariable(name)] = String(child.pid);
    children.push(child);
  }
  return async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            // serve.mjs stops its own processes on SIGTERM; SIGKILL if it has not within 10 s.
            const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until a side stack answers its health check: at once when it is up, else polling, failing
 * early when its process has ended (its errors are in the run's output). Call it from a beforeAll
 * with a timeout above the stack's own.
 */
export async function awaitSideStack(name: SideStackName): Promise<void> {
  const stack = sideStacks(0)[name];
  const pid = Number(process.env[pidVariable(name)] ?? 0);
  const deadline = Date.now() + stack.startTimeoutMs;
  for (;;) {
    const answer = await fetch(stack.url).catch(() => null);
    if (answer?.ok) return;
    if (pid && !running(pid))
      throw new Error(
        `the ${name} storefront stopped before it answered ${stack.url}: see [${name}] in the output`,
      );
    if (Date.now() > deadline)
      throw new Error(
        `the ${name} storefront did not answer ${stack.url} within ${stack.startTimeoutMs / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A beforeAll's timeout for awaitSideStack: the stack's own, and some. */
export const SIDE_STACK_WAIT_MS = 310_000;
