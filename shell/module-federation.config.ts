// The shell is the host: no remotes at build time (they come from /config.json at start), and the
// runtime plugins that turn a failed remote into a fallback block instead of a broken page.
import type { FederationOptions } from '../scripts/lib/rsbuild-app';

export const federation: FederationOptions = {
  name: 'shell',
  // (A manifest request that fails on the network is tried again by src/app/federation/remotes.ts.)
  runtimePlugins: ['./src/app/federation/fallback-plugin.ts'],
};
