// Public surface of mf-menu: the only entry points other deployments may load (ARCHITECTURE rule 1).
import type { FederationOptions } from '../scripts/lib/rsbuild-app';

export const federation: FederationOptions = {
  name: 'mf_menu',
  // The @storefront/shared this remote is built for (README, "Releasing a remote").
  sharedRange: '^5.0.0',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './PromotionsPage': './src/exposes/promotions-page.tsx',
    './ProductInfoModal': './src/exposes/product-info-modal.tsx',
    './PromoModal': './src/exposes/promo-modal.tsx',
    './MarketingBannerModal': './src/exposes/marketing-banner-modal.tsx',
  },
};
