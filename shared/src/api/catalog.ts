// Catalog and shop calls (spec §7). Fetchers only: query options and hooks live in `query`.
import type { LocationContextInput, RelatedProductsRequest } from '@storefront/shared/contract';
import type { CallOptions } from './cities';
import { apiRequest } from './request';

export function getProducts(context: LocationContextInput, options: CallOptions = {}) {
  return apiRequest((contract) => contract.productsResponseSchema, '/products', {
    method: 'POST',
    body: context,
    ...options,
  });
}

export function getRelatedProducts(request: RelatedProductsRequest, options: CallOptions = {}) {
  return apiRequest((contract) => contract.relatedProductsResponseSchema, '/products/get-related-products', {
    method: 'POST',
    body: request,
    ...options,
  });
}

export function getShops(cityId: number, options: CallOptions = {}) {
  return apiRequest((contract) => contract.shopsResponseSchema, '/shops', {
    query: { city_id: cityId },
    ...options,
  });
}

export function setShop(shopId: number, options: CallOptions = {}) {
  return apiRequest((contract) => contract.shopSetResponseSchema, '/shops/set', {
    method: 'POST',
    body: { shop_id: shopId },
    ...options,
  });
}
