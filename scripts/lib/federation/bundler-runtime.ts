// One Module Federation bundler runtime on the page. Each remote entry used to carry its own
// copy of @module-federation/webpack-bundler-runtime with the sdk, the runtime wrapper and the error
// codes (≈ 9 kB gzip of the 16.5 kB entry), all already in the shell's script. `externalRuntime` shares
// only the runtime core, so the rest is shared here: the shell lends its bundler runtime on a global
// (lend-bundler-runtime.ts, a runtime plugin of the shell's production build) and a remote's production
// browser build replaces the package with from-host.ts, which takes a copy of it (scripts/lib/rsbuild-app.ts).
// A container keeps its own `@module-federation/runtime` wrapper: that one is built with the container's
// id (`FEDERATION_BUILD_IDENTIFIER`) and finds the container's instance by it; the shell's would find the
// shell's. The node builds (server rendering) keep their own copy of everything: no page lends them one.

/** The global the shell lends its bundler runtime on. */
export const HOST_BUNDLER_RUNTIME = '__STOREFRONT_MF_BUNDLER_RUNTIME__';

/**
 * What `@module-federation/webpack-bundler-runtime` exports as default: the object a container's
 * generated start-up code copies onto `__webpack_require__.federation`, then fills with its own state
 * (instance, initOptions, bundlerRuntimeOptions, and the share scopes in `bundlerRuntime.S`).
 */
export interface ContainerFederation {
  runtime: unknown;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown> & { S: Record<string, unknown> };
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
}

export interface LentBundlerRuntime {
  /** The Module Federation version the shell was built with. */
  version: string;
  /**
   * A fresh federation object for one container: the shell's functions, the container's own runtime
   * wrapper, state of its own.
   */
  create(runtime: unknown): ContainerFederation;
  /** The runtime's error descriptions (error-codes-from-host.ts). */
  runtimeDescMap: Record<string, string>;
}

/**
 * A container's federation object made from the host's: the same bundler functions (they keep no
 * state; every call is given the container's `webpackRequire`), the container's runtime wrapper, and
 * new objects for what the container fills in, so two containers never write into each other's
 * options or share scopes.
 */
export function containerFederation(
  host: Pick<ContainerFederation, 'bundlerRuntime' | 'attachShareScopeMap'>,
  runtime: unknown,
): ContainerFederation {
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...host.bundlerRuntime, S: {} },
    attachShareScopeMap: host.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}
