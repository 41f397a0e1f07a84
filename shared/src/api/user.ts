// User calls (spec §7): sign-in by a one-time code, the session, the profile, the bonus balance,
// saved addresses and favourites. The session cookie travels by itself (credentials: include).
// Sign-in calls are silent on 429 by default: the login modal shows 'Too many attempts' at the phone
// (or code) field instead of the server-error modal (spec §8).
import type {
  BalanceQuery,
  CheckVerificationCodeRequest,
  LoginRequest,
  SetByIdRequest,
  UpdateUserRequest,
} from '@storefront/shared/contract';
import { USER_PATHS, userPaths } from '../contract/paths';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

const SIGN_IN_SILENT: readonly number[] = [429];

export const userApi = {
  /** Sends a code; answers the seconds until another may be asked for. */
  login: (request: LoginRequest, options: CallOptions = {}) =>
    apiRequest((contract) => contract.loginResponseSchema, USER_PATHS.login, {
      method: 'POST',
      body: request,
      silent: SIGN_IN_SILENT,
      ...options,
    }).then((answer) => answer.user.verification),
  /** Signs in: the API rotates the session cookie and keeps the cart. */
  checkVerificationCode: (request: CheckVerificationCodeRequest, options: CallOptions = {}) =>
    apiRequest((contract) => contract.userResponseSchema, USER_PATHS.checkVerificationCode, {
      method: 'POST',
      body: request,
      silent: SIGN_IN_SILENT,
      ...options,
    }).then((answer) => answer.user),
  checkSession: (options: CallOptions = {}) =>
    apiRequest((contract) => contract.checkSessionResponseSchema, USER_PATHS.checkSession, options),
  logout: (options: CallOptions = {}) =>
    apiRequest((contract) => contract.signOutResponseSchema, USER_PATHS.logout, {
      method: 'DELETE',
      ...options,
    }),
  /** Deletes the account and ends every session of it; orders stay, without the customer. */
  remove: (options: CallOptions = {}) =>
    apiRequest((contract) => contract.signOutResponseSchema, USER_PATHS.remove, {
      method: 'DELETE',
      ...options,
    }),
  get: (options: CallOptions = {}) =>
    apiRequest((contract) => contract.userResponseSchema, USER_PATHS.get, options).then(
      (answer) => answer.user,
    ),
  update: (request: UpdateUserRequest, options: CallOptions = {}) =>
    apiRequest((contract) => contract.userResponseSchema, USER_PATHS.update, {
      method: 'PUT',
      body: request,
      ...options,
    }).then((answer) => answer.user),
  balance: (query: BalanceQuery = {}, options: CallOptions = {}) =>
    apiRequest((contract) => contract.balanceResponseSchema, USER_PATHS.balance, {
      query: { ...query },
      ...options,
    }),
  addresses: (options: CallOptions = {}) =>
    apiRequest((contract) => contract.deliveryAddressesResponseSchema, USER_PATHS.addresses, options).then(
      (answer) => answer.delivery_addresses,
    ),
  /** Answers the remaining saved addresses. */
  removeAddress: (id: number, options: CallOptions = {}) =>
    apiRequest((contract) => contract.deliveryAddressesResponseSchema, userPaths.removeAddress(id), {
      method: 'DELETE',
      ...options,
    }).then((answer) => answer.delivery_addresses),
  /** Makes a saved address the current one: answers like set-by-address (cart and menu included). */
  setAddressById: (request: SetByIdRequest, options: CallOptions = {}) =>
    apiRequest((contract) => contract.addressSetResponseSchema, USER_PATHS.setAddressById, {
      method: 'POST',
      body: request,
      ...options,
    }),
  favorites: (options: CallOptions = {}) =>
    apiRequest((contract) => contract.favoritesResponseSchema, USER_PATHS.favorites, options).then(
      (answer) => answer.product_ids,
    ),
  addFavorite: (productId: number, options: CallOptions = {}) =>
    apiRequest((contract) => contract.favoritesResponseSchema, userPaths.favorite(productId), {
      method: 'PUT',
      ...options,
    }).then((answer) => answer.product_ids),
  removeFavorite: (productId: number, options: CallOptions = {}) =>
    apiRequest((contract) => contract.favoritesResponseSchema, userPaths.favorite(productId), {
      method: 'DELETE',
      ...options,
    }).then((answer) => answer.product_ids),
};
