// Standalone dev harness of mf-cart (the shell loads src/exposes/* instead).
import { mountDevHarness } from '@storefront/shared/dev';
import CartModal from './exposes/cart-modal';
import CartPage from './exposes/cart-page';
import ConfirmEmptyCartModal from './exposes/confirm-empty-cart-modal';
import SideCart from './exposes/side-cart';

void mountDevHarness({
  remote: 'mf-cart',
  pages: [
    {
      label: 'Cart page',
      to: '/moscow/cart',
      route: { path: '/:cityAlias/cart', element: <CartPage basePath="/moscow" /> },
    },
    {
      label: 'Side cart',
      to: '/moscow',
      route: { path: '/:cityAlias', element: <SideCart basePath="/moscow" /> },
    },
  ],
  modals: { CartModal, ConfirmEmptyCartModal },
});
