// Standalone dev harness of mf-tracking (the shell loads src/exposes/* instead).
import { mountDevHarness } from '@storefront/shared/dev';
import TrackingPage from './exposes/tracking-page';
import UserOrderModal from './exposes/user-order-modal';

void mountDevHarness({
  remote: 'mf-tracking',
  pages: [
    {
      label: 'Tracking',
      to: '/moscow/order/1/tracking',
      route: {
        path: '/:cityAlias/order/:orderId/tracking',
        element: <TrackingPage basePath="/moscow" orderId="1" />,
      },
    },
  ],
  modals: { UserOrderModal },
});
