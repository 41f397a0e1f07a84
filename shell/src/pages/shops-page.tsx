// /{city}/shops (spec §2): the city's outlets as cards with their open or closed state, a search, and
// a map; on mobile a list/map switch. A card can become the takeaway shop in one tap.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/pages';
import '../i18n/location';
import { setShop } from '@storefront/shared/api';
import type { Shop } from '@storefront/shared/contract';
import { formatPhone, type PhoneMaskRule, phoneHref, shopState } from '@storefront/shared/domain';
import { StorefrontMap } from '@storefront/shared/maps';
import { applyLocation, useShops } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { Button, Skeleton, useIsMobile } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Phone, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { shopsOf } from '../location/order-types/map-data';
import { matchesShop } from '../location/order-types/takeaway-panel';
import { ShopStateLabel } from '../location/shop-state-label';
import { useCityContext } from '../routes/city-context';
import { ContentPage } from './content-page';
import styles from './shops-page.module.css';

export function ShopsPage() {
  const { t, i18n } = useTranslation(['shell-pages', 'shell-location']);
  const { city } = useCityContext();
  const { mapsKey } = useRuntimeConfig();
  const isMobile = useIsMobile();
  const { data: shops, isPending } = useShops(city.id);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<'list' | 'map'>('list');
  const [selected, setSelected] = useState<number | null>(null);
  const environment = useMemo(
    () => ({ apiKey: mapsKey || null, language: i18n.language }),
    [mapsKey, i18n.language],
  );
  const visible = (shops ?? []).filter((shop) => matchesShop(shop, query));

  const map = (
    <StorefrontMap
      environment={environment}
      center={city.map.coordinates}
      zoom={city.map.zoom}
      shops={shopsOf(visible)}
      cityId={city.id}
      fitBounds
      selectedShopId={selected}
      onShopSelect={(id) => {
        setSelected(id);
        setView('list');
        document.getElementById(`shop-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      }}
      label={t('shell-location:orderTypes.shopsMapLabel')}
      className={styles.map}
    />
  );

  return (
    <ContentPage title={t('pages.shops.title')} lead={t('pages.shops.lead')} wide>
      <div className={styles.tools}>
        <label className={styles.search}>
          <Search aria-hidden="true" size={18} />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('shell-location:orderTypes.shopSearch')}
            aria-label={t('shell-location:orderTypes.shopSearch')}
          />
        </label>
        {isMobile && (
          <div className={styles.views}>
            <Button
              size="s"
              variant={view === 'list' ? 'primary' : 'secondary'}
              onClick={() => setView('list')}
            >
              {t('shell-location:orderTypes.showList')}
            </Button>
            <Button
              size="s"
              variant={view === 'map' ? 'primary' : 'secondary'}
              onClick={() => setView('map')}
            >
              {t('shell-location:orderTypes.showMap')}
            </Button>
          </div>
        )}
      </div>
      <div className={styles.layout}>
        {(!isMobile || view === 'list') && (
          <ul className={styles.cards}>
            {isPending && [0, 1, 2].map((n) => <Skeleton key={n} height={160} />)}
            {shops && visible.length === 0 && <p>{t('shell-location:orderTypes.shopsEmpty')}</p>}
            {visible.map((shop) => (
              <ShopCard
                key={shop.id}
                shop={shop}
                timeZone={city.timezone}
                phoneMasks={city.phone_masks}
                highlighted={shop.id === selected}
              />
            ))}
          </ul>
        )}
        {(!isMobile || view === 'map') && <div className={styles.mapColumn}>{map}</div>}
      </div>
    </ContentPage>
  );
}

function ShopCard({
  shop,
  timeZone,
  phoneMasks,
  highlighted,
}: {
  shop: Shop;
  timeZone: string;
  phoneMasks: readonly PhoneMaskRule[];
  highlighted: boolean;
}) {
  const { t } = useTranslation('shell-pages');
  const client = useQueryClient();
  const chosen = useLocationStore((state) => state.orderType === 'takeaway' && state.shopId === shop.id);
  const [saving, setSaving] = useState(false);
  const days = t('shopsPage.weekdays').split(',');

  const pickUpHere = async () => {
    setSaving(true);
    try {
      const answer = await setShop(shop.id);
      applyLocation(client, { order_type: 'takeaway', shop: { id: shop.id } }, answer.cart);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li id={`shop-${shop.id}`} className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}>
      <h2 className={styles.name}>{shop.name}</h2>
      <p className={styles.address}>{shop.address.street}</p>
      {shop.address.description && <p className={styles.muted}>{shop.address.description}</p>}
      <ShopStateLabel state={shopState(shop, timeZone)} />
      <details className={styles.hours}>
        <summary>{t('shopsPage.hours')}</summary>
        <dl>
          {(['1', '2', '3', '4', '5', '6', '7'] as const).map((day, index) => (
            <div key={day} className={styles.day}>
              <dt>{days[index]}</dt>
              <dd>{shop.schedule.default[day]?.working_time || t('shopsPage.dayOff')}</dd>
            </div>
          ))}
        </dl>
      </details>
      {shop.phone && (
        <a className={styles.phone} href={phoneHref(shop.phone)}>
          <Phone aria-hidden="true" size={16} /> {formatPhone(shop.phone, phoneMasks)}
        </a>
      )}
      {chosen ? (
        <p className={styles.chosen}>
          <Check aria-hidden="true" size={18} /> {t('shopsPage.chosen')}
        </p>
      ) : (
        <Button
          variant="secondary"
          size="s"
          disabled={shop.type === 'stop'}
          loading={saving}
          onClick={pickUpHere}
        >
          {t('shopsPage.pickUpHere')}
        </Button>
      )}
    </li>
  );
}
