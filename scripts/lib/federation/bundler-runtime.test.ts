import { afterEach, describe, expect, it, vi } from 'vitest';
import { containerFederation, HOST_BUNDLER_RUNTIME, type LentBundlerRuntime } from './bundler-runtime';

// The shell's build resolves the runtime's packages (scripts/ does not depend on them).
const descriptions = { 'RUNTIME-009': 'Please call createInstance first.' };
vi.mock('@module-federation/error-codes', () => ({ runtimeDescMap: descriptions }));

const consumes = () => undefined;
const attachShareScopeMap = () => undefined;
const host = {
  runtime: { name: 'the shell’s runtime wrapper' },
  instance: { name: 'shell' },
  initOptions: { name: 'shell' },
  bundlerRuntime: { consumes, S: { default: { react: {} } } },
  attachShareScopeMap,
  bundlerRuntimeOptions: { remotes: { idToRemoteMap: {} } },
};

describe('a container’s federation object lent by the shell', () => {
  it('shares the stateless bundler functions and nothing the container fills in', () => {
    const runtime = { name: 'mf_menu’s runtime wrapper' };
    const federation = containerFederation(host, runtime);
    expect(federation.bundlerRuntime.consumes).toBe(consumes);
    expect(federation.attachShareScopeMap).toBe(attachShareScopeMap);
    // The runtime wrapper finds its instance by the build's id: the container's own, never the shell's.
    expect(federation.runtime).toBe(runtime);
    expect(federation.instance).toBeUndefined();
    expect(federation.initOptions).toBeUndefined();
    expect(federation.bundlerRuntime.S).toEqual({});
    expect(federation.bundlerRuntimeOptions).toEqual({});
  });

  it('gives two containers objects of their own', () => {
    const menu = containerFederation(host, {});
    const cart = containerFederation(host, {});
    menu.bundlerRuntime.S.default = { 'mf-menu': true };
    menu.bundlerRuntimeOptions.remotes = { chunkMapping: {} };
    expect(cart.bundlerRuntime.S).toEqual({});
    expect(cart.bundlerRuntimeOptions).toEqual({});
    expect(host.bundlerRuntime.S).toEqual({ default: { react: {} } });
  });
});

describe('the shell’s runtime plugin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME];
  });

  it('lends the shell’s bundler runtime as it is when a remote entry runs, not when the plugin is made', async () => {
    vi.stubGlobal('STOREFRONT_MF_VERSION', '2.9.2');
    // The plugin is created before the shell's start-up code fills in its federation object.
    vi.stubGlobal('__webpack_require__', { federation: {} });
    const { default: lendBundlerRuntime } = await import('./lend-bundler-runtime');
    expect(lendBundlerRuntime().name).toBe('storefront-lend-bundler-runtime');
    const lent = (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME] as LentBundlerRuntime;
    expect(lent.version).toBe('2.9.2');
    // And its error descriptions, for the remotes' runtime wrappers (error-codes-from-host.ts).
    expect(lent.runtimeDescMap).toBe(descriptions);

    vi.stubGlobal('__webpack_require__', { federation: host });
    const runtime = {};
    const federation = lent.create(runtime);
    expect(federation.bundlerRuntime.consumes).toBe(consumes);
    expect(federation.runtime).toBe(runtime);
    expect(federation.bundlerRuntime.S).not.toBe(host.bundlerRuntime.S);
  });
});
