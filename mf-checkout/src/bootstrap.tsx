// Standalone dev harness of mf-checkout (the shell loads src/exposes/* instead).
import { mountDevHarness } from '@storefront/shared/dev';
import BonusInfoModal from './exposes/bonus-info-modal';
import CheckoutForm from './exposes/checkout-form';
import IntervalsModal from './exposes/intervals-modal';
import OrderOutcome from './exposes/order-outcome';
import PaymentPage from './exposes/payment-page';

void mountDevHarness({
  remote: 'mf-checkout',
  pages: [
    {
      label: 'Checkout',
      to: '/moscow/cart',
      route: {
        path: '/:cityAlias/cart',
        element: <CheckoutForm basePath="/moscow" variant="page" onBack={() => history.back()} />,
      },
    },
    {
      label: 'Payment',
      to: '/moscow/order/payment/demo',
      route: {
        path: '/:cityAlias/order/payment/:key',
        element: <PaymentPage basePath="/moscow" orderCacheKey="demo" />,
      },
    },
    {
      label: 'Outcome',
      to: '/moscow',
      route: { path: '/:cityAlias', element: <OrderOutcome basePath="/moscow" state="payment-success" /> },
    },
  ],
  modals: { IntervalsModal, BonusInfoModal },
});
