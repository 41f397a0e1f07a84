// Cache-Control values. Brand-scoped answers vary by the x-brand header, so caches must key on it.
import { BRAND_HEADER } from '@storefront/shared/contract';
import type { FastifyReply } from 'fastify';

/** What answers in the request's language vary by (http/texts.ts requestLang). */
export const LANGUAGE_VARY = 'cookie, accept-language';

/**
 * Public reference data (cities, settings): a minute fresh, then served stale while refreshing.
 * `byLanguage`: the answer carries content in the request's language, so caches key on it too.
 */
export function cachePublicBrandData(reply: FastifyReply, maxAgeSeconds = 60, byLanguage = false) {
  reply.header(
    'cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
  );
  reply.header('vary', byLanguage ? `${BRAND_HEADER}, ${LANGUAGE_VARY}` : BRAND_HEADER);
}
