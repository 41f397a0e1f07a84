// /{city}/delivery (spec §2, §4): delivery terms per zone, the zones map, and an address check — an
// available address is confirmed and becomes the delivery address (the URL drops /delivery); an
// unavailable one gets the nearest shop offered for takeaway.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/pages';
import '../i18n/location';
import { ApiError, setAddressByAddress } from '@storefront/shared/api';
import type { SuggestedAddress } from '@storefront/shared/contract';
import { formatPrice } from '@storefront/shared/domain';
import { StorefrontMap } from '@storefront/shared/maps';
import { useShops } from '@storefront/shared/query';
import { useModalStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { canCheckAddress } from '../domain/address-input';
import { nearestShop } from '../domain/geo';
import { AddressField } from '../location/order-types/address-field';
import { useMapZones } from '../location/order-types/use-map-zones';
import { useCityContext } from '../routes/city-context';
import { ContentPage } from './content-page';
import styles from './delivery-page.module.css';

export function DeliveryPage() {
  const { t, i18n } = useTranslation(['shell-pages', 'shell-location']);
  const { city } = useCityContext();
  const { mapsKey } = useRuntimeConfig();
  const open = useModalStore((state) => state.open);
  const { data: shops } = useShops(city.id);
  const [text, setText] = useState('');
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const currency = city.prices.currency;
  const zones = useMapZones(city);
  const environment = useMemo(
    () => ({ apiKey: mapsKey || null, language: i18n.language }),
    [mapsKey, i18n.language],
  );

  if (!city.order_types.delivery) return <Navigate to={`/${city.alias}`} replace />;

  const check = async () => {
    if (!canCheckAddress(text) || checking) return;
    setChecking(true);
    setError(null);
    try {
      const answer = await setAddressByAddress(
        placeId ? { city_id: city.id, place_id: placeId } : { city_id: city.id, address: text },
        { silent: [422] },
      );
      const address = answer.delivery_address;
      if (address.delivery_possible && address.city_id === city.id) {
        open('ConfirmSelectAddressModal', { address, cart: answer.cart, cityAlias: city.alias });
        return;
      }
      const shop = nearestShop(address.map.coordinates, shops ?? []);
      if (shop) open('NearestShopModal', { address, shop, cityAlias: city.alias });
      else setError(t('shell-location:orderTypes.otherCityUnavailable'));
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.field('delivery_address') ?? caught.message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <ContentPage title={t('pages.delivery.title')} lead={t('pages.delivery.lead')} wide>
      <div className={styles.layout}>
        <section className={styles.check} aria-labelledby="delivery-check">
          <h2 id="delivery-check" className={styles.heading}>
            {t('deliveryPage.checkTitle')}
          </h2>
          <AddressField
            cityId={city.id}
            value={text}
            error={error}
            onChange={(next) => {
              setText(next);
              setPlaceId(null);
              setError(null);
            }}
            onPick={(suggestion: SuggestedAddress) => {
              setText(suggestion.type === 'street' ? `${suggestion.address}, ` : suggestion.address);
              setPlaceId(suggestion.type === 'street' ? null : suggestion.place_id);
            }}
            onSubmit={check}
          />
          <Button onClick={check} disabled={!canCheckAddress(text) || Boolean(error)} loading={checking}>
            {t('deliveryPage.check')}
          </Button>
          <h2 className={styles.heading}>{t('deliveryPage.zonesTitle')}</h2>
          <ul className={styles.zones}>
            {Object.values(city.delivery_zones).map((zone) => (
              <li key={zone.id} className={styles.zone}>
                <span
                  className={styles.swatch}
                  style={{ background: zone.background_color }}
                  aria-hidden="true"
                />
                <div>
                  <strong>{zone.name}</strong>
                  <p>
                    {t('shell-location:orderTypes.zoneTerms', {
                      price: zone.prices.delivery
                        ? formatPrice(zone.prices.delivery, { currency })
                        : t('shell-location:orderTypes.free'),
                      minimum: formatPrice(zone.prices.minimum_order_amount, { currency }),
                    })}
                  </p>
                  {zone.prices.free_delivery_from ? (
                    <p>
                      {t('deliveryPage.freeFrom', {
                        amount: formatPrice(zone.prices.free_delivery_from, { currency }),
                      })}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <StorefrontMap
          environment={environment}
          center={city.map.coordinates}
          zoom={city.map.zoom}
          bbox={city.map.bbox}
          zones={zones}
          cityId={city.id}
          label={t('shell-location:orderTypes.mapLabel')}
          className={styles.map}
        />
      </div>
    </ContentPage>
  );
}
