// Every route of spec §2. Routes owned by a remote render that remote's exposed page inside a
// RemoteSlot; the rest are shell pages. The root layout hosts the modal host and flash messages.
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { RootPage } from '../pages/root-page';
import { CityLayout } from './city-layout';
import { type LazyPage, lazyPage, PageSuspense } from './lazy-page';
import {
  CartRoute,
  HomeRoute,
  PaymentRoute,
  ProfileRoute,
  PromotionsRoute,
  TrackingRoute,
} from './remote-routes';
import { RootLayout } from './root-layout';

// Pages that are not a city's home load on demand (issue 11: the first screen carries only its own code).
const AboutPage = lazyPage(() => import('../pages/about-page').then((m) => m.AboutPage));
const BackToHomePage = lazyPage(() => import('../pages/back-to-home-page').then((m) => m.BackToHomePage));
const BonusPage = lazyPage(() => import('../pages/bonus-page').then((m) => m.BonusPage));
const DeliveryPage = lazyPage(() => import('../pages/delivery-page').then((m) => m.DeliveryPage));
const LegalPage = lazyPage(() => import('../pages/legal-page').then((m) => m.LegalPage));
const PaymentInfoPage = lazyPage(() => import('../pages/payment-info-page').then((m) => m.PaymentInfoPage));
const ShopsPage = lazyPage(() => import('../pages/shops-page').then((m) => m.ShopsPage));

/** A route's on-demand page, so its code can be loaded before a server-rendered page hydrates. */
// biome-ignore lint/suspicious/noExplicitAny: any page's props
const page = (component: LazyPage<any>) => ({ preload: component.preload });

/** Loads the on-demand page of `pathname` (nothing for a page that has none). */
export function preloadRoutePage(pathname: string): Promise<unknown> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const handle = match?.route.handle as { preload?: () => Promise<unknown> } | undefined;
  return handle?.preload?.() ?? Promise.resolve();
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootPage /> },
      {
        path: '/legal-info',
        handle: page(LegalPage),
        element: (
          <PageSuspense>
            <LegalPage kind="legalInfo" />
          </PageSuspense>
        ),
      },
      {
        path: '/privacy-policy',
        handle: page(LegalPage),
        element: (
          <PageSuspense>
            <LegalPage kind="privacyPolicy" />
          </PageSuspense>
        ),
      },
      {
        path: '/user-agreement',
        handle: page(LegalPage),
        element: (
          <PageSuspense>
            <LegalPage kind="userAgreement" />
          </PageSuspense>
        ),
      },
      {
        path: '/:cityAlias',
        element: <CityLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: 'about',
            handle: page(AboutPage),
            element: (
              <PageSuspense>
                <AboutPage />
              </PageSuspense>
            ),
          },
          {
            path: 'delivery',
            handle: page(DeliveryPage),
            element: (
              <PageSuspense>
                <DeliveryPage />
              </PageSuspense>
            ),
          },
          {
            path: 'shops',
            handle: page(ShopsPage),
            element: (
              <PageSuspense>
                <ShopsPage />
              </PageSuspense>
            ),
          },
          { path: 'promotions', element: <PromotionsRoute /> },
          {
            path: 'bonus',
            handle: page(BonusPage),
            element: (
              <PageSuspense>
                <BonusPage />
              </PageSuspense>
            ),
          },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'cart', element: <CartRoute /> },
          { path: 'order/payment/:orderCacheKey', element: <PaymentRoute /> },
          { path: 'order/:orderId/tracking', element: <TrackingRoute /> },
          {
            path: 'payment-info',
            handle: page(PaymentInfoPage),
            element: (
              <PageSuspense>
                <PaymentInfoPage />
              </PageSuspense>
            ),
          },
          {
            path: 'back-to-home',
            handle: page(BackToHomePage),
            element: (
              <PageSuspense>
                <BackToHomePage />
              </PageSuspense>
            ),
          },
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
