// Helpers for checkout tests: a visitor with a filled cart, signed in as a customer (the sign-in
// module sets sessions.customer_id; tests attach a customer row directly), the order body, and the
// card widget.
import {
  cardCryptogramResponseSchema,
  SANDBOX_TEST_CARDS,
  type SandboxCardOutcome,
} from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { brands, customers, sessions } from '../../db/schema';
import type { App } from '../../http/types';
import { testAcquirerOf } from '../../test/acquirer';
import { type Visitor, visitor } from '../../test/visitor';
import { type CityFacts, cityFacts, MOSCOW, menu } from '../../test/world';
import { hashKey } from '../session/session';

/** Friday 12:00 in Moscow: shops open, intervals left today. */
export const NOW = new Date('2026-03-06T09:00:00Z');

export interface CheckoutWorld {
  moscow: CityFacts;
  ids: Record<string, number>;
}

export async function checkoutWorld(app: App, brand = 'pizza'): Promise<CheckoutWorld> {
  const moscow = await cityFacts(app, 'moscow', brand);
  const answer = await menu(
    app,
    { city_id: moscow.id, order_type: 'takeaway', shop_id: moscow.centreShop.id },
    brand,
  );
  const ids = Object.fromEntries(
    answer.product_groups.flatMap((group) => group.products).map((product) => [product.alias, product.id]),
  );
  return { moscow, ids };
}

let phoneCounter = 0;

/** Attaches a (new) customer of the brand to the visitor's session, as sign-in does. */
export async function signIn(
  database: Database,
  v: Visitor,
  { brand = 'pizza', balance = 0, phone }: { brand?: string; balance?: number; phone?: string } = {},
): Promise<{ customerId: number; phone: string }> {
  if (!v.cookies.get('session_key')) expect((await v.put('/api/cart')).statusCode).toBe(200);
  const db = database.db;
  const [brandRow] = await db.select().from(brands).where(eq(brands.alias, brand));
  const digits =
    phone ?? `7999${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;
  const [customer] = await db
    .insert(customers)
    .values({ brandId: brandRow!.id, phone: digits, name: 'Анна', bonusBalance: balance })
    .onConflictDoUpdate({ target: [customers.brandId, customers.phone], set: { bonusBalance: balance } })
    .returning();
  await db
    .update(sessions)
    .set({ customerId: customer!.id })
    .where(eq(sessions.keyHash, hashKey(v.cookies.get('session_key')!)));
  return { customerId: customer!.id, phone: digits };
}

export function takeawayOf(world: CheckoutWorld) {
  return { city_id: world.moscow.id, order_type: 'takeaway' as const, shop_id: world.moscow.centreShop.id };
}

/** Fills the visitor's cart for takeaway at the centre shop. */
export async function fillTakeaway(world: CheckoutWorld, v: Visitor, alias = 'pepperoni', count = 2) {
  const response = await v.put('/api/cart/add', {
    ...takeawayOf(world),
    product_key: String(world.ids[alias]),
    count,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().cart as { prices: { total: number } };
}

/** Sets a delivery address (zone by the address) and fills the cart. */
export async function fillDelivery(world: CheckoutWorld, v: Visitor, address = MOSCOW.centre, count = 2) {
  const set = await v.post('/api/user/addresses/set-by-address', { city_id: world.moscow.id, address });
  expect(set.statusCode, set.body).toBe(200);
  const response = await v.put('/api/cart/add', {
    city_id: world.moscow.id,
    order_type: 'delivery',
    product_key: String(world.ids.pepperoni),
    count,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().cart as { prices: { total: number } };
}

export function orderBody(world: CheckoutWorld, extra: Record<string, unknown> = {}) {
  return { ...takeawayOf(world), username: 'Анна', payment_type: 'cash', ...extra };
}

/** A signed-in visitor of the pizza brand with pepperoni ×2 for takeaway in the cart. */
export async function readyVisitor(app: App, database: Database, world: CheckoutWorld, balance = 0) {
  const v = visitor(app);
  await fillTakeaway(world, v);
  const customer = await signIn(database, v, { balance });
  return { v, ...customer };
}

/** The card widget (on the acquirer service the app talks to): card data there, a cryptogram back. */
export async function cryptogram(app: App, outcome: SandboxCardOutcome = 'approved'): Promise<string> {
  const card = SANDBOX_TEST_CARDS[outcome];
  const response = await testAcquirerOf(app).app.inject({
    method: 'POST',
    url: '/cryptogram',
    payload: { number: card.number, expiry: card.expiry, cvv: card.cvv },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cardCryptogramResponseSchema.parse(response.json()).cryptogram;
}

export { visitor };
