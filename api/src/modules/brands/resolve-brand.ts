// Every brand-scoped route learns its brand from the `x-brand` header, falling back to the
// instance's default (env BRAND). An unknown brand is the client's mistake: 400, never a 500.
import { BRAND_HEADER, brandAliasSchema, ERROR_CODES } from '@storefront/shared/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/http-error';
import { type BrandRow, findBrandByAlias } from './repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the brand hook on brand-scoped routes. */
    brand: BrandRow | null;
  }
}

function unknownBrand() {
  return badRequest('Unknown brand.', { brand: ['Unknown brand.'] }, ERROR_CODES.unknownBrand);
}

/** Brand rows change with deployments, not requests: remember each for a few seconds. */
const BRAND_TTL_MS = 5000;
const brandCache = new WeakMap<Db, Map<string, { row: BrandRow | undefined; at: number }>>();

async function cachedBrand(db: Db, alias: string): Promise<BrandRow | undefined> {
  let byAlias = brandCache.get(db);
  if (!byAlias) {
    byAlias = new Map();
    brandCache.set(db, byAlias);
  }
  const hit = byAlias.get(alias);
  const now = performance.now();
  if (hit && now - hit.at < BRAND_TTL_MS) return hit.row;
  const row = await findBrandByAlias(db, alias);
  // Only known brands are remembered, so made-up aliases cannot grow the map.
  if (row) byAlias.set(alias, { row, at: now });
  return row;
}

export function brandHook(db: Db, defaultBrand: string): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const header = request.headers[BRAND_HEADER];
    if (Array.isArray(header)) throw unknownBrand();
    const parsed = brandAliasSchema.safeParse(header ?? defaultBrand);
    if (!parsed.success) throw unknownBrand();
    const brand = await cachedBrand(db, parsed.data);
    if (!brand) throw unknownBrand();
    request.brand = brand;
  };
}

/** The brand of a request that went through the brand hook. */
export function requireBrand(request: FastifyRequest): BrandRow {
  if (!request.brand) throw new Error('Brand hook did not run for this route');
  return request.brand;
}
