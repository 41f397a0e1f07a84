// Cart calls (spec §7). Every one answers the whole repriced cart; the server is the source of truth
// for money (ARCHITECTURE rule 6).
import type {
  CartAddRequest,
  CartBagRequest,
  CartBonusesRequest,
  CartForgetRequest,
  CartGetRequest,
  CartGiftRequest,
  CartPromocodeRequest,
  CartRemoveRequest,
  CartSetIntervalRequest,
  PartialLocationContext,
} from '@storefront/shared/contract';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

const put = (path: string, body: unknown, options: CallOptions = {}) =>
  apiRequest((contract) => contract.cartResponseSchema, path, { method: 'PUT', body, ...options }).then(
    (answer) => answer.cart,
  );

export const cartApi = {
  get: (request: CartGetRequest, options?: CallOptions) => put('/cart', request, options),
  add: (request: CartAddRequest, options?: CallOptions) => put('/cart/add', request, options),
  remove: (request: CartRemoveRequest, options?: CallOptions) => put('/cart/remove', request, options),
  forget: (request: CartForgetRequest, options?: CallOptions) => put('/cart/forget', request, options),
  addGift: (request: CartGiftRequest, options?: CallOptions) => put('/cart/gift/add', request, options),
  removeGift: (request: CartGiftRequest, options?: CallOptions) => put('/cart/gift/remove', request, options),
  forgetGift: (request: CartGiftRequest, options?: CallOptions) => put('/cart/gift/forget', request, options),
  applyPromocode: (request: CartPromocodeRequest, options?: CallOptions) =>
    put('/cart/gift/apply-promocode', request, options),
  forgetPromocode: (request: PartialLocationContext, options?: CallOptions) =>
    put('/cart/gift/forget-promocode', request, options),
  setBag: (request: CartBagRequest, options?: CallOptions) => put('/cart/packages/bag', request, options),
  applyBonuses: (request: CartBonusesRequest, options?: CallOptions) =>
    put('/cart/gift/apply-bonuses', request, options),
  setInterval: (request: CartSetIntervalRequest, options?: CallOptions) =>
    put('/cart/set-interval', request, options),
  clear: (options: CallOptions = {}) =>
    apiRequest(null, '/cart/clear', { method: 'DELETE', ...options }).then(() => undefined),
};
