// Public surface of mf-checkout: the only entry points other deployments may load (ARCHITECTURE rule 1).
import type { FederationOptions } from '../scripts/lib/rsbuild-app';

export const federation: FederationOptions = {
  name: 'mf_checkout',
  // The @storefront/shared this remote is built for (README, "Releasing a remote").
  sharedRange: '^5.0.0',
  exposes: {
    './CheckoutForm': './src/exposes/checkout-form.tsx',
    './PaymentPage': './src/exposes/payment-page.tsx',
    './OrderOutcome': './src/exposes/order-outcome.tsx',
    './IntervalsModal': './src/exposes/intervals-modal.tsx',
    './BonusInfoModal': './src/exposes/bonus-info-modal.tsx',
  },
};
