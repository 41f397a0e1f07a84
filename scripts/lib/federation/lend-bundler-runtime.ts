// MF runtime plugin of the shell's production browser build (added by scripts/lib/rsbuild-app.ts):
// lends the shell's bundler runtime to the remote entries on the page (bundler-runtime.ts).
import { runtimeDescMap } from '@module-federation/error-codes';
import {
  type ContainerFederation,
  containerFederation,
  HOST_BUNDLER_RUNTIME,
  type LentBundlerRuntime,
} from './bundler-runtime';

declare const __webpack_require__: { federation: ContainerFederation };
/** Defined by scripts/lib/rsbuild-app.ts: the @module-federation packages' version of this build. */
declare const STOREFRONT_MF_VERSION: string;

export default function lendBundlerRuntime() {
  const lent: LentBundlerRuntime = {
    version: STOREFRONT_MF_VERSION,
    // Read when a remote entry runs, long after the shell's own federation object is complete (this
    // plugin is created before the shell's start-up code has filled it in).
    create: (runtime) => containerFederation(__webpack_require__.federation, runtime),
    runtimeDescMap,
  };
  (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME] = lent;
  return { name: 'storefront-lend-bundler-runtime' };
}
