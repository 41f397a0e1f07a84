// The API client: configure once, then call. Errors are ApiError (spec §8).

// The contract's paths and the idempotency header (plain values, no zod), for the calls a remote makes
// itself on this client (mf-checkout's order and payment calls, mf-tracking's lookup and courier).
export { CHECKOUT_PATHS, IDEMPOTENCY_HEADER, TRACKING_PATHS } from '../contract/paths';
export { ApiError, type ApiErrorInit, CLIENT_ERROR_CODES, firstFieldErrors, isApiError } from './api-error';
export { cartApi } from './cart';
export { getProducts, getRelatedProducts, getShops, setShop } from './catalog';
export { type CallOptions, getCities, getCity } from './cities';
export { type ApiConfig, configureApi, resetApiConfig } from './config';
export {
  searchByCoordinates,
  setAddressByAddress,
  setAddressByCoordinates,
  suggestAddresses,
} from './location';
export { type Notification, readNotification } from './notification';
export {
  apiRequest,
  buildUrl,
  type HttpMethod,
  NETWORK_ERROR_MESSAGE,
  type QueryValue,
  type RequestOptions,
  SERVER_ERROR_STATUSES,
} from './request';
export { getSettings } from './settings';
export * from './tracking';
export * from './user';
