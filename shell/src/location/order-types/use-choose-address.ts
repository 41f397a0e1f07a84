// What follows a delivery address check (spec §4 address flow, §8): found inside a zone → it becomes
// the delivery address (the cart comes back repriced); found outside every zone → the notify-me form;
// not found → an error at the field; in another of the brand's cities → switch city and keep it;
// outside all of them → the server-error modal.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import { ApiError, setAddressByAddress } from '@storefront/shared/api';
import type { AddressSetResponse, DeliveryAddress, SetByAddressRequest } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { applyLocation, useCities } from '@storefront/shared/query';
import { locationStore } from '@storefront/shared/stores';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rememberAddressElsewhere } from '../location-memory';

export type AddressOutcome =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'not-found'; message: string }
  | { kind: 'not-delivered'; address: DeliveryAddress }
  | { kind: 'done' };

export function useChooseAddress(cityId: number, onDone: () => void) {
  const { t } = useTranslation('shell-location');
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: cities } = useCities();
  const [outcome, setOutcome] = useState<AddressOutcome>({ kind: 'idle' });

  const apply = (answer: AddressSetResponse) => {
    const address = answer.delivery_address;
    if (address.city_id !== cityId) {
      const alias = cities?.cities.find((city) => city.id === address.city_id)?.alias;
      if (!alias) {
        bus.emit('shell:server-error', { status: 422, message: t('orderTypes.otherCityUnavailable') });
        setOutcome({ kind: 'idle' });
        return;
      }
      rememberAddressElsewhere(address);
      onDone();
      navigate(`/${alias}`);
      return;
    }
    applyLocation(client, { order_type: 'delivery', delivery_address: address }, answer.cart);
    setOutcome({ kind: 'done' });
    onDone();
  };

  const check = async (request: Omit<SetByAddressRequest, 'city_id'>) => {
    setOutcome({ kind: 'checking' });
    try {
      const answer = await setAddressByAddress({ city_id: cityId, ...request }, { silent: [422] });
      if (!answer.delivery_address.delivery_possible) {
        setOutcome({ kind: 'not-delivered', address: answer.delivery_address });
        return;
      }
      apply(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A failed delivery address update clears the current address (spec §4).
      locationStore.getState().clearDeliveryAddress();
      const message = error.field('delivery_address') ?? error.field('address') ?? error.message;
      if (error.code === 'addressNotAvailable') {
        bus.emit('shell:server-error', { status: error.status, message });
        setOutcome({ kind: 'idle' });
        return;
      }
      setOutcome({ kind: 'not-found', message });
    }
  };

  return { outcome, setOutcome, check };
}
