// The sandbox acquirer's process: read env (refusing production unless opted in), open its ledger,
// listen, sweep (expire overdue transactions, re-send unacknowledged notifications); close on signals.
import { randomBytes } from 'node:crypto';
import { clockWithOffset, runServer } from '@storefront/server-shared/process';
import { buildAcquirerApp } from './app';
import { DEV_MERCHANT_SECRET, readAcquirerConfig } from './config';
import { openLedger } from './db';

let config: ReturnType<typeof readAcquirerConfig>;
try {
  config = readAcquirerConfig();
} catch (error) {
  console.error(`[acquirer] ${(error as Error).message}`);
  process.exit(1);
}
const production = config.NODE_ENV === 'production';
const now = clockWithOffset(config.CLOCK_OFFSET_MS);
const ledger = await openLedger(config.ACQUIRER_PGLITE_DIR);
const { app, acquirer } = await buildAcquirerApp({
  db: ledger.db,
  cardKey: config.ACQUIRER_CARD_KEY ?? randomBytes(32).toString('hex'),
  merchantSecret: config.ACQUIRER_SECRET ?? DEV_MERCHANT_SECRET,
  publicOrigin: config.ACQUIRER_PUBLIC_ORIGIN ?? `http://${config.HOST}:${config.PORT}`,
  notifyUrl: config.MERCHANT_NOTIFY_URL,
  now,
  logger: { level: config.LOG_LEVEL },
});
if (production)
  app.log.warn(
    'SANDBOX ACQUIRER RUNNING IN PRODUCTION (ACQUIRER_SANDBOX_IN_PRODUCTION=1): test cards are approved and no real money moves',
  );

let sweeping = false;
const sweep = setInterval(() => {
  if (sweeping) return;
  sweeping = true;
  acquirer
    .redeliver()
    .catch((err) => app.log.warn({ err }, 'acquirer sweep failed'))
    .finally(() => {
      sweeping = false;
    });
}, config.ACQUIRER_SWEEP_MS);
sweep.unref();

await runServer({
  server: app,
  port: config.PORT,
  host: config.HOST,
  closeResources: () => ledger.close(),
  onShutdown: () => clearInterval(sweep),
});
