// Public surface of mf-account: the only entry points other deployments may load (ARCHITECTURE rule 1).
import type { FederationOptions } from '../scripts/lib/rsbuild-app';

export const federation: FederationOptions = {
  name: 'mf_account',
  // The @storefront/shared this remote is built for (README, "Releasing a remote").
  sharedRange: '^5.0.0',
  exposes: {
    './UserLoginModal': './src/exposes/user-login-modal.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
    './BonusBalance': './src/exposes/bonus-balance.tsx',
    './ConfirmDeleteAddressModal': './src/exposes/confirm-delete-address-modal.tsx',
  },
};
