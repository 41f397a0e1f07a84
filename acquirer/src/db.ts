// The ledger's database: embedded PGlite, on disk (ACQUIRER_PGLITE_DIR, default acquirer/.data) or
// in memory (`memory://`, tests and e2e).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import * as schema from './schema';

export type LedgerDb = PgliteDatabase<typeof schema>;

export const DEFAULT_LEDGER_DIR = fileURLToPath(new URL('../.data/ledger', import.meta.url));

export interface Ledger {
  db: LedgerDb;
  close(): Promise<void>;
}

export async function openLedger(dir: string = DEFAULT_LEDGER_DIR): Promise<Ledger> {
  const memory = dir === 'memory://';
  if (!memory) mkdirSync(resolve(dir), { recursive: true });
  const client = memory ? await PGlite.create() : await PGlite.create({ dataDir: resolve(dir) });
  await client.exec(schema.CREATE_LEDGER);
  return { db: drizzle(client, { schema }), close: () => client.close() };
}
