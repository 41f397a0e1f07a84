// Standalone dev harness of mf-cart (the shell loads src/exposes/* instead). Each page runs inside
// DevCity, which stands in for the shell's city layout and modal host.
import { mountDevHarness } from '@storefront/shared/dev';
import { useParams } from 'react-router-dom';
import { DevCity } from './dev/dev-city';
import CartModal from './exposes/cart-modal';
import CartPage from './exposes/cart-page';
import ConfirmEmptyCartModal from './exposes/confirm-empty-cart-modal';
import SideCart from './exposes/side-cart';

function Page({ side = false }: { side?: boolean }) {
  const { cityAlias = 'moscow' } = useParams();
  const basePath = `/${cityAlias}`;
  return (
    <DevCity>
      {side ? (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 380px', gap: 24 }}>
          <p>The menu goes here; the shell places the side cart beside it.</p>
          <SideCart basePath={basePath} />
        </div>
      ) : (
        <CartPage basePath={basePath} />
      )}
    </DevCity>
  );
}

void mountDevHarness({
  remote: 'mf-cart',
  pages: [
    { label: 'Cart page', to: '/moscow/cart', route: { path: '/:cityAlias/cart', element: <Page /> } },
    { label: 'Side cart', to: '/moscow', route: { path: '/:cityAlias', element: <Page side /> } },
  ],
  modals: { CartModal, ConfirmEmptyCartModal },
});
