// GET /api/cities and GET /api/cities/{alias} (spec §7).
import { citiesResponseSchema, cityAliasParamsSchema, cityResponseSchema } from '@storefront/shared/contract';
import { cachePublicBrandData } from '../../http/cache';
import { requestLang } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { marketingOf } from './marketing';
import { getCities, getCity } from './service';

export async function citiesRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));

  app.get('/cities', { schema: { response: { 200: citiesResponseSchema } } }, async (request, reply) => {
    cachePublicBrandData(reply, 60, true);
    return getCities(db, requireBrand(request).id, requestLang(request));
  });

  app.get(
    '/cities/:alias',
    { schema: { params: cityAliasParamsSchema, response: { 200: cityResponseSchema } } },
    async (request, reply) => {
      const brand = requireBrand(request);
      const now = deps.now();
      const lang = requestLang(request);
      const city = await getCity(db, brand.id, request.params.alias, now, lang);
      Object.assign(city, marketingOf(await deps.snapshots.get(brand, lang), city.id, now));
      cachePublicBrandData(reply, 60, true);
      return { city };
    },
  );
}
