// Every route of spec §2. Routes owned by a remote render that remote's exposed page inside a
// RemoteSlot; the rest are shell pages. The root layout hosts the modal host and flash messages.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AboutPage } from '../pages/about-page';
import { BackToHomePage } from '../pages/back-to-home-page';
import { BonusPage } from '../pages/bonus-page';
import { DeliveryPage } from '../pages/delivery-page';
import { LegalPage } from '../pages/legal-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PaymentInfoPage } from '../pages/payment-info-page';
import { RootPage } from '../pages/root-page';
import { ShopsPage } from '../pages/shops-page';
import { CityLayout } from './city-layout';
import {
  CartRoute,
  HomeRoute,
  PaymentRoute,
  ProfileRoute,
  PromotionsRoute,
  TrackingRoute,
} from './remote-routes';
import { RootLayout } from './root-layout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootPage /> },
      { path: '/legal-info', element: <LegalPage kind="legalInfo" /> },
      { path: '/privacy-policy', element: <LegalPage kind="privacyPolicy" /> },
      { path: '/user-agreement', element: <LegalPage kind="userAgreement" /> },
      {
        path: '/:cityAlias',
        element: <CityLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'delivery', element: <DeliveryPage /> },
          { path: 'shops', element: <ShopsPage /> },
          { path: 'promotions', element: <PromotionsRoute /> },
          { path: 'bonus', element: <BonusPage /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'cart', element: <CartRoute /> },
          { path: 'order/payment/:orderCacheKey', element: <PaymentRoute /> },
          { path: 'order/:orderId/tracking', element: <TrackingRoute /> },
          { path: 'payment-info', element: <PaymentInfoPage /> },
          { path: 'back-to-home', element: <BackToHomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createShellRouter() {
  return createBrowserRouter(routes);
}
