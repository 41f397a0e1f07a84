// Puts an in-memory PGlite back to a state captured earlier, so a test worker can hand the same
// instance to file after file instead of starting a new one for each: starting PGlite (its WebAssembly
// Postgres, then the data directory untarred into it) took a second or more per suite on a quiet
// machine and ten times that on a loaded one, while putting a few hundred rows back takes a fraction.
//
// What is put back: every table's rows (COPY to and from PGlite's /dev/blob), every sequence's value,
// and the session (open transaction, settings, advisory locks). Tables made after the capture (the job
// runner's queue partitions) are dropped. Any other change of the schema (a test altering a table) is
// not undone: `restore` then answers false and the caller throws the instance away.
import type { PGlite, Transaction } from '@electric-sql/pglite';

interface TableCopy {
  /** Quoted `"schema"."table"`. */
  name: string;
  /** Quoted column list COPY restores (generated columns are computed again, not copied). */
  columns: string;
  rows: Blob | undefined;
}

export interface PgliteState {
  tables: TableCopy[];
  /** Partitioned parents: emptied through their partitions, no rows of their own. */
  parents: string[];
  sequences: { name: string; value: string | null }[];
  fingerprint: string;
}

/** The schemas a test can write to: everything but PostgreSQL's own. */
const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

async function relations(pg: PGlite | Transaction, kinds: string) {
  const { rows } = await pg.query<{ schema: string; name: string; kind: string }>(
    `select n.nspname as schema, c.relname as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = any($1::"char"[]) and ${USER_SCHEMAS}
      order by 1, 2`,
    [kinds.split('')],
  );
  return rows.map((row) => ({ ...row, quoted: `${quote(row.schema)}.${quote(row.name)}` }));
}

/** The shape of the user schemas: relations, columns, constraints, indexes, triggers, functions. */
async function fingerprint(pg: PGlite | Transaction): Promise<string> {
  const { rows } = await pg.query<{ shape: string }>(
    `select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as shape from (
       select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as item
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
       union all
       select 'col ' || n.nspname || '.' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
              || ' ' || a.attnotnull || ' ' || a.attisdropped || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attnum > 0 and ${USER_SCHEMAS}
       union all
       select 'con ' || n.nspname || '.' || co.conname || ' ' || pg_get_constraintdef(co.oid)
         from pg_constraint co join pg_namespace n on n.oid = co.connamespace where ${USER_SCHEMAS}
       union all
       select 'idx ' || pg_get_indexdef(i.indexrelid)
         from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
        where ${USER_SCHEMAS}
       union all
       select 'trg ' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal and ${USER_SCHEMAS}
       union all
       select 'fn ' || n.nspname || '.' || p.proname || ' ' || md5(p.prosrc)
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}
     ) shape`,
  );
  return rows[0]?.shape ?? '';
}

/** The instance's rows, sequences and schema shape as they are now. */
export async function capturePgliteState(pg: PGlite): Promise<PgliteState> {
  const tables: TableCopy[] = [];
  for (const table of await relations(pg, 'r')) {
    const { rows } = await pg.query<{ columns: string | null }>(
      `select string_agg(quote_ident(attname), ', ' order by attnum) as columns
         from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      [table.quoted],
    );
    const columns = rows[0]?.columns ?? '';
    const count = await pg.query<{ any: boolean }>(`select exists (select from ${table.quoted}) as any`);
    const copied = count.rows[0]?.any
      ? (await pg.query(`copy ${table.quoted} (${columns}) to '/dev/blob'`)).blob
      : undefined;
    tables.push({ name: table.quoted, columns, rows: copied });
  }
  const parents = (await relations(pg, 'p')).map((parent) => parent.quoted);
  const sequences = await relations(pg, 'S');
  const values: PgliteState['sequences'] = [];
  for (const sequence of sequences) {
    const { rows } = await pg.query<{ value: string | null }>(
      `select case when is_called then last_value::text end as value from ${sequence.quoted}`,
    );
    values.push({ name: sequence.quoted, value: rows[0]?.value ?? null });
  }
  return { tables, parents, sequences: values, fingerprint: await fingerprint(pg) };
}

/**
 * Puts `state` back. False when the instance cannot be reused: it is closed, or its schema differs
 * from the captured one in a way other than added tables.
 */
export async function restorePgliteState(pg: PGlite, state: PgliteState): Promise<boolean> {
  if (pg.closed) return false;
  // A test that failed inside a transaction may have left it open; session settings, advisory locks
  // and prepared statements go with DISCARD ALL.
  await pg.exec('rollback');
  await pg.exec('discard all');
  const known = new Set([...state.tables.map((table) => table.name), ...state.parents]);
  await pg.transaction(async (tx) => {
    for (const extra of (await relations(tx, 'rp')).filter((table) => !known.has(table.quoted)))
      await tx.exec(`drop table if exists ${extra.quoted} cascade`);
    if (state.tables.length)
      await tx.exec(`truncate ${state.tables.map((table) => table.name).join(', ')} cascade`);
    // The rows were consistent when captured: foreign-key checks and triggers are not run again.
    await tx.exec('set local session_replication_role = replica');
    for (const table of state.tables)
      if (table.rows)
        await tx.query(`copy ${table.name} (${table.columns}) from '/dev/blob'`, [], { blob: table.rows });
    for (const sequence of state.sequences)
      if (sequence.value === null) await tx.exec(`alter sequence ${sequence.name} restart`);
      else await tx.query(`select setval($1::regclass, $2::bigint, true)`, [sequence.name, sequence.value]);
  });
  return (await fingerprint(pg)) === state.fingerprint;
}

/** An instance handed out by a PGliteStatePool, with the state it goes back to. */
export interface Pooled<T> {
  item: T;
  state: PgliteState;
}

/**
 * In-memory PGlite instances no suite holds now. The API's files share workers, so one worker hands
 * the same few instances to file after file, each put back to the state captured when it was opened:
 * starting a new PGlite per suite (initdb in WebAssembly, then migrations) cost more than most suites.
 */
export class PgliteStatePool<T> {
  readonly #idle: Pooled<T>[] = [];

  constructor(
    private readonly open: () => Promise<T>,
    private readonly clientOf: (item: T) => PGlite,
    private readonly close: (item: T) => Promise<void>,
  ) {}

  async take(): Promise<Pooled<T>> {
    const idle = this.#idle.pop();
    if (idle) return idle;
    const item = await this.open();
    return { item, state: await capturePgliteState(this.clientOf(item)) };
  }

  /** Back to the pool in its captured state, or closed when it cannot be put back. */
  async release(pooled: Pooled<T>): Promise<void> {
    const client = this.clientOf(pooled.item);
    if (await restorePgliteState(client, pooled.state).catch(() => false)) this.#idle.push(pooled);
    else if (!client.closed) await this.close(pooled.item);
  }
}
