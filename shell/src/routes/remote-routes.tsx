// Routes whose page belongs to a remote. Each passes the remote its base path and route params as
// props (CONVENTIONS: the shell owns top-level routes).
import { useParams, useSearchParams } from 'react-router-dom';
import { RemoteSlot } from '../app/remote-slot';
import { useCityContext } from './city-context';

export function HomeRoute() {
  const { city } = useCityContext();
  const [search] = useSearchParams();
  const state = search.get('state');
  const basePath = `/${city.alias}`;
  return (
    <>
      {(state === 'payment-success' || state === 'payment-failure') && (
        <RemoteSlot remote="mf-checkout" module="OrderOutcome" props={{ basePath, state }} />
      )}
      <RemoteSlot remote="mf-menu" module="HomePage" props={{ basePath, cityAlias: city.alias }} />
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
