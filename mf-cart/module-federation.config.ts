// Public surface of mf-cart: the only entry points other deployments may load (ARCHITECTURE rule 1).
import type { FederationOptions } from '../scripts/lib/rsbuild-app';

export const federation: FederationOptions = {
  name: 'mf_cart',
  // The @storefront/shared this remote is built for (README, "Releasing a remote").
  sharedRange: '^5.0.0',
  exposes: {
    './CartModal': './src/exposes/cart-modal.tsx',
    './CartPage': './src/exposes/cart-page.tsx',
    './SideCart': './src/exposes/side-cart.tsx',
    './ConfirmEmptyCartModal': './src/exposes/confirm-empty-cart-modal.tsx',
  },
};
