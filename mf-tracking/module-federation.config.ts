// Public surface of mf-tracking: the only entry points other deployments may load (ARCHITECTURE rule 1).
import type { FederationOptions } from '../scripts/lib/rsbuild-app';

export const federation: FederationOptions = {
  name: 'mf_tracking',
  // The @storefront/shared this remote is built for (README, "Releasing a remote").
  sharedRange: '^5.0.0',
  exposes: {
    './TrackingPage': './src/exposes/tracking-page.tsx',
    './UserOrderModal': './src/exposes/user-order-modal.tsx',
  },
};
