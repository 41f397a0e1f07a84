// Facts about the seeded world for API tests, read through the API itself (ids are not fixed).
import {
  citiesResponseSchema,
  cityResponseSchema,
  type ProductsResponse,
  productsResponseSchema,
  type Shop,
  shopsResponseSchema,
} from '@storefront/shared/contract';
import type { App } from '../http/types';
import type { Visitor } from './visitor';

export interface CityFacts {
  id: number;
  alias: string;
  shops: Shop[];
  centreShop: Shop;
  districtShop: Shop;
  stoppedShop: Shop;
  /** Zone ids by seed alias. */
  zones: { centre: number; outer: number | null };
}

export async function cityFacts(app: App, alias: string, brand = 'pizza'): Promise<CityFacts> {
  const headers = { 'x-brand': brand };
  const list = citiesResponseSchema.parse((await app.inject({ url: '/api/cities', headers })).json());
  const item = list.cities.find((city) => city.alias === alias);
  if (!item) throw new Error(`No city ${alias} for ${brand}`);
  const { city } = cityResponseSchema.parse(
    (await app.inject({ url: `/api/cities/${alias}`, headers })).json(),
  );
  const { shops } = shopsResponseSchema.parse(
    (await app.inject({ url: `/api/shops?city_id=${city.id}`, headers })).json(),
  );
  const zones = Object.values(city.delivery_zones).sort((a, b) => a.prices.delivery - b.prices.delivery);
  return {
    id: city.id,
    alias,
    shops,
    centreShop: shops[0]!,
    districtShop: shops[1]!,
    stoppedShop: shops.find((shop) => shop.type === 'stop')!,
    zones: { centre: zones[0]!.id, outer: zones[1]?.id ?? null },
  };
}

export async function menu(app: App, body: object, brand = 'pizza'): Promise<ProductsResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body,
    headers: { 'x-brand': brand },
  });
  if (response.statusCode !== 200) throw new Error(`menu: ${response.statusCode} ${response.body}`);
  return productsResponseSchema.parse(response.json());
}

export function productByAlias(answer: ProductsResponse, alias: string) {
  const product = answer.product_groups.flatMap((group) => group.products).find((p) => p.alias === alias);
  if (!product) throw new Error(`No product ${alias} in this menu`);
  return product;
}

/** Takeaway from Moscow's centre shop, and a margherita put into a visitor's cart there. */
export async function moscowTakeaway(app: App) {
  const moscow = await cityFacts(app, 'moscow');
  const context = { city_id: moscow.id, order_type: 'takeaway', shop_id: moscow.centreShop.id } as const;
  const margherita = productByAlias(await menu(app, context), 'margherita').id;
  return {
    cityId: moscow.id,
    addMargherita: async (v: Visitor) => {
      const added = await v.put('/api/cart/add', { ...context, product_key: String(margherita) });
      if (added.statusCode !== 200) throw new Error(`cart/add: ${added.statusCode} ${added.body}`);
      return added;
    },
  };
}

/** Seeded Moscow addresses (gazetteer rays): inside the free centre zone, the paid outer zone, outside. */
export const MOSCOW = {
  centre: 'Тверская улица, 3',
  outer: 'Тверская улица, 12',
  outside: 'Тверская улица, 28',
};
