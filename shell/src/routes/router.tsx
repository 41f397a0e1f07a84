// Every route of spec §2. Routes owned by a remote render that remote's exposed page inside a
// RemoteSlot; the rest are shell pages. The root layout hosts the modal host and flash messages.
import { type RouteObject, useRoutes } from 'react-router-dom';
import { RootPage } from '../pages/root-page';
import { CityLayout } from './city-layout';
import { lazyPage, NotFound, PageSuspense } from './lazy-page';
import {
  CartRoute,
  HomeRoute,
  PaymentRoute,
  ProfileRoute,
  PromotionsRoute,
  preloadSideCartSlot,
  TrackingRoute,
} from './remote-routes';
import { RootLayout } from './root-layout';

// Pages that are not a city's home load on demand (the first screen carries only its own code).
const AboutPage = lazyPage(() => import('../pages/about-page').then((m) => m.withPageText(m.AboutPage)));
const BackToHomePage = lazyPage(() => import('../pages/back-to-home-page').then((m) => m.BackToHomePage));
const BonusPage = lazyPage(() => import('../pages/bonus-page').then((m) => m.withPageText(m.BonusPage)));
const DeliveryPage = lazyPage(() => import('../pages/delivery-page').then((m) => m.DeliveryPage));
const LegalPage = lazyPage(() => import('../pages/legal-page').then((m) => m.withPageText(m.LegalPage)));
const PaymentInfoPage = lazyPage(() =>
  import('../pages/payment-info-page').then((m) => m.withPageText(m.PaymentInfoPage)),
);
const ShopsPage = lazyPage(() => import('../pages/shops-page').then((m) => m.ShopsPage));

/** The on-demand page of a path (its last segment), loaded before a server-rendered page hydrates. */
const PAGES: Record<string, { preload(): Promise<unknown> }> = {
  'legal-info': LegalPage,
  'privacy-policy': LegalPage,
  'user-agreement': LegalPage,
  about: AboutPage,
  delivery: DeliveryPage,
  shops: ShopsPage,
  bonus: BonusPage,
  'payment-info': PaymentInfoPage,
  'back-to-home': BackToHomePage,
};

/**
 * The on-demand code of a page, loaded before a server-rendered page hydrates: a shell page's, or on a
 * city's home in the desktop layout, the side cart's slot.
 */
export function preloadRoutePage(pathname: string, mobile: boolean): Promise<unknown> | undefined {
  const parts = pathname.split('/').filter(Boolean);
  const page = PAGES[parts.at(-1) ?? ''];
  if (page) return page.preload();
  return parts.length === 1 && !mobile ? preloadSideCartSlot() : undefined;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootPage /> },
      {
        path: '/legal-info',

        element: (
          <PageSuspense>
            <LegalPage kind="legalInfo" />
          </PageSuspense>
        ),
      },
      {
        path: '/privacy-policy',

        element: (
          <PageSuspense>
            <LegalPage kind="privacyPolicy" />
          </PageSuspense>
        ),
      },
      {
        path: '/user-agreement',

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

            element: (
              <PageSuspense>
                <AboutPage />
              </PageSuspense>
            ),
          },
          {
            path: 'delivery',

            element: (
              <PageSuspense>
                <DeliveryPage />
              </PageSuspense>
            ),
          },
          {
            path: 'shops',

            element: (
              <PageSuspense>
                <ShopsPage />
              </PageSuspense>
            ),
          },
          { path: 'promotions', element: <PromotionsRoute /> },
          {
            path: 'bonus',

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

            element: (
              <PageSuspense>
                <PaymentInfoPage />
              </PageSuspense>
            ),
          },
          {
            path: 'back-to-home',

            element: (
              <PageSuspense>
                <BackToHomePage />
              </PageSuspense>
            ),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The routes above, rendered inside a router (ShellRouter in the browser, StaticRouter on the server). */
export function ShellRoutes() {
  return useRoutes(routes);
}
