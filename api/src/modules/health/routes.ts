// GET /api/health: liveness, for the e2e web-server wait and a process supervisor. GET /api/ready:
// readiness for a load balancer — the database answers and the job runner is up; 503 while the
// instance drains (SIGTERM), so the balancer takes it out before it stops. Neither is rate-limited
// or cached.
import { ERROR_CODES, healthResponseSchema } from '@storefront/shared/contract';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import type { App, ModuleOptions } from '../../http/types';
import { pingDatabase } from './repo';

/** The readiness answer (this API's own: no client reads it but a load balancer and an operator). */
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  jobs: z.enum(['ok', 'off', 'stopped', 'unavailable']),
});

export async function healthRoutes(app: App, { deps }: ModuleOptions) {
  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { response: { 200: healthResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(deps.database.db);
      } catch (err) {
        request.log.error({ err }, 'health: database ping failed');
        throw new HttpError(503, 'Database unavailable.', ERROR_CODES.unavailable);
      }
      return { status: 'ok' as const, database: deps.database.kind };
    },
  );

  app.get(
    '/ready',
    { config: { rateLimit: false }, schema: { response: { 200: readySchema, 503: readySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const jobs = app.jobs;
      const checks: z.infer<typeof readySchema> = {
        status: 'ready',
        database: 'ok',
        jobs: jobs ? 'ok' : 'off',
      };
      try {
        await pingDatabase(deps.database.db);
      } catch (err) {
        request.log.error({ err }, 'ready: database ping failed');
        checks.database = 'unavailable';
      }
      if (jobs) {
        try {
          if (!(await jobs.ready())) checks.jobs = 'stopped';
        } catch (err) {
          request.log.error({ err }, 'ready: job runner check failed');
          checks.jobs = 'unavailable';
        }
      }
      const ready = checks.database === 'ok' && checks.jobs !== 'stopped' && checks.jobs !== 'unavailable';
      return reply.code(ready ? 200 : 503).send({ ...checks, status: ready ? 'ready' : 'unavailable' });
    },
  );
}
