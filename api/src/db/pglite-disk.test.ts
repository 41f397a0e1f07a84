// The embedded default on disk: migrations and seed persist across restarts, including a kill -9
// right after start-up (PGlite once skipped its filesystem sync after COMMIT, pglite#1065).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seed } from '../seed';
import { createDb } from './client';
import { brands, cities } from './schema';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'sf-pglite-'));
  dirs.push(dir);
  return dir;
}

async function countCities(dir: string) {
  const database = await createDb({ pgliteDir: dir });
  try {
    const [row] = await database.db.select({ n: count() }).from(cities);
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** Starts the real entry point and resolves once it listens. */
function startApi(dir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: { ...env, PGLITE_DIR: dir, PORT: '0', LOG_LEVEL: 'info', SEED: 'always' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before listening:\n${output}`)));
  });
  return { child, listening };
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('PGlite on disk', () => {
  it('keeps migrations and seed across a clean restart', async () => {
    const dir = await tempDir();
    const first = await createDb({ pgliteDir: dir });
    await first.migrate(async (db) => {
      await seed(db);
    });
    await first.close();

    const second = await createDb({ pgliteDir: dir });
    try {
      // Migrating again is a no-op; the seeded data is still there.
      await second.migrate();
      const [row] = await second.db.select({ n: count() }).from(brands);
      expect(row?.n).toBeGreaterThanOrEqual(2);
      const app = await buildApp({ db: second, rateLimit: false });
      const response = await app.inject('/api/cities/moscow');
      expect(response.statusCode).toBe(200);
      await app.close();
    } finally {
      await second.close();
    }
    // Migrations and the seed on disk, then the app: over 30 s at load 20.
  }, 180_000);

  it('keeps what start-up wrote when the process is killed with SIGKILL', async () => {
    const dir = await tempDir();
    const { child, listening } = startApi(dir);
    try {
      await listening;
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('close', resolve));
    }
    expect(await countCities(dir)).toBeGreaterThan(0);
    // A whole API process starts (tsx compiles its sources, PGlite runs initdb): over 30 s at load 20.
  }, 180_000);
});
