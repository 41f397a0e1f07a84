// Standalone dev harness of mf-tracking (the shell loads src/exposes/* instead). Pages run inside
// DevCity, which stands in for the shell's city layout.
import { DevCity, mountDevHarness } from '@storefront/shared/dev';
import { useParams } from 'react-router-dom';
import { DevHome } from './dev/dev-home';
import TrackingPage from './exposes/tracking-page';
import UserOrderModal from './exposes/user-order-modal';

function Tracking() {
  const { cityAlias = 'moscow', orderId = '' } = useParams();
  return (
    <DevCity>
      <TrackingPage basePath={`/${cityAlias}`} orderId={orderId} />
    </DevCity>
  );
}

void mountDevHarness({
  remote: 'mf-tracking',
  pages: [
    {
      label: 'Orders',
      to: '/moscow',
      route: {
        path: '/:cityAlias',
        element: (
          <DevCity>
            <DevHome />
          </DevCity>
        ),
      },
    },
    {
      label: 'Tracking of order 1',
      to: '/moscow/order/1/tracking',
      route: { path: '/:cityAlias/order/:orderId/tracking', element: <Tracking /> },
    },
  ],
  modals: { UserOrderModal },
});
