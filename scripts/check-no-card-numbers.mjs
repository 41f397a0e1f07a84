#!/usr/bin/env node
// Finds card numbers where none may be (PCI DSS, spec §1: card data reaches only the acquirer's
// widget): Luhn-valid 13–19 digit sequences, plain or grouped by spaces or dashes, starting like a
// card (2–6) with a length its scheme issues, not glued to letters or other digits (so ids, epoch
// milliseconds, order numbers, registration numbers and phones are not taken for one). Scans the given log files and, when asked, a database: every row
// of every table in the public schema, as text.
//   node scripts/check-no-card-numbers.mjs [--database-url URL | --pglite DIR] [LOG_FILE...]
// DATABASE_URL in the environment counts as --database-url. Exits 1 and lists what it found (first
// six and last four digits only), 0 when clean, 2 on a usage error.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const CANDIDATE = /(?<![\p{L}\p{N}_])[2-6](?:[ -]?\d){12,18}(?![\p{L}\p{N}_])/gu;

export function luhnValid(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Lengths the schemes issue: 13 digits only for old Visa (4…), 14 for Diners (3…), 15 for Amex
 * (34/37), 16–19 for everything from 2 to 6. Keeps 13-digit registration numbers (OGRN) out.
 */
function plausibleIssuer(digits) {
  if (digits.length === 13) return digits[0] === '4';
  if (digits.length === 14) return digits[0] === '3';
  if (digits.length === 15) return /^3[47]/.test(digits);
  return true;
}

/** Card-like numbers in a text: `[{ digits, index }]`. */
export function findCardNumbers(text) {
  const found = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    // Separators only between groups: no doubled or trailing ones slipped through.
    if (digits.length < 13 || digits.length > 19 || /[ -]{2}/.test(match[0])) continue;
    if (/^(\d)\1+$/.test(digits) || !plausibleIssuer(digits)) continue;
    if (luhnValid(digits)) found.push({ digits, index: match.index });
  }
  return found;
}

export const mask = (digits) => `${digits.slice(0, 6)}${'•'.repeat(digits.length - 10)}${digits.slice(-4)}`;

export function scanText(text, source) {
  const findings = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const hit of findCardNumbers(line))
      findings.push({ source: `${source}:${i + 1}`, digits: hit.digits });
  });
  return findings;
}

const apiRequire = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', 'api', 'package.json'));

/** Every row of every public table, as text, through `query(sql) → rows`. */
export async function scanRows(query) {
  const findings = [];
  const tables = await query(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  for (const { name } of tables) {
    const rows = await query(`select t::text as row from "${name.replace(/"/g, '""')}" t`);
    rows.forEach((row, i) => {
      for (const hit of findCardNumbers(row.row))
        findings.push({ source: `table ${name} row ${i + 1}`, digits: hit.digits });
    });
  }
  return findings;
}

export async function scanPostgres(url) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await scanRows(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

export async function scanPglite(dir) {
  const { PGlite } = await import(apiRequire.resolve('@electric-sql/pglite'));
  const db = await PGlite.create({ dataDir: dir });
  try {
    return await scanRows(async (sql) => (await db.query(sql)).rows);
  } finally {
    await db.close();
  }
}

export async function main(argv = process.argv.slice(2), env = process.env) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'database-url': { type: 'string' }, pglite: { type: 'string' } },
    });
  } catch (error) {
    console.error(
      `usage: check-no-card-numbers [--database-url URL | --pglite DIR] [LOG_FILE...]\n${error.message}`,
    );
    return 2;
  }
  const findings = [];
  for (const file of parsed.positionals) findings.push(...scanText(readFileSync(file, 'utf8'), file));
  const url = parsed.values['database-url'] ?? env.DATABASE_URL;
  if (parsed.values.pglite) findings.push(...(await scanPglite(parsed.values.pglite)));
  else if (url) findings.push(...(await scanPostgres(url)));
  if (findings.length === 0) {
    console.info('check-no-card-numbers: no card numbers found');
    return 0;
  }
  console.error(`check-no-card-numbers: ${findings.length} card number(s) found:`);
  for (const finding of findings) console.error(`  ${finding.source}: ${mask(finding.digits)}`);
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`check-no-card-numbers: ${error.message}`);
      process.exit(2);
    },
  );
}
