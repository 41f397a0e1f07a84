// The API's own failures (an answer of 500 or more: a bug, a lost database) go to the error-reporting
// service when a DSN is configured (SENTRY_DSN), scrubbed like every report. The route's pattern is
// sent, never the requested URL or body: they are the customer's.
import { type Dsn, type ReportContext, sendEvent } from '@storefront/shared/observe';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ErrorReportingOptions {
  dsn: Dsn;
  environment: string;
  release?: string | undefined;
  /** The deployable's name in the report (api, shell-server). */
  service: string;
}

export function reportServerErrors(app: FastifyInstance, options: ErrorReportingOptions): void {
  const failures = new WeakMap<FastifyRequest, unknown>();
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    const error = failures.get(request) ?? new Error(`answered ${reply.statusCode}`);
    const context: ReportContext = {
      source: 'route',
      platform: 'node',
      service: options.service,
      environment: options.environment,
      release: options.release,
      url: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
      extra: { status: reply.statusCode },
    };
    // Not awaited: the answer is out already, and a slow sink must not hold the request's slot.
    void sendEvent(options.dsn, error, context);
  });
}
