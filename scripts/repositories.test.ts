// Each API module reads and writes the database through its own repo.ts: services, commands and
// routes call plain functions named by what they do, so a reader finds every query of a module in
// one file and a schema change touches one file per module. This keeps it so: outside repo.ts (and
// tests), no module or job file imports drizzle's query builders or calls a query on a db or
// transaction.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The API's modules, and the jobs that run beside them. */
const SOURCES = ['api/src/modules', 'api/src/jobs'].map((dir) => join(ROOT, dir));

const isTestFile = (file: string) => /(\.test\.ts|\/test-[^/]+\.ts|\/testing\.ts)$/.test(file);

function moduleFiles(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(dir, file)),
  ).filter((file) => !file.endsWith('/repo.ts') && !isTestFile(file));
}

/** A value import from drizzle-orm (operators, `sql`): types alone build no query. */
const DRIZZLE_VALUE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'drizzle-orm[^']*'/g;
/** A query run on a handle: `db.select(`, `tx\n  .insert(`, `deps.database.db.execute(`… */
const QUERY_CALL =
  /\b(db|tx|trx|relaxed)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/;

function queriesOutsideRepo(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(DRIZZLE_VALUE_IMPORT)) {
    const values = match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '));
    if (values.length > 0) found.push(`imports ${values.join(', ')} from drizzle-orm`);
  }
  const call = source.match(QUERY_CALL);
  if (call) found.push(`runs ${call[0].replace(/\s+/g, '')}`);
  return found;
}

describe('module repositories', () => {
  it('recognises a query builder import and a query call, and lets type imports through', () => {
    expect(queriesOutsideRepo("import { and, eq } from 'drizzle-orm';")).toEqual([
      'imports and, eq from drizzle-orm',
    ]);
    expect(queriesOutsideRepo("import { type SQL } from 'drizzle-orm';")).toEqual([]);
    expect(queriesOutsideRepo('await tx\n    .update(orders)')).toEqual(['runs tx.update']);
    expect(queriesOutsideRepo('await deps.database.db.execute(sql`select 1`)')).toEqual(['runs db.execute']);
    expect(queriesOutsideRepo("app.delete('/x', handler); memory.delete(key)")).toEqual([]);
  });

  it('no module file but repo.ts queries the database', () => {
    const offenders = moduleFiles()
      .filter((file) => queriesOutsideRepo(readFileSync(file, 'utf8')).length > 0)
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
