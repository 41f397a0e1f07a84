// A remote's production browser build takes this module in place of
// @module-federation/webpack-bundler-runtime (scripts/lib/rsbuild-app.ts): its container runs on the
// bundler runtime the page's shell lends (bundler-runtime.ts). Its own are the runtime wrapper (built with
// this container's id) and the container-entry function (the shell exposes nothing, so its build leaves
// that function out).
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from 'storefront-mf-bundler-runtime/init-container-entry';
import { HOST_BUNDLER_RUNTIME, type LentBundlerRuntime } from './bundler-runtime';

/** Defined by scripts/lib/rsbuild-app.ts: the @module-federation packages' version of this build. */
declare const STOREFRONT_MF_VERSION: string;

const host = (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME] as LentBundlerRuntime | undefined;
if (!host) {
  // The remote entry fails to load, and the page shows this remote's fallback.
  throw new Error(
    'This remote runs on the Module Federation bundler runtime of the page it is loaded into, and this page lends none (its shell is not the storefront’s production shell).',
  );
}
if (host.version !== STOREFRONT_MF_VERSION) {
  console.warn(
    `[remote] built with Module Federation ${STOREFRONT_MF_VERSION}, running on the shell's ${host.version}: release them with the same version.`,
  );
}

const federation = host.create(runtime);
federation.bundlerRuntime.initContainerEntry = initContainerEntry;

export default federation;
