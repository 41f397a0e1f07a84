// Delivery: the zones map and the address field (spec §2 order types modal, §4 address flow).

// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import { apiRequest, searchByCoordinates } from '@storefront/shared/api';
import { type City, type Coordinates, searchByAddressResponseSchema } from '@storefront/shared/contract';
import { formatPrice } from '@storefront/shared/domain';
import { StorefrontMap } from '@storefront/shared/maps';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { canCheckAddress } from '../../domain/address-input';
import {
  type AddressDetails,
  type AddressDetailsErrors,
  AddressDetailsFields,
  checkAddressDetails,
  EMPTY_DETAILS,
} from './address-details';
import { AddressField } from './address-field';
import { NotDeliveredForm } from './not-delivered-form';
import styles from './order-types.module.css';
import { useChooseAddress } from './use-choose-address';
import { useMapZones } from './use-map-zones';

interface DeliveryPanelProps {
  city: City;
  /** Adding a new address (the profile's "add address"): start empty, not from the current one. */
  blank?: boolean;
  onDone(): void;
  onTakeaway(): void;
}

export function DeliveryPanel({ city, blank = false, onDone, onTakeaway }: DeliveryPanelProps) {
  const { t, i18n } = useTranslation('shell-location');
  const { mapsKey } = useRuntimeConfig();
  const stored = useLocationStore((state) => state.deliveryAddress);
  const current = blank ? null : stored;
  const [text, setText] = useState(current?.address ?? '');
  const latestText = useRef(text);
  latestText.current = text;
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [point, setPoint] = useState<Coordinates | null>(current?.coordinates ?? null);
  const { outcome, setOutcome, check } = useChooseAddress(city.id, onDone);
  const currency = city.prices.currency;
  const zones = useMapZones(city);
  const environment = useMemo(
    () => ({ apiKey: mapsKey || null, language: i18n.language }),
    [mapsKey, i18n.language],
  );
  // The pin follows the text: a picked house is pinned at once, before "deliver here".
  const [pinned, setPinned] = useState<string | null>(current?.address ?? null);
  // A new saved address carries its apartment, entrance and floor as checkout's form does.
  const [details, setDetails] = useState<AddressDetails>(EMPTY_DETAILS);
  const [detailErrors, setDetailErrors] = useState<AddressDetailsErrors>({});

  const submit = () => {
    if (!canCheckAddress(text) || outcome.kind === 'checking') return;
    const place = placeId ? { place_id: placeId } : { address: text };
    if (!blank) {
      void check(place);
      return;
    }
    const checked = checkAddressDetails(details);
    if (!checked.ok) {
      setDetailErrors(checked.errors);
      return;
    }
    setDetailErrors({});
    void check({ ...place, ...checked.details });
  };

  const pointAt = async (coordinates: Coordinates) => {
    setPoint(coordinates);
    const [nearest] = await searchByCoordinates(coordinates.latitude, coordinates.longitude, city.id, {
      silent: true,
    }).catch(() => []);
    if (!nearest) return;
    setText(nearest.address);
    setPinned(nearest.address);
    setPlaceId(nearest.type === 'house' ? nearest.place_id : null);
    setOutcome({ kind: 'idle' });
  };

  const pinAt = async (address: string) => {
    const found = await apiRequest(searchByAddressResponseSchema, '/geocoder/searchByAddress', {
      method: 'POST',
      body: { address, city_id: city.id },
      silent: true,
    }).catch(() => null);
    // Only if the text still names that address (the visitor may have typed on meanwhile).
    if (!found || latestText.current !== address) return;
    setPoint(found.point);
    setPinned(address);
  };

  if (outcome.kind === 'not-delivered') {
    return (
      <NotDeliveredForm
        address={outcome.address}
        onOtherAddress={() => setOutcome({ kind: 'idle' })}
        onTakeaway={onTakeaway}
      />
    );
  }

  const error = outcome.kind === 'not-found' ? outcome.message : null;
  return (
    <div className={styles.panel}>
      <StorefrontMap
        environment={environment}
        center={city.map.coordinates}
        zoom={city.map.zoom}
        bbox={city.map.bbox}
        zones={zones}
        marker={point}
        markerLabel={point ? pinned : null}
        cityId={city.id}
        onMapClick={pointAt}
        label={t('orderTypes.mapLabel')}
        className={styles.map}
      />
      <div className={styles.form}>
        <AddressField
          cityId={city.id}
          value={text}
          error={error}
          onChange={(next) => {
            setText(next);
            setPlaceId(null);
            if (outcome.kind !== 'idle') setOutcome({ kind: 'idle' });
          }}
          onPick={(suggestion) => {
            if (suggestion.type === 'street') {
              setText(`${suggestion.address}, `);
              setPlaceId(null);
              return;
            }
            setText(suggestion.address);
            setPlaceId(suggestion.place_id);
            void pinAt(suggestion.address);
          }}
          onSubmit={submit}
          action={
            <Button
              // A press leaves the focus in the field: its list does not close under the pointer,
              // and the modal, sized by its content, does not shrink away from a slow press.
              onMouseDown={(event) => event.preventDefault()}
              onClick={submit}
              disabled={!canCheckAddress(text) || Boolean(error)}
              loading={outcome.kind === 'checking'}
              data-testid={testIds.orderTypes.addressSubmit}
            >
              {t('orderTypes.submitAddress')}
            </Button>
          }
        />
        {blank && <AddressDetailsFields values={details} errors={detailErrors} onChange={setDetails} />}
        <ul className={styles.zones}>
          {Object.values(city.delivery_zones).map((zone) => (
            <li key={zone.id}>
              <span
                className={styles.swatch}
                style={{ background: zone.background_color }}
                aria-hidden="true"
              />
              {zone.name}:{' '}
              {t('orderTypes.zoneTerms', {
                price: zone.prices.delivery
                  ? formatPrice(zone.prices.delivery, { currency })
                  : t('orderTypes.free'),
                minimum: formatPrice(zone.prices.minimum_order_amount, { currency }),
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
