// A remote entry's error descriptions are the shell's (error-codes-from-host.ts): the same code the
// runtime wrapper asserts with, and the descriptions the page's shell lends.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_BUNDLER_RUNTIME } from './bundler-runtime';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME];
  vi.resetModules();
});

describe('error codes from the host', () => {
  it("gives the runtime wrapper the shell's descriptions and the package's own code", async () => {
    const real = (await import(
      createRequire(join(import.meta.dirname, '..', '..', '..', 'shell', 'package.json')).resolve(
        '@module-federation/error-codes',
      )
    )) as { RUNTIME_009: string; runtimeDescMap: Record<string, string> };
    (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME] = { runtimeDescMap: real.runtimeDescMap };
    const fromHost = await import('./error-codes-from-host');
    expect(fromHost.RUNTIME_009).toBe(real.RUNTIME_009);
    expect(fromHost.runtimeDescMap[fromHost.RUNTIME_009]).toBe(real.runtimeDescMap[real.RUNTIME_009]);
  });
});
