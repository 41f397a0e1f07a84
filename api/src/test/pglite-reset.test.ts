import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturePgliteState, type PgliteState, restorePgliteState } from './pglite-reset';

describe('putting a PGlite back to a captured state', () => {
  let pg: PGlite;
  let state: PgliteState;

  const rows = async () =>
    (await pg.query<{ id: number; name: string }>('select id, name from app.city order by id')).rows;
  const shops = async () => (await pg.query<{ city_id: number }>('select city_id from app.shop')).rows;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create schema app;
      create table app.city (id integer primary key generated always as identity, name text not null,
                             upper_name text generated always as (upper(name)) stored);
      create table app.shop (id serial primary key, city_id integer not null references app.city (id));
      create table app.empty (id serial primary key);
      create table app.job (name text not null, id integer) partition by list (name);
      create table app.job_a partition of app.job for values in ('a');
      insert into app.city (name) values ('moscow'), ('kazan');
      insert into app.shop (city_id) values (1), (2), (2);
    `);
    state = await capturePgliteState(pg);
  });

  beforeEach(async () => {
    expect(await restorePgliteState(pg, state)).toBe(true);
  });

  afterAll(async () => {
    await pg.close();
  });

  it('puts back rows that were changed, deleted or added, with generated columns computed', async () => {
    await pg.exec(`
      update app.city set name = 'spb' where id = 1;
      delete from app.shop where city_id = 2;
      insert into app.city (name) values ('omsk');
      insert into app.empty default values;
      insert into app.job values ('a', 1);
    `);
    expect(await restorePgliteState(pg, state)).toBe(true);
    expect(await rows()).toEqual([
      { id: 1, name: 'moscow' },
      { id: 2, name: 'kazan' },
    ]);
    expect(await shops()).toHaveLength(3);
    expect((await pg.query('select * from app.empty')).rows).toEqual([]);
    expect((await pg.query('select * from app.job')).rows).toEqual([]);
    expect((await pg.query(`select upper_name from app.city where id = 2`)).rows).toEqual([
      { upper_name: 'KAZAN' },
    ]);
  });

  it('puts sequences back, so the next ids are the ones a fresh copy would give', async () => {
    await pg.exec(
      `insert into app.city (name) values ('omsk'), ('tomsk'); insert into app.empty default values;`,
    );
    await restorePgliteState(pg, state);
    const next = await pg.query<{ id: number }>(`insert into app.city (name) values ('perm') returning id`);
    expect(next.rows).toEqual([{ id: 3 }]);
    const empty = await pg.query<{ id: number }>('insert into app.empty default values returning id');
    expect(empty.rows).toEqual([{ id: 1 }]);
  });

  it('keeps foreign keys checked after a restore', async () => {
    await expect(pg.exec('insert into app.shop (city_id) values (99)')).rejects.toThrow(/foreign key/);
  });

  it('drops tables made since the capture, partitions included', async () => {
    await pg.exec(`
      create table app.job_b partition of app.job for values in ('b');
      create table app.scratch (id integer);
    `);
    expect(await restorePgliteState(pg, state)).toBe(true);
    const { rows: tables } = await pg.query<{ relname: string }>(
      `select relname from pg_class where relnamespace = 'app'::regnamespace and relkind in ('r', 'p') order by 1`,
    );
    expect(tables.map((table) => table.relname)).toEqual(['city', 'empty', 'job', 'job_a', 'shop']);
  });

  it('ends a transaction a test left open, and its session settings', async () => {
    await pg.exec(`begin; set timezone = 'Asia/Tokyo'; delete from app.shop;`);
    expect(await restorePgliteState(pg, state)).toBe(true);
    expect(await shops()).toHaveLength(3);
    const { rows: zone } = await pg.query<{ zone: string }>(`select current_setting('timezone') as zone`);
    expect(zone[0]?.zone).not.toBe('Asia/Tokyo');
  });
});

describe('a PGlite that cannot be put back', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
  });
  afterAll(async () => {
    if (!pg.closed) await pg.close();
  });

  it('answers false when the schema changed otherwise, or once closed: the caller throws it away', async () => {
    await pg.exec('create table city (id integer primary key, name text)');
    const state = await capturePgliteState(pg);
    await pg.exec('alter table city add column note text');
    expect(await restorePgliteState(pg, state)).toBe(false);
    await pg.exec('alter table city drop column note');
    // A dropped column stays in the catalogue: still not the captured shape.
    expect(await restorePgliteState(pg, state)).toBe(false);
    await pg.close();
    expect(await restorePgliteState(pg, state)).toBe(false);
  });
});
