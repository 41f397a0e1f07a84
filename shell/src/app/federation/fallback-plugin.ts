// MF runtime plugin (second of three depths of remote failure handling, see CONVENTIONS.md): when a
// remote's manifest, entry or module cannot be loaded, answer with a marker module instead of a
// rejection. The remote slot recognises the marker and shows its fallback block with a retry button.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type RemoteUnavailableModule } from './marker';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Shared-module negotiation errors are not a remote being down; let them surface.
      if (lifecycle === 'beforeLoadShare') return undefined;
      console.warn(`[shell] remote module ${id} unavailable (${lifecycle})`, error);
      const fallback: RemoteUnavailableModule = { [REMOTE_UNAVAILABLE]: true, id, reason: String(error) };
      return () => fallback;
    },
  };
}
