// Prometheus metrics (prom-client), one registry per app: request rate and latency by route,
// errors by route, background job runs and failures, and orders and payments by status (counted in
// the database at scrape time, so every instance reports the shared truth). They are served on a
// port of their own (METRICS_PORT, main.ts), never through the public proxy.
import Fastify from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { JobOutcome } from '../jobs/runner';
import type { App } from './types';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export class ApiMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly latency: Histogram<'method' | 'route'>;
  readonly errors: Counter<'route' | 'status'>;
  readonly jobRuns: Counter<'job' | 'outcome'>;
  readonly jobSeconds: Histogram<'job'>;

  constructor(database: Database, { defaults = false }: { defaults?: boolean } = {}) {
    const registers = [this.registry];
    if (defaults) collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP answers with a 4xx or 5xx status, by route template and status.',
      labelNames: ['route', 'status'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Background job runs in this instance, by job and outcome (completed or failed).',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'job_run_duration_seconds',
      help: 'Duration of background job runs in this instance.',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
      registers,
    });
    const byStatus = (name: string, help: string, query: string) =>
      new Gauge({
        name,
        help,
        labelNames: ['status'],
        registers,
        async collect() {
          this.reset();
          const rows = rowsOf<{ status: string; n: number }>(await database.db.execute(query));
          for (const row of rows) this.set({ status: row.status }, Number(row.n));
        },
      });
    byStatus(
      'orders',
      'Orders in the database, by status.',
      'select status, count(*)::int as n from orders group by 1',
    );
    byStatus(
      'payments',
      'Payment attempts in the database, by state.',
      'select state as status, count(*)::int as n from payments group by 1',
    );
  }

  /** Counts every answer of `app`: rate, latency and errors by route template. */
  instrument(app: App) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      this.requests.inc({ method: request.method, route, status });
      this.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) this.errors.inc({ route, status });
    });
  }

  jobRun(job: string, outcome: JobOutcome, seconds: number) {
    this.jobRuns.inc({ job, outcome });
    this.jobSeconds.observe({ job }, seconds);
  }
}

/** The metrics endpoint as a server of its own: GET /metrics in the Prometheus text format. */
export function metricsServer(metrics: ApiMetrics) {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  return server;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (http/metrics.ts). */
    metrics: ApiMetrics;
  }
}
