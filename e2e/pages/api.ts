// Setting up state through the API: `page.request` shares the browser context's cookies, so the
// session the page uses gets the shop and the cart lines.
import type { APIRequestContext, Page } from '@playwright/test';

interface MenuProduct {
  id: number;
  key: string;
  type: string;
  modifiers: { available: boolean };
}

/** Takeaway from shop 1 in Moscow, and one plain product (no modifiers) in the cart. */
export async function fillCartByApi(page: Page): Promise<MenuProduct> {
  await page.request.post('/api/shops/set', { data: { shop_id: 1 } });
  const menu = await (
    await page.request.post('/api/products', { data: { city_id: 1, order_type: 'takeaway', shop_id: 1 } })
  ).json();
  const plain = (menu.product_groups as { products: MenuProduct[] }[])
    .flatMap((group) => group.products)
    .find((product) => product.type === 'default' && !product.modifiers.available);
  if (!plain) throw new Error('the seeded menu has no plain product');
  const added = await page.request.put('/api/cart/add', {
    data: { city_id: 1, order_type: 'takeaway', shop_id: 1, product_key: plain.key, count: 1 },
  });
  if (!added.ok()) throw new Error(`cart/add answered ${added.status()}`);
  return plain;
}

/**
 * The time an order placed through the API goes for: none ('as soon as possible') while the kitchen
 * takes orders now, else the next possible interval — what step 2 chooses at night, so
 * the journeys that need an order, not a cooking kitchen, also run in a run pinned to the night.
 */
export async function orderTimeByApi(
  request: APIRequestContext,
  context: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ interval_id?: string }> {
  const answer = await request.post('/api/schedule/intervals', { headers, data: context });
  if (!answer.ok()) throw new Error(`schedule/intervals answered ${answer.status()}: ${await answer.text()}`);
  const today = (await answer.json()) as { asap: boolean; next_interval: { id: string } | null };
  return today.asap || !today.next_interval ? {} : { interval_id: today.next_interval.id };
}
