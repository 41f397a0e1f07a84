// The API's background work, on pg-boss: one queue per job in the database every instance shares
// (PostgreSQL, or the process's PGlite through pg-boss's own PGlite adapter), so the job table is
// the one record of what ran, when, how often it was retried and what failed.
//
// A tick is "send this job unless one was already sent in this period": every instance's ticker
// sends, pg-boss's throttle (a unique key per job and period, decided in the database) keeps one,
// and the queue's `exclusive` policy keeps a second from being created while one waits or runs.
// Any instance's worker may then take it; SKIP LOCKED hands it to exactly one.
//
// An idle API should cost the database next to nothing: the ticker sends a job only once its period
// is due (not every second), the instance that sent it wakes its own worker at once, and workers
// otherwise look for work about once per period (retries and other instances' jobs), at most every
// 30 s.
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job runner; null when built without jobs (tests). */
    jobs: JobRunner | null;
  }
}

/** Where a job that failed every retry is copied, for an operator to read and redrive. */
export const DEAD_LETTER_QUEUE = 'jobs-dead-letter';

export interface JobDefinition {
  name: string;
  /** One run per this many seconds across all instances. */
  everySeconds: number;
  /** A tick sends no data; a job sent with `send` (a forced run, a webhook's) carries its own. */
  run(data?: unknown): Promise<unknown>;
}

/**
 * Work sent on demand, one job per key (an order's export): retried with backoff, and handed to
 * `gaveUp` when its last retry failed, so the failure reaches someone instead of only the log.
 */
export interface QueueDefinition<T = unknown> {
  name: string;
  /** Retries after the first run (default: the runner's retryLimit). */
  retryLimit?: number;
  /** Seconds before the first retry; later ones double (pg-boss's backoff). */
  retryDelaySeconds?: number;
  run(data: T): Promise<unknown>;
  gaveUp?(data: T, error: unknown): Promise<void>;
}

export type JobOutcome = 'completed' | 'failed';

export interface JobRunnerOptions {
  database: Database;
  jobs: readonly JobDefinition[];
  /** On-demand queues (`send`), beside the periodic jobs. */
  queues?: readonly QueueDefinition<never>[];
  /** Each instance sends due ticks this often (ms); false sends none (tests call tick()). */
  tickEveryMs?: number | false;
  /**
   * How often an idle worker looks for a job, in seconds (pg-boss allows ≥ 0.5). By default a
   * periodic job's worker looks once per period (at most every 30 s) and a queue's once per its
   * first retry delay: a job this instance sends wakes its worker at once, so polling only picks up
   * retries and jobs another instance sent while its own worker was busy.
   */
  pollingIntervalSeconds?: number;
  /** Retries of a failed run before it is failed and copied to the dead-letter queue. */
  retryLimit?: number;
  /** Told of every run's end (metrics, logs). */
  onRun?: (name: string, outcome: JobOutcome, seconds: number, error?: unknown) => void;
  onError?: (error: unknown) => void;
  /** Names this instance in pg-boss's instance registry. */
  instanceName?: string;
}

/** A run that has not ended by then is failed (and retried): a hung tick must not hold its job forever. */
const EXPIRE_IN_SECONDS = 120;
/** Completed runs are kept this long for an operator (and the soak) to count. */
const KEEP_COMPLETED_SECONDS = 6 * 3600;
/** The longest an idle worker goes without looking for work (pg-boss's floor is 0.5 s). */
const MAX_POLL_SECONDS = 30;
/**
 * After a send that created nothing (another instance's job for the period, or the last run still
 * going), the ticker tries again this soon rather than a period later: the database's clock decides
 * the period, and it may run a little behind this instance's.
 */
const RETRY_SEND_MS = 5000;

const pollSeconds = (seconds: number) => Math.min(MAX_POLL_SECONDS, Math.max(0.5, seconds));

export class JobRunner {
  readonly boss: PgBoss;
  readonly #options: JobRunnerOptions;
  #ticker: NodeJS.Timeout | undefined;
  #ticking: Promise<unknown> | undefined;
  #started = false;
  /** Each job's and queue's worker on this instance, woken when this instance sends to it. */
  readonly #workers = new Map<string, string>();
  /** When the ticker next sends each job (ms since the epoch); absent means now. */
  readonly #nextSend = new Map<string, number>();

