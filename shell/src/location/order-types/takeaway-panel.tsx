// Takeaway: a map of the outlets and a searchable list with open/closed states (spec §2). On narrow
// screens the list is a button away from the map; choosing confirms with the shop (POST /shops/set).

// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import { setShop } from '@storefront/shared/api';
import type { City, Shop } from '@storefront/shared/contract';
import { shopState } from '@storefront/shared/domain';
import { StorefrontMap } from '@storefront/shared/maps';
import { testIds } from '@storefront/shared/qa';
import { applyLocation, useCart, useShops } from '@storefront/shared/query';
import { locationStore, useLocationStore, useModalStore } from '@storefront/shared/stores';
import { Button, Skeleton, useIsMobile } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { List, Map as MapIcon, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { takeawayChangeConfirm } from '../location-change';
import { ShopStateLabel } from '../shop-state-label';
import { shopsOf } from './map-data';
import styles from './order-types.module.css';

export function matchesShop(shop: Shop, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || `${shop.name} ${shop.address.street}`.toLocaleLowerCase().includes(needle);
}

export function TakeawayPanel({ city, onDone }: { city: City; onDone(): void }) {
  const { t, i18n } = useTranslation('shell-location');
  const { mapsKey } = useRuntimeConfig();
  const isMobile = useIsMobile();
  const client = useQueryClient();
  const { data: shops, isPending } = useShops(city.id);
  const current = useLocationStore((state) => state.shopId);
  const [chosen, setChosen] = useState<number | null>(current);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<'map' | 'list'>('list');
  const [saving, setSaving] = useState(false);
  const { data: cart } = useCart();
  const openModal = useModalStore((state) => state.open);
  const environment = useMemo(
    () => ({ apiKey: mapsKey || null, language: i18n.language }),
    [mapsKey, i18n.language],
  );
  const now = new Date();
  const visible = (shops ?? []).filter((shop) => matchesShop(shop, query));
  const chosenShop = shops?.find((shop) => shop.id === chosen);

  const apply = async (shop: Shop) => {
    setSaving(true);
    try {
      const answer = await setShop(shop.id);
      applyLocation(client, { order_type: 'takeaway', shop: { id: shop.id } }, answer.cart);
      onDone();
    } finally {
      setSaving(false);
    }
  };

  const confirm = () => {
    if (!chosenShop || chosenShop.type === 'stop') return;
    const location = locationStore.getState();
    const guard = takeawayChangeConfirm({
      cartCount: cart?.count ?? 0,
      orderType: location.orderType,
      shopId: location.shopId,
      hasDeliveryAddress: Boolean(location.deliveryAddress),
      chosenShopId: chosenShop.id,
    });
    if (guard) openModal(guard, { shop: chosenShop, onConfirm: () => apply(chosenShop) });
    else void apply(chosenShop);
  };

  const map = (
    <StorefrontMap
      environment={environment}
      center={city.map.coordinates}
      zoom={city.map.zoom}
      shops={shopsOf(shops ?? [])}
      cityId={city.id}
      fitBounds
      selectedShopId={chosen}
      onShopSelect={(id) => {
        setChosen(id);
        if (isMobile) setView('list');
      }}
      label={t('orderTypes.shopsMapLabel')}
      className={styles.map}
    />
  );

  const list = (
    <div className={styles.shopList}>
      <div className={styles.search}>
        <Search aria-hidden="true" size={18} />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('orderTypes.shopSearch')}
          aria-label={t('orderTypes.shopSearch')}
          data-testid={testIds.orderTypes.shopSearch}
        />
      </div>
      {isPending && <Skeleton variant="text" lines={4} />}
      {shops && visible.length === 0 && <p className={styles.muted}>{t('orderTypes.shopsEmpty')}</p>}
      <ul className={styles.options} aria-label={t('orderTypes.takeaway')}>
        {visible.map((shop) => {
          const state = shopState(shop, city.timezone, now);
          return (
            <li key={shop.id}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={shop.id === chosen}
                disabled={shop.type === 'stop'}
                data-testid={testIds.orderTypes.shopOption(shop.id)}
                onClick={() => setChosen(shop.id)}
              >
                <span className={styles.optionName}>{shop.name}</span>
                <span className={styles.muted}>{shop.address.street}</span>
                <ShopStateLabel state={state} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <div className={styles.panel}>
      {isMobile ? (
        <>
          <div className={styles.row}>
            <Button
              variant={view === 'list' ? 'primary' : 'secondary'}
              size="s"
              onClick={() => setView('list')}
              aria-pressed={view === 'list'}
            >
              <List aria-hidden="true" size={16} /> {t('orderTypes.showList')}
            </Button>
            <Button
              variant={view === 'map' ? 'primary' : 'secondary'}
              size="s"
              onClick={() => setView('map')}
              aria-pressed={view === 'map'}
            >
              <MapIcon aria-hidden="true" size={16} /> {t('orderTypes.showMap')}
            </Button>
          </div>
          {view === 'map' ? map : list}
        </>
      ) : (
        <div className={styles.split}>
          {map}
          {list}
        </div>
      )}
      <Button
        onClick={confirm}
        disabled={!chosenShop || chosenShop.type === 'stop'}
        loading={saving}
        data-testid={testIds.orderTypes.shopSelect}
      >
        {chosenShop ? t('orderTypes.selectShop') : t('orderTypes.chooseShopFirst')}
      </Button>
    </div>
  );
}
