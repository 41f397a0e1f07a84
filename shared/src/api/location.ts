// Address and geocoder calls (spec §7): suggestions for the address field, forward and reverse
// geocoding, and setting the delivery address (which also reprices the cart and answers the menu).
import type { SetByAddressRequest, SetByCoordinatesRequest } from '@storefront/shared/contract';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

export function suggestAddresses(text: string, cityId: number, options: CallOptions = {}) {
  return apiRequest((contract) => contract.suggestResponseSchema, '/geocoder/suggest', {
    method: 'POST',
    body: { text, city_id: cityId },
    ...options,
  }).then((answer) => answer.suggestions);
}

export function searchByCoordinates(
  latitude: number,
  longitude: number,
  cityId: number,
  options: CallOptions = {},
) {
  return apiRequest(
    (contract) => contract.searchByCoordinatesResponseSchema,
    '/geocoder/searchByCoordinates',
    {
      method: 'POST',
      // Longitude first, then latitude (spec §7).
      body: { coordinates: [longitude, latitude], city_id: cityId },
      ...options,
    },
  ).then((answer) => answer.collection);
}

export function setAddressByAddress(request: SetByAddressRequest, options: CallOptions = {}) {
  return apiRequest((contract) => contract.addressSetResponseSchema, '/user/addresses/set-by-address', {
    method: 'POST',
    body: request,
    ...options,
  });
}

export function setAddressByCoordinates(request: SetByCoordinatesRequest, options: CallOptions = {}) {
  return apiRequest((contract) => contract.addressSetResponseSchema, '/user/addresses/set-by-coordinates', {
    method: 'POST',
    body: request,
    ...options,
  });
}
