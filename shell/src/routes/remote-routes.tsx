// Routes whose page belongs to a remote. Each passes the remote its base path and route params as
// props (CONVENTIONS: the shell owns top-level routes).
import { Skeleton, useIsMobile } from '@storefront/shared/ui';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RemoteSlot } from '../app/remote-slot';
import { useCityContext } from './city-context';
import { lazyPage, PageSuspense } from './lazy-page';
import styles from './remote-routes.module.css';

/**
 * The desktop's side cart slot is a chunk of its own, so a phone never loads it. The server
 * and, before hydrating a desktop's home, the browser load it first (preloadSideCartSlot), so it
 * renders at once: its server HTML is never a Suspense boundary waiting for code, which React would
 * give up (showing its fallback) on any context change above it meanwhile.
 */
let loadedSideCartSlot: ComponentType<{ basePath: string }> | undefined;
const loadSideCartSlot = () =>
  import('./side-cart-slot').then((module) => {
    loadedSideCartSlot = module.SideCartSlot;
    return module.SideCartSlot;
  });
export const preloadSideCartSlot = (): Promise<unknown> => loadSideCartSlot();
const LazySideCartSlot = lazyPage(loadSideCartSlot);

function SideCart({ basePath }: { basePath: string }) {
  const Loaded = loadedSideCartSlot;
  return Loaded ? (
    <Loaded basePath={basePath} />
  ) : (
    <PageSuspense>
      <LazySideCartSlot basePath={basePath} />
    </PageSuspense>
  );
}

/** While the menu loads: as tall as the screen, so the footer does not show and then jump away. */
const HOME_FALLBACK = <Skeleton height="100vh" />;

export function HomeRoute() {
  const { city } = useCityContext();
  const [search] = useSearchParams();
  const state = search.get('state');
  const basePath = `/${city.alias}`;
  const isMobile = useIsMobile();
  return (
    <>
      {(state === 'payment-success' || state === 'payment-failure') && (
        <RemoteSlot remote="mf-checkout" module="OrderOutcome" props={{ basePath, state }} />
      )}
      {isMobile ? (
        <RemoteSlot
          remote="mf-menu"
          module="HomePage"
          props={{ basePath, cityAlias: city.alias }}
          fallback={HOME_FALLBACK}
        />
      ) : (
        // Desktop: the menu and, beside it, mf-cart's side cart (spec §2 home page).
        <div className={styles.withSideCart}>
          <div className={styles.menu}>
            <RemoteSlot
              remote="mf-menu"
              module="HomePage"
              props={{ basePath, cityAlias: city.alias }}
              fallback={HOME_FALLBACK}
            />
          </div>
          <aside className={styles.sideCart}>
            <SideCart basePath={basePath} />
          </aside>
        </div>
      )}
    </>
  );
}

export function PromotionsRoute() {
  const { city } = useCityContext();
  return <RemoteSlot remote="mf-menu" module="PromotionsPage" props={{ basePath: `/${city.alias}` }} />;
}

export function ProfileRoute() {
  const { city } = useCityContext();
  return <RemoteSlot remote="mf-account" module="ProfilePage" props={{ basePath: `/${city.alias}` }} />;
}

export function CartRoute() {
  const { city } = useCityContext();
  return <RemoteSlot remote="mf-cart" module="CartPage" props={{ basePath: `/${city.alias}` }} />;
}

export function PaymentRoute() {
  const { city } = useCityContext();
  const { orderCacheKey = '' } = useParams();
  return (
    <RemoteSlot
      remote="mf-checkout"
      module="PaymentPage"
      props={{ basePath: `/${city.alias}`, orderCacheKey }}
    />
  );
}

export function TrackingRoute() {
  const { city } = useCityContext();
  const { orderId = '' } = useParams();
  return (
    <RemoteSlot remote="mf-tracking" module="TrackingPage" props={{ basePath: `/${city.alias}`, orderId }} />
  );
}
