// Cache-Control values. Brand-scoped answers vary by the x-brand header, so caches must key on it.
import { BRAND_HEADER } from '@storefront/shared/contract';
import type { FastifyReply } from 'fastify';

/** Public reference data (cities, settings): a minute fresh, then served stale while refreshing. */
export function cachePublicBrandData(reply: FastifyReply, maxAgeSeconds = 60) {
  reply.header(
    'cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
  );
  reply.header('vary', BRAND_HEADER);
}
