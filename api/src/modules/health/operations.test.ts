// What an operator's tooling reads: readiness (database and job runner), Prometheus metrics on a
// server of their own, and a drain that finishes the requests in flight and hands the jobs back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ApiMetrics, metricsServer } from '../../http/metrics';
import type { App } from '../../http/types';
import { JOB_NAMES } from '../../jobs';
import { describeEachDatabase } from '../../test/describe-each-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('operations: ready, metrics, drain', (ctx) => {
  let app: App;
  let metrics: ApiMetrics;
  const slowStarted: Array<() => void> = [];
  /** An app with jobs, listening, with a request that takes a while (to be in flight when the drain starts). */
  const startApp = async (measured: ApiMetrics) => {
    const started = await buildApp({
      db: ctx.database,
      rateLimit: false,
      acquirerUrl: ctx.acquirer.url,
      metrics: measured,
      jobs: { tickEveryMs: false, pollingIntervalSeconds: 0.5 },
    });
    started.get('/api/test-slow', async () => {
      for (const running of slowStarted.splice(0)) running();
      await sleep(700);
      return { done: true };
    });
    await started.listen({ port: 0, host: '127.0.0.1' });
    return started;
  };
  beforeAll(async () => {
    metrics = new ApiMetrics(ctx.database);
    app = await startApp(metrics);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is ready when the database and the job runner answer; without jobs it says so', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', jobs: 'ok' });
    const withoutJobs = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(withoutJobs.json()).toEqual({ status: 'ready', database: 'ok', jobs: 'off' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves request rate, latency, errors by route, job runs and orders by status on its own server', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const sent = await app.jobs!.tick();
    const id = sent[JOB_NAMES.sessionPurge] ?? null;
    if (id)
      for (let i = 0; i < 100; i++) {
        const [job] = await app.jobs!.boss.findJobs(JOB_NAMES.sessionPurge, { id });
        if (job?.state === 'completed') break;
        await sleep(100);
      }
    const server = metricsServer(metrics);
    const scraped = await server.inject({ method: 'GET', url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health"\} \d+/,
    );
    expect(text).toMatch(/http_request_errors_total\{route="unmatched",status="404"\} 1/);
    if (id) expect(text).toMatch(/job_runs_total\{job="session-purge",outcome="completed"\} [1-9]/);
    expect(text).toContain('# TYPE orders gauge');
    expect(text).toContain('# TYPE payments gauge');
    await server.close();
  });

  describe('drain', () => {
    // An app of its own: the drain closes it, and the other tests (in any order) use theirs.
    it('finishes the requests in flight, refuses new ones and stops the job runner', async () => {
      const app = await startApp(new ApiMetrics(ctx.database));
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const started = new Promise<void>((resolve) => slowStarted.push(resolve));
      const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
      await started;
      const closing = app.close();
      await sleep(50);
      const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect(late === 503 || late === 'refused').toBe(true);
      expect(await inFlight).toEqual({ status: 200, body: { done: true } });
      await closing;
      expect(await app.jobs!.ready()).toBe(false);
    });
  });
});
