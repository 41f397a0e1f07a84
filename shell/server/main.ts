// Starts the shell's server alone: `pnpm --filter shell start` (node server/main.ts; Node runs the
// TypeScript as it is, no loader). Configured by environment only (config.ts; docs/server-rendering.md).
import { readConfig } from './config.ts';
import { createShellServer } from './server.ts';

/**
 * CLOCK_OFFSET_MS (the e2e runs' pinned hour, refused in production as the API refuses it): pages are
 * rendered at the same shifted time as the API answers and the browser shows them, so what depends on
 * the hour (open or closed shops) is the same on both sides of hydration.
 */
function shiftClock(offset: number): void {
  if (!offset || process.env.NODE_ENV === 'production') return;
  const RealDate = globalThis.Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  console.error(`[shell-server] ${(error as Error).message}`);
  process.exit(1);
}
shiftClock(Number(process.env.CLOCK_OFFSET_MS ?? 0));
const { app } = await createShellServer(config);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`shell server at http://${config.host}:${config.port} (public origin ${config.publicOrigin})`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
