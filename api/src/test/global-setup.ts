// Runs once per `vitest run` of the API project, before any test file: migrates and seeds one
// database of each kind and hands it to the files as a starting point, so a file copies a prepared
// database (a fraction of a second) instead of running every migration and the seed itself (10–30 s
// per file on a loaded two-core machine). PGlite: the data directory dumped to a tarball that each
// file loads (PGlite's loadDataDir). PostgreSQL: a template database each file clones with
// CREATE DATABASE … TEMPLATE.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';
import {
  createTemplateDatabase,
  dropDatabase,
  type PreparedDatabases,
  prepareDatabase,
  SEED_VARIANTS,
  type SeedVariant,
} from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabases: PreparedDatabases;
  }
}

/** Both variants from one database (SEED_VARIANTS order): migrated and dumped, then seeded and dumped. */
async function preparePglite(folder: string): Promise<PreparedDatabases['pglite']> {
  const database = await createDb({ pgliteDir: 'memory://' });
  const files: PreparedDatabases['pglite'] = {};
  try {
    for (const variant of SEED_VARIANTS) {
      await prepareDatabase(database, variant === 'seeded');
      if (!database.dumpDataDir) throw new Error('an in-memory PGlite dumps its data directory');
      const dump = await database.dumpDataDir();
      const file = join(folder, `${variant}.tar`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      files[variant] = file;
    }
  } finally {
    await database.close();
  }
  return files;
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const folder = mkdtempSync(join(tmpdir(), 'storefront-api-tests-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates: Partial<Record<SeedVariant, string>> = {};
  const dropTemplates = async () => {
    if (adminUrl)
      for (const name of Object.values(templates)) await dropDatabase(adminUrl, name, { template: true });
  };
  try {
    // PostgreSQL does its part in the server's processes while this one prepares PGlite.
    const [pglite] = await Promise.all([
      preparePglite(folder),
      (async () => {
        if (!adminUrl) return;
        for (const variant of SEED_VARIANTS)
          templates[variant] = await createTemplateDatabase(adminUrl, variant === 'seeded');
      })(),
    ]);
    project.provide('preparedDatabases', { pglite, postgres: templates });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    await dropTemplates();
    throw error;
  }
  process.stdout.write(`API test databases prepared in ${((Date.now() - started) / 1000).toFixed(1)}s\n`);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await dropTemplates();
  };
}
