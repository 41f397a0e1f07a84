// The shell is the host: no remotes at build time (they come from /config.json at start), and the
// runtime plugins that try a failed manifest request again, then turn a remote that stays down into a
// fallback block instead of a broken page.
import type { FederationOptions } from '../scripts/lib/rsbuild-app';

export const federation: FederationOptions = {
  name: 'shell',
  runtimePlugins: ['./src/app/federation/retry-plugin.ts', './src/app/federation/fallback-plugin.ts'],
};
