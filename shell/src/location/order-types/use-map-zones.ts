// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import type { City } from '@storefront/shared/contract';
import { formatPrice } from '@storefront/shared/domain';
import type { MapZone } from '@storefront/shared/maps';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zonesOf } from './map-data';

/** The city's zones for the map, each labelled with its delivery price ("Центр · 199 ₽", or free). */
export function useMapZones(city: City): MapZone[] {
  const { t } = useTranslation('shell-location');
  const currency = city.prices.currency;
  return useMemo(
    () =>
      zonesOf(city, (zone) =>
        zone.prices.delivery ? formatPrice(zone.prices.delivery, { currency }) : t('orderTypes.free'),
      ),
    [city, currency, t],
  );
}
