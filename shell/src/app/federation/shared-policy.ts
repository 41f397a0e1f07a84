// The run-time side of the compatibility policy for @storefront/shared (README, "Releasing a remote").
// Every shared subpath is a singleton and each remote declares the range it needs (`sharedRange` in its
// module-federation.config.ts, built as `strictVersion`), so a remote built for a newer shared than the
// shell provides is refused by the Module Federation runtime instead of running on code older than it
// expects. This module recognises that refusal and says it plainly: the console names the remote, the
// module, the range it needs and the version the shell provides; the remote's boundary shows its
// fallback (remote-slot.tsx) and the rest of the page works.

export interface SharedMismatch {
  /** The container that needs the newer copy, e.g. `mf_menu`. */
  remote: string;
  /** The shared module, e.g. `@storefront/shared/ui`. */
  module: string;
  /** The range the remote declared, e.g. `^1.1.0`. */
  required: string;
  /** The version on the page (the provider's), e.g. `1.0.0`. */
  provided: string;
  /** Who provided it, e.g. `shell`. */
  provider: string;
}

// The runtime's wording (runtime-core utils/share.ts, a singleton that fails `strictVersion`).
const MISMATCH =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** The mismatch a load error reports, or null when the error is something else (a remote down…). */
export function sharedMismatch(error: unknown): SharedMismatch | null {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const match = MISMATCH.exec(message);
  if (!match) return null;
  const [, provided = '', provider = '', module = '', remote = '', required = ''] = match;
  return { remote, module, required, provided, provider };
}

/** The console line of a refused remote: what it needs, what the page has, and what fixes it. */
export function mismatchReport(mismatch: SharedMismatch): string {
  return (
    `[shell] ${mismatch.remote} needs ${mismatch.module} ${mismatch.required}, but the page provides ` +
    `${mismatch.provided} (from ${mismatch.provider}): its block shows the fallback until the shell is ` +
    `released with a @storefront/shared that satisfies ${mismatch.required} (or the remote is rebuilt ` +
    'for the shared the shell has)'
  );
}
