// The local error sink and analytics collector as one process (api/dist/fake-sinks.js), started by
// scripts/tasks/serve.mjs when OBSERVE_SINKS is on. Ports, key and stream come from the environment.
import { createAnalyticsCollector, createErrorSink } from './sinks';

const env = process.env;
const host = env.OBSERVE_SINKS_HOST ?? '127.0.0.1';
const errors = createErrorSink({
  projectIds: (env.OBSERVE_SINK_PROJECTS ?? '1').split(','),
  publicKey: env.OBSERVE_SINK_KEY ?? 'localkey',
});
const analytics = createAnalyticsCollector({
  measurementId: env.OBSERVE_SINK_MEASUREMENT_ID ?? 'G-LOCAL',
  apiSecret: env.OBSERVE_SINK_API_SECRET ?? 'local-secret',
});
await errors.app.listen({ host, port: Number(env.OBSERVE_SINK_ERRORS_PORT ?? 3020) });
await analytics.app.listen({ host, port: Number(env.OBSERVE_SINK_ANALYTICS_PORT ?? 3021) });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    Promise.all([errors.app.close(), analytics.app.close()]).then(() => process.exit(0));
  });
