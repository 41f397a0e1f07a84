// GET /api/health: for load balancers and the e2e web-server wait. Not rate-limited, never cached.
import { ERROR_CODES, healthResponseSchema } from '@storefront/shared/contract';
import { HttpError } from '../../http/http-error';
import type { App, ModuleOptions } from '../../http/types';
import { pingDatabase } from './repo';

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
}
