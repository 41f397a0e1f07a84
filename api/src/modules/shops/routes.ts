// GET /api/shops?city_id= and POST /api/shops/set (spec §7).
import {
  shopSetRequestSchema,
  shopSetResponseSchema,
  shopsQuerySchema,
  shopsResponseSchema,
} from '@storefront/shared/contract';
import { cachePublicBrandData } from '../../http/cache';
import { requestLang } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { cartEnv } from '../cart/env';
import { runCartOperation } from '../cart/service';
import { invalid, resolveCity } from '../location/context';
import { shopView } from './views';

export async function shopsRoutes(app: App, { deps }: ModuleOptions) {
  app.addHook('onRequest', brandHook(deps.database.db, deps.defaultBrand));

  app.get(
    '/shops',
    { schema: { querystring: shopsQuerySchema, response: { 200: shopsResponseSchema } } },
    async (request, reply) => {
      const snapshot = await deps.snapshots.get(requireBrand(request), requestLang(request));
      const city = resolveCity(snapshot, request.query.city_id);
      cachePublicBrandData(reply, 60, true);
      const now = deps.now();
      return { shops: city.shops.map((shop) => shopView(snapshot, city, shop, now)) };
    },
  );

  /** Takeaway from this shop: the cart moves to it (and its city) and is repriced. */
  app.post(
    '/shops/set',
    { schema: { body: shopSetRequestSchema, response: { 200: shopSetResponseSchema } } },
    async (request, reply) => {
      const env = await cartEnv(deps, request, reply);
      const shop = env.snapshot.shops.get(request.body.shop_id);
      if (!shop) throw invalid({ shop_id: ['Unknown shop.'] });
      const city = env.snapshot.cities.get(shop.cityId)!;
      if (!city.row.hasTakeaway) throw invalid({ shop_id: ['This city has no takeaway.'] });
      const priced = await runCartOperation(
        env,
        { city_id: city.row.id, order_type: 'takeaway', shop_id: shop.id },
        null,
      );
      reply.header('cache-control', 'no-store');
      return {
        shop: shopView(env.snapshot, city, shop, env.now),
        cart: priced.cart,
        product_groups: deps.menus.get(env.snapshot, priced.context!).groups,
      };
    },
  );
}
