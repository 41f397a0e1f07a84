// The API client: configure once, then call. Errors are ApiError (spec §8).
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
export * from './order';
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