  constructor(options: JobRunnerOptions) {
    this.#options = options;
    const { connection } = options.database;
    const common = {
      schema: 'pgboss',
      // The API's own maintenance: pg-boss's supervisor expires, retries and archives jobs.
      supervise: true,
      schedule: false,
      migrate: true,
      instanceName: options.instanceName ?? 'api',
      openTelemetry: { enabled: false },
    };
    this.boss =
      connection.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: connection.url, max: 3 })
        : new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' });
    this.boss.on('error', (error) => options.onError?.(error));
  }

  get jobs(): readonly JobDefinition[] {
    return this.#options.jobs;
  }

  async start(): Promise<void> {
    if (this.#started) return;
    const { boss } = this;
    await boss.start();
    this.#started = true;
    await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 86_400 }).catch(ignoreExists);
    const retryLimit = this.#options.retryLimit ?? 2;
    for (const job of this.#options.jobs) {
      const queue = {
        policy: 'exclusive' as const,
        retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        expireInSeconds: Math.max(EXPIRE_IN_SECONDS, job.everySeconds * 2),
        deleteAfterSeconds: KEEP_COMPLETED_SECONDS,
        deadLetter: DEAD_LETTER_QUEUE,
      };
      await boss.createQueue(job.name, queue).catch(ignoreExists);
      const workerId = await boss.work(
        job.name,
        {
          pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? pollSeconds(job.everySeconds),
          batchSize: 1,
        },
        async ([sent]) => {
          const started = performance.now();
          try {
            await job.run(sent?.data ?? undefined);
            this.#options.onRun?.(job.name, 'completed', (performance.now() - started) / 1000);
          } catch (error) {
            this.#options.onRun?.(job.name, 'failed', (performance.now() - started) / 1000, error);
            throw error;
          }
        },
      );
      this.#workers.set(job.name, workerId);
    }
    for (const queue of this.#options.queues ?? []) {
      const limit = queue.retryLimit ?? retryLimit;
      await boss
        .createQueue(queue.name, {
          // One job queued or running per key: sending an order's export twice queues it once.
          policy: 'exclusive',
          retryLimit: limit,
          retryDelay: queue.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: EXPIRE_IN_SECONDS,
          deleteAfterSeconds: KEEP_COMPLETED_SECONDS,
          deadLetter: DEAD_LETTER_QUEUE,
        })
        .catch(ignoreExists);
      const run = queue as QueueDefinition<unknown>;
      const workerId = await boss.work(
        queue.name,
        {
          pollingIntervalSeconds:
            this.#options.pollingIntervalSeconds ?? pollSeconds(queue.retryDelaySeconds ?? 5),
          batchSize: 1,
          includeMetadata: true,
        },
        async ([job]) => {
          if (!job) return;
          const started = performance.now();
          try {
            await run.run(job.data);
            this.#options.onRun?.(queue.name, 'completed', (performance.now() - started) / 1000);
          } catch (error) {
            this.#options.onRun?.(queue.name, 'failed', (performance.now() - started) / 1000, error);
            if (job.retryCount >= job.retryLimit) await run.gaveUp?.(job.data, error);
            throw error;
          }
        },
      );
      this.#workers.set(queue.name, workerId);
    }
    const every = this.#options.tickEveryMs ?? 1000;
    if (every !== false) {
      this.#ticker = setInterval(() => {
        if (this.#ticking) return;
        this.#ticking = this.tick({ dueOnly: true })
          .catch((error) => this.#options.onError?.(error))
          .finally(() => {
            this.#ticking = undefined;
          });
      }, every);
      this.#ticker.unref();
    }
  }

  /**
   * Sends every job whose period has no job yet; answers the ids this instance created (a job
   * another instance sent first for the period is not sent again). With `dueOnly` (the ticker), a
   * job this instance already sent for the current period is not asked about again until the next.
   */
  async tick({ dueOnly = false } = {}): Promise<Record<string, string | null>> {
    const sent: Record<string, string | null> = {};
    for (const job of this.#options.jobs) {
      const now = Date.now();
      if (dueOnly && now < (this.#nextSend.get(job.name) ?? 0)) {
        sent[job.name] = null;
        continue;
      }
      const id = await this.boss.sendThrottled(job.name, null, null, job.everySeconds, job.name);
      const periodMs = job.everySeconds * 1000;
      const nextPeriod = (Math.floor(now / periodMs) + 1) * periodMs;
      this.#nextSend.set(job.name, id ? nextPeriod : Math.min(nextPeriod, now + RETRY_SEND_MS));
      if (id) this.#wake(job.name);
      sent[job.name] = id;
    }
    return sent;
  }

  /**
   * Queues one run of a job or queue with its data; `key` makes it one per key while it waits or
   * runs (an order's id). Answers the job's id, or null when one with the key is already there.
   */
  async send(name: string, data: object, key?: string): Promise<string | null> {
    const id = await this.boss.send(name, data, key ? { singletonKey: key } : {});
    if (id) this.#wake(name);
    return id;
  }

  /** This instance's worker for the queue fetches now instead of at its next poll. */
  #wake(name: string) {
    const workerId = this.#workers.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /** The database answers through the runner's own connection, and the runner is started. */
  async ready(): Promise<boolean> {
    if (!this.#started) return false;
    await this.boss.getDb().executeSql('select 1');
    return true;
  }

  /**
   * Stops sending ticks and taking jobs; waits (up to `timeoutMs`) for the runs in progress, so a
   * draining instance hands no half-done run to the next one. A run cut off by the timeout expires
   * and is retried by another instance.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.#ticker) clearInterval(this.#ticker);
    this.#ticker = undefined;
    await this.#ticking;
    if (!this.#started) return;
    this.#started = false;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}

function ignoreExists(error: unknown) {
  if (!/already exists/i.test(String((error as Error)?.message))) throw error;
}
