// What runs only on servers stays out of what ships to the browser: @storefront/shared goes out with
// the shell, so the acquirer's wire types and signing (node:crypto) live in @storefront/server-shared,
// which only the API and the acquirer depend on — and each of them is defined there once.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BROWSER_PACKAGES = [
  'shared',
  'shell',
  'mf-menu',
  'mf-cart',
  'mf-checkout',
  'mf-account',
  'mf-tracking',
];
const SERVER_PACKAGES = ['api', 'acquirer', 'server-shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file))
    .filter((file) => !/(^|\/)(node_modules|dist|\.data)\//.test(file))
    .map((file) => join(ROOT, dir, file));
}

const packageJson = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));

describe('server-only code', () => {
  it('no browser package imports or depends on @storefront/server-shared', () => {
    const offenders = BROWSER_PACKAGES.flatMap((dir) =>
      sourceFiles(dir).filter((file) => readFileSync(file, 'utf8').includes("'@storefront/server-shared")),
    ).map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
    for (const dir of BROWSER_PACKAGES) {
      const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = packageJson(dir);
      expect(Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies })).not.toContain(
        '@storefront/server-shared',
      );
    }
  });

  it('@storefront/shared exports no signing and imports no node:crypto', () => {
    expect(Object.keys(packageJson('shared').exports)).not.toContain('./acquirer-signing');
    const crypto = sourceFiles('shared/src')
      .filter((file) => readFileSync(file, 'utf8').includes("from 'node:crypto'"))
      .map((file) => relative(ROOT, file));
    expect(crypto).toEqual([]);
  });

  it('the acquirer wire types and the signing are defined once, in @storefront/server-shared', () => {
    const definitions = [
      /export type AcquirerMethod\b/,
      /export interface ChargeRequest\b/,
      /export type AcquirerResult\b/,
      /export function signatureOf\b/,
      /export function verifySignature\b/,
    ];
    const everywhere = [...BROWSER_PACKAGES, ...SERVER_PACKAGES]
      .flatMap(sourceFiles)
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    for (const definition of definitions) {
      const where = everywhere
        .filter(({ text }) => definition.test(text))
        .map(({ file }) => file)
        .map((file) => relative(ROOT, file));
      expect(where, String(definition)).toHaveLength(1);
      expect(where[0], String(definition)).toMatch(/^server-shared\/src\//);
    }
  });
});
