// The menu of a context (POST /api/products) and the related products of groups. A menu depends
// only on the catalog version, its language, the city, the order type and the kitchen, never on the visitor, so
// its JSON is built once and kept in a small in-process LRU keyed by exactly those.

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type Product,
  type ProductGroup,
  type ProductsResponse,
  productsResponseSchema,
} from '@storefront/shared/contract';
import type { ResolvedContext } from '../location/context';
import type { BrandSnapshot, CitySnap } from './snapshot';
import { menuGroups, productState, productView } from './views';

export interface CachedMenu {
  body: string;
  etag: string;
  groups: ProductGroup[];
  /** Compressed bodies, made on first demand (a menu is ~200 KB of JSON, ~15 KB compressed). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

export function encodedBody(menu: CachedMenu, encoding: 'br' | 'gzip'): Buffer {
  let body = menu.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(menu.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(menu.body, { level: 6 });
    menu.encoded[encoding] = body;
  }
  return body;
}

const MENU_CACHE_LIMIT = 500;

function contextKey(snapshot: BrandSnapshot, context: ResolvedContext): string {
  const takeawayShop = context.orderType === 'takeaway' ? (context.shop?.id ?? 0) : 0;
  return `${snapshot.brand.id}.${snapshot.version}.${snapshot.lang}.${context.city.row.id}.${context.orderType}.${context.kitchen?.id ?? 0}.${takeawayShop}`;
}

export class MenuCache {
  private readonly entries = new Map<string, CachedMenu>();

  get(snapshot: BrandSnapshot, context: ResolvedContext): CachedMenu {
    const key = contextKey(snapshot, context);
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh recency: a Map keeps insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    // Checked against the contract once here, since the route sends the string as it is.
    const answer = productsResponseSchema.parse(buildMenu(snapshot, context));
    const entry: CachedMenu = {
      body: JSON.stringify(answer),
      etag: `"${key}"`,
      groups: answer.product_groups,
      encoded: {},
    };
    this.entries.set(key, entry);
    if (this.entries.size > MENU_CACHE_LIMIT) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

export function popularIds(snapshot: BrandSnapshot, context: ResolvedContext): number[] {
  const own =
    context.orderType === 'takeaway' && context.shop
      ? snapshot.popularByShop.get(context.shop.id)
      : undefined;
  return own && own.length > 0 ? own : (snapshot.popularByCity.get(context.city.row.id) ?? []);
}

export function buildMenu(snapshot: BrandSnapshot, context: ResolvedContext): ProductsResponse {
  const kitchenId = context.kitchen?.id ?? null;
  const product_groups = menuGroups(snapshot, context.city, kitchenId);
  const byId = new Map(
    product_groups.flatMap((group) => group.products).map((product) => [product.id, product]),
  );
  const popular_products = popularIds(snapshot, context).flatMap((id) => byId.get(id) ?? []);
  return { product_groups, popular_products };
}

/** Products suggested with the groups (deduplicated, in the groups' order), sellable in the context. */
export function relatedProducts(
  snapshot: BrandSnapshot,
  city: CitySnap,
  kitchenId: number | null,
  groupIds: readonly number[],
): Product[] {
  const seen = new Set<number>();
  const out: Product[] = [];
  for (const groupId of groupIds) {
    for (const productId of snapshot.relatedByGroup.get(groupId) ?? []) {
      if (seen.has(productId)) continue;
      seen.add(productId);
      const product = snapshot.products.get(productId);
      if (!product || productState(snapshot, kitchenId, productId) !== 'default') continue;
      out.push(productView(snapshot, city, product, 'related'));
    }
  }
  return out;
}
