// Standalone dev harness of mf-menu (the shell loads src/exposes/* instead).
import { mountDevHarness } from '@storefront/shared/dev';
import { useParams } from 'react-router-dom';
import HomePage from './exposes/home-page';
import MarketingBannerModal from './exposes/marketing-banner-modal';
import ProductInfoModal from './exposes/product-info-modal';
import PromoModal from './exposes/promo-modal';
import PromotionsPage from './exposes/promotions-page';

function Home() {
  const { cityAlias = 'moscow' } = useParams();
  return <HomePage basePath={`/${cityAlias}`} cityAlias={cityAlias} />;
}

void mountDevHarness({
  remote: 'mf-menu',
  pages: [
    { label: 'Home', to: '/moscow', route: { path: '/:cityAlias', element: <Home /> } },
    {
      label: 'Promotions',
      to: '/moscow/promotions',
      route: { path: '/:cityAlias/promotions', element: <PromotionsPage basePath="/moscow" /> },
    },
  ],
  modals: { ProductInfoModal, PromoModal, MarketingBannerModal },
});
