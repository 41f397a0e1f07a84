import { userApi } from '@storefront/shared/api';
import type { AddressSetResponse } from '@storefront/shared/contract';
import { useBusEvent } from '@storefront/shared/events';
import { applyLocation, queryKeys } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
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
  applyLocation(client, { order_type: 'delivery', delivery_address: answer.delivery_address }, answer.cart);
  client.setQueryData(queryKeys.user.addresses, answer.delivery_addresses);
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
