import { userApi } from '@storefront/shared/api';
import type { AddressSetResponse } from '@storefront/shared/contract';
import { bus, useBusEvent } from '@storefront/shared/events';
import { queryKeys } from '@storefront/shared/query';
import { locationStore, useLocationStore } from '@storefront/shared/stores';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reportFailure } from '../common/report-failure';

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user.addresses,
    queryFn: ({ signal }) => userApi.addresses({ signal }),
  });

/** The saved addresses; an address added through the order-types modal shows up on its own. */
export function useAddresses() {
  const client = useQueryClient();
  useBusEvent(
    'location:changed',
    () => void client.invalidateQueries({ queryKey: queryKeys.user.addresses }),
  );
  return useQuery(addressesQueryOptions());
}

/** The saved address the visitor orders to now, if any. */
export function useCurrentAddressId(): number | null {
  return useLocationStore((state) =>
    state.orderType === 'delivery' ? (state.deliveryAddress?.id ?? null) : null,
  );
}

/** The chosen address becomes the location, and its repriced cart is cached under the new context. */
function applyAddress(client: QueryClient, answer: AddressSetResponse): void {
  const address = answer.delivery_address;
  locationStore.getState().setDeliveryAddress(
    {
      id: address.id,
      address: address.address,
      full_address: address.full_address,
      room: address.room,
      coordinates: address.map.coordinates,
    },
    address.delivery_zone_id,
  );
  const city = locationStore.getState().city;
  if (city) {
    client.setQueryData(
      queryKeys.cart.current({
        city_id: city.id,
        order_type: 'delivery',
        shop_id: null,
        delivery_zone_id: address.delivery_zone_id,
      }),
      answer.cart,
    );
  }
  client.setQueryData(queryKeys.user.addresses, answer.delivery_addresses);
  bus.emit('cart:changed', { count: answer.cart.count });
}

/** Making a saved address the current one (POST /user/addresses/set-by-id), with its row's loader. */
export function useSelectAddress() {
  const client = useQueryClient();
  const [selecting, setSelecting] = useState<number | null>(null);

  const select = async (id: number) => {
    if (selecting !== null) return;
    setSelecting(id);
    try {
      applyAddress(client, await userApi.setAddressById({ delivery_address_id: id }));
    } catch (error) {
      reportFailure(error);
    } finally {
      setSelecting(null);
    }
  };

  return { selecting, select };
}
