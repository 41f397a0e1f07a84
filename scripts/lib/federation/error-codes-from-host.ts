// A remote's production browser build takes this module in place of @module-federation/error-codes
// (scripts/lib/rsbuild-app.ts). Of the package, a container's own runtime wrapper uses one code and the
// runtime's descriptions (the message of an assertion); the descriptions are the shell's, lent with its
// bundler runtime (bundler-runtime.ts), instead of a copy in every remote entry (≈ 0.5 kB gzip).
import { HOST_BUNDLER_RUNTIME, type LentBundlerRuntime } from './bundler-runtime';

/** The code the runtime wrapper asserts with ("call createInstance first"). */
export const RUNTIME_009 = 'RUNTIME-009';

const host = (globalThis as Record<string, unknown>)[HOST_BUNDLER_RUNTIME] as LentBundlerRuntime | undefined;
// (Without a lending shell, from-host.ts stops the entry with its own message.)
export const runtimeDescMap: Record<string, string> = host?.runtimeDescMap ?? {};
