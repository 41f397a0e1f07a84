// MF runtime plugin (second of three depths of remote failure handling, see CONVENTIONS.md): when a
// remote's manifest, entry or module cannot be loaded, answer with a marker module instead of a
// rejection. The remote slot recognises the marker and shows its fallback block with a retry button.
// A remote that refuses the page's @storefront/shared (it needs a newer one, shared-policy.ts) gets the
// same fallback, and the console says which range it needs and which version the page has.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type RemoteUnavailableModule } from './marker';
import { mismatchReport, sharedMismatch } from './shared-policy';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Shared-module negotiation errors are not a remote being down; let them surface.
      if (lifecycle === 'beforeLoadShare') return undefined;
      const mismatch = sharedMismatch(error);
      if (mismatch) console.error(mismatchReport(mismatch));
      else console.warn(`[shell] remote module ${id} unavailable (${lifecycle})`, error);
      const reason = mismatch ? mismatchReport(mismatch) : String(error);
      const fallback: RemoteUnavailableModule = { [REMOTE_UNAVAILABLE]: true, id, reason };
      // The factory carries the tag too: `loadRemote` returns it uncalled, and the loader reads the
      // reason from it.
      return Object.assign(() => fallback, fallback);
    },
  };
}
