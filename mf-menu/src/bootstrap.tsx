// Standalone dev harness of mf-menu (`pnpm --filter mf-menu dev`; the shell loads src/exposes/*
// instead). It stands in for the shell's parts the menu relies on: the city in the location store and
// a modal host that renders this remote's modals from the shared modal store.
import { getShops, setShop } from '@storefront/shared/api';
import { DevCity, DevModalHost, mountDevHarness } from '@storefront/shared/dev';
import type { ModalName } from '@storefront/shared/domain';
import { locationStore, modalStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import HomePage from './exposes/home-page';
import MarketingBannerModal from './exposes/marketing-banner-modal';
import ProductInfoModal from './exposes/product-info-modal';
import PromoModal from './exposes/promo-modal';
import PromotionsPage from './exposes/promotions-page';

// biome-ignore lint/suspicious/noExplicitAny: the modals take their own props from the store
const MODALS: Partial<Record<ModalName, ComponentType<any>>> = {
  ProductInfoModal,
  PromoModal,
  MarketingBannerModal,
};

/** Takeaway from the city's first shop, so the cart can be filled without the shell's location flow. */
async function chooseFirstShop(cityId: number) {
  const { shops } = await getShops(cityId);
  const shop = shops[0];
  if (!shop) return;
  await setShop(shop.id);
  locationStore.getState().selectShop(shop.id);
}

/** Another team's modal: its name, and for the order-types modal a way to order without the shell. */
function foreignModal(name: string, close: () => void) {
  const city = locationStore.getState().city;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>{name} belongs to another team; the shell shows it.</p>
      {name === 'OrderTypesModal' && city && (
        <Button onClick={() => void chooseFirstShop(city.id).then(close)}>
          Takeaway from the first shop
        </Button>
      )}
    </div>
  );
}

const modalHost = (
  <DevModalHost
    own={MODALS}
    size={(name) => (name === 'MarketingBannerModal' ? 'm' : 'l')}
    foreign={foreignModal}
  />
);

/** What the shell's city layout does for the menu: the city in the location store, then ready. */
function StandaloneCity({ children }: { children: ReactNode }) {
  return <DevCity after={modalHost}>{children}</DevCity>;
}

function Home() {
  const { cityAlias = 'moscow' } = useParams();
  return (
    <StandaloneCity>
      <HomePage basePath={`/${cityAlias}`} cityAlias={cityAlias} />
    </StandaloneCity>
  );
}

function Promotions() {
  const { cityAlias = 'moscow' } = useParams();
  return (
    <StandaloneCity>
      <PromotionsPage basePath={`/${cityAlias}`} />
    </StandaloneCity>
  );
}

/** A harness button opens the modal through the shared store, as a page of the storefront would. */
function ModalOpener({
  name,
  props,
  onClose,
}: {
  name: ModalName;
  props: Record<string, unknown>;
  onClose(): void;
}) {
  useEffect(() => {
    modalStore.getState().open(name, props);
    onClose();
  }, [name, props, onClose]);
  return null;
}

const PRODUCT = { productId: 1 };
const PROMOTION = { alias: 'second-pizza' };
const NONE = {};

void mountDevHarness({
  remote: 'mf-menu',
  pages: [
    { label: 'Home', to: '/moscow', route: { path: '/:cityAlias', element: <Home /> } },
    {
      label: 'Promotions',
      to: '/moscow/promotions',
      route: { path: '/:cityAlias/promotions', element: <Promotions /> },
    },
  ],
  modals: {
    ProductInfoModal: ({ onClose }) => (
      <ModalOpener name="ProductInfoModal" props={PRODUCT} onClose={onClose} />
    ),
    PromoModal: ({ onClose }) => <ModalOpener name="PromoModal" props={PROMOTION} onClose={onClose} />,
    MarketingBannerModal: ({ onClose }) => (
      <ModalOpener name="MarketingBannerModal" props={NONE} onClose={onClose} />
    ),
  },
});
