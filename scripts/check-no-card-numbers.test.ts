import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findCardNumbers, main, scanPglite } from './check-no-card-numbers.mjs';

const SCRIPT = fileURLToPath(new URL('./check-no-card-numbers.mjs', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'card-scan-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What a real log line carries: epoch ms, order numbers, phones, ids, amounts. */
const CLEAN_LOG = [
  '{"level":30,"time":1772787600000,"pid":4242,"reqId":"req-1f","msg":"request completed","responseTime":12.5}',
  '{"order_id":100001,"phone":"79123456789","total":1117,"transaction_id":"tx_4242424242424242ab"}',
  'order 100002 for +7 (912) 345-67-89, key 2026-03-06_780, session 5e8f0c7d8a9b1c2d3e4f5a6b7c8d9e0f',
  'amount 4000000000 kopecks; inn 7701234567; ogrn 1027700132195; ogrn 5577851311656 6050710039339',
].join('\n');

describe('check-no-card-numbers', () => {
  it('finds a planted card number, plain or grouped', () => {
    expect(findCardNumbers('{"number":"4242424242424242"}').map((hit) => hit.digits)).toEqual([
      '4242424242424242',
    ]);
    expect(findCardNumbers('card 5555 5555 5555 4444 ok').map((hit) => hit.digits)).toEqual([
      '5555555555554444',
    ]);
    expect(findCardNumbers('pan=4000-0000-0000-3220;').map((hit) => hit.digits)).toEqual([
      '4000000000003220',
    ]);
  });

  it('ignores order numbers, phones, epoch milliseconds, ids and Luhn-invalid digits', () => {
    expect(findCardNumbers(CLEAN_LOG)).toEqual([]);
    expect(findCardNumbers('4242 4242 4242 4241')).toEqual([]);
  });

  it('exits 1 listing the finding in a log file (masked), 0 for a clean one', () => {
    const dir = tempDir();
    const clean = join(dir, 'clean.log');
    const dirty = join(dir, 'dirty.log');
    writeFileSync(clean, CLEAN_LOG);
    writeFileSync(dirty, `${CLEAN_LOG}\n{"body":{"number":"4000 0000 0000 3063","cvv":"123"}}\n`);
    const ok = spawnSync(process.execPath, [SCRIPT, clean], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(ok.status).toBe(0);
    const bad = spawnSync(process.execPath, [SCRIPT, clean, dirty], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('dirty.log:5: 400000••••••3063');
    expect(bad.stderr).not.toContain('4000000000003063');
  });

  it('scans every table of a PGlite database', async () => {
    const dir = tempDir();
    const apiRequire = createRequire(new URL('../api/package.json', import.meta.url));
    const { PGlite } = await import(apiRequire.resolve('@electric-sql/pglite'));
    const db = await PGlite.create({ dataDir: dir });
    await db.exec(`
      create table orders (id integer, phone text, cart jsonb);
      insert into orders values (100001, '79123456789', '{"total": 1117}');
      create table payments (id integer, card_hint text, note text);
      insert into payments values (1, '•• 4242', 'ok');`);
    await db.close();
    expect(await scanPglite(dir)).toEqual([]);

    const again = await PGlite.create({ dataDir: dir });
    await again.exec(`insert into payments values (2, null, 'pan 4242424242424242 leaked');`);
    await again.close();
    const findings = await scanPglite(dir);
    expect(findings).toEqual([{ source: 'table payments row 2', digits: '4242424242424242' }]);
    expect(await main(['--pglite', dir], {})).toBe(1);
  }, 60_000);
});
