// Test factory: realistic orders written straight into the `orders` table (as checkout would),
// with a cart snapshot priced by the cart's own engine from the seeded menu, for a guest session
// or a signed-in customer. Also visitors with a session, signed in or not.
import type { Cart } from '@storefront/shared/contract';
import { defaultModifierSelection, selectionFromList } from '@storefront/shared/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, type OrderStatus, orders, sessions } from '../../db/schema';
import type { DeliveryAddressData } from '../../db/schema/json-types';
import type { App } from '../../http/types';
import { createGeocoder } from '../../providers/geocoder';
import { type Visitor, visitor } from '../../test/visitor';
import { findBrandByAlias } from '../brands/repo';
import type { CartRow, CartState, LineState } from '../cart/repo';
import { lineKey } from '../cart/service';
import { priceState } from '../cart/view';
import { type BrandSnapshot, SnapshotCache } from '../catalog/snapshot';
import { modifierSpec } from '../catalog/views';
import { addressData, areaOf, resolveZone } from '../location/address';
import { type ResolvedContext, resolveContext } from '../location/context';
import { hashKey, SESSION_COOKIE } from '../session/session';
import type { OrderRow } from './access';

export interface TestLine {
  alias: string;
  count?: number;
  /** Modifier names or aliases of the product; the product's defaults when left out. */
  modifiers?: string[];
}

export interface TestOrderOptions {
  /** Hash of the ordering session's key (see `guest`/`signedIn`). */
  sessionKeyHash: string;
  customerId?: number | null;
  brand?: string;
  city?: string;
  orderType?: 'delivery' | 'takeaway';
  /** Takeaway shop id; the city's first accepting shop when left out. */
  shopId?: number;
  /** Delivery address in the seeded gazetteer. */
  address?: string;
  lines?: TestLine[];
  status?: OrderStatus;
  phone?: string;
  paymentType?: string;
  bonusesSpent?: number;
  intervalId?: string | null;
  intervalStart?: Date | null;
  nextStatusAt?: Date | null;
  sentAt?: Date | null;
  createdAt?: Date;
  now?: Date;
}

const snapshots = new WeakMap<Db, SnapshotCache>();

export async function brandSnapshot(db: Db, alias = 'pizza'): Promise<BrandSnapshot> {
  const brand = await findBrandByAlias(db, alias);
  if (!brand) throw new Error(`No brand ${alias}`);
  let cache = snapshots.get(db);
  if (!cache) {
    cache = new SnapshotCache(db, { checkEveryMs: 0 });
    snapshots.set(db, cache);
  }
  return cache.get(brand);
}

export function productId(snapshot: BrandSnapshot, alias: string): number {
  const product = [...snapshot.products.values()].find((row) => row.alias === alias);
  if (!product) throw new Error(`No product ${alias}`);
  return product.id;
}

function lineState(snapshot: BrandSnapshot, line: TestLine, at: Date): LineState {
  const product = snapshot.products.get(productId(snapshot, line.alias))!;
  const modifiers = snapshot.modifiers.get(product.id) ?? { single: [], groups: [] };
  const all = [...modifiers.single, ...modifiers.groups.flatMap((group) => group.modifiers)];
  const selection = line.modifiers
    ? selectionFromList(
        line.modifiers.map((name) => {
          const found = all.find((row) => row.name === name || row.alias === name);
          if (!found) throw new Error(`No modifier ${name} on ${line.alias}`);
          return { id: found.id, count: 1 };
        }),
      )
    : defaultModifierSelection(modifierSpec(modifiers));
  const chosen = Object.entries(selection)
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id: Number(id), count }))
    .sort((a, b) => a.id - b.id);
  return {
    key: lineKey(product.id, selection),
    productId: product.id,
    modifiers: chosen,
    count: line.count ?? 1,
    addedAt: at,
  };
}

async function placeOf(
  db: Db,
  snapshot: BrandSnapshot,
  options: TestOrderOptions,
): Promise<{ context: ResolvedContext; address: DeliveryAddressData | null }> {
  const city = [...snapshot.cities.values()].find(
    (candidate) => candidate.row.alias === (options.city ?? 'moscow'),
  );
  if (!city) throw new Error(`No city ${options.city}`);
  if ((options.orderType ?? 'takeaway') === 'takeaway') {
    const shopId = options.shopId ?? city.shops.find((shop) => shop.type === 'default')!.id;
    return {
      context: resolveContext(snapshot, { city_id: city.row.id, order_type: 'takeaway', shop_id: shopId }),
      address: null,
    };
  }
  const place = await createGeocoder(db).searchByAddress(
    options.address ?? 'Тверская улица, 3',
    areaOf(city),
  );
  if (!place) throw new Error(`No such address ${options.address}`);
  const zone = resolveZone(city, place);
  if (!zone) throw new Error(`${options.address} is outside the zones`);
  return {
    context: resolveContext(snapshot, {
      city_id: city.row.id,
      order_type: 'delivery',
      delivery_zone_id: zone.row.id,
    }),
    address: addressData(city, place, {
      room: '12',
      entrance: '1',
      floor: '3',
      intercom: null,
      description: null,
    }),
  };
}

/** An order as checkout writes it: priced lines, prices, total, phone, status. */
export async function createTestOrder(db: Db, options: TestOrderOptions): Promise<OrderRow> {
  const now = options.now ?? new Date();
  const snapshot = await brandSnapshot(db, options.brand);
  const { context, address } = await placeOf(db, snapshot, options);
  const lines = (options.lines ?? [{ alias: 'margherita', count: 2 }, { alias: 'pepperoni' }]).map((line) =>
    lineState(snapshot, line, now),
  );
  const cartRow: CartRow = {
    id: 0,
    sessionId: 0,
    cityId: context.city.row.id,
    orderType: context.orderType,
    shopId: context.shop?.id ?? null,
    deliveryZoneId: context.zone?.row.id ?? null,
    deliveryAddress: address,
    promocodeId: null,
    withoutBag: false,
    bonuses: 0,
    intervalId: null,
    updatedAt: now,
  };
  const state: CartState = {
    cart: cartRow,
    lines: new Map(lines.map((line) => [line.key, line])),
    gifts: new Map(),
  };
  const priced = priceState({ snapshot, now, lang: 'ru', bonusCookie: false, balance: 0 }, state, context);
  const bonuses = options.bonusesSpent ?? 0;
  const total = Math.max(0, priced.cart.prices.total - bonuses);
  const cart: Cart = { ...priced.cart, prices: { ...priced.cart.prices, bonuses, total } };
  const [row] = await db
    .insert(orders)
    .values({
      brandId: snapshot.brand.id,
      cityId: context.city.row.id,
      customerId: options.customerId ?? null,
      sessionKeyHash: options.sessionKeyHash,
      phone: options.phone ?? '79161234567',
      username: 'Анна',
      orderType: context.orderType,
      shopId: context.orderType === 'takeaway' ? (context.shop?.id ?? null) : null,
      deliveryZoneId: context.zone?.row.id ?? null,
      deliveryAddress: address,
      intervalId: options.intervalId ?? null,
      intervalStart: options.intervalStart ?? null,
      paymentType: options.paymentType ?? 'cash',
      status: options.status ?? 'accepted',
      cart,
      total,
      bonusesSpent: bonuses,
      currency: 'RUB',
      nextStatusAt: options.nextStatusAt ?? null,
      sentAt: options.sentAt ?? null,
      createdAt: options.createdAt ?? now,
      updatedAt: options.createdAt ?? now,
    })
    .returning();
  return row!;
}

export interface TestVisitor {
  visitor: Visitor;
  keyHash: string;
  customerId: number | null;
  phone: string | null;
}

/** A guest with a session (made by a cart call, as a browser gets one). */
export async function guest(app: App, brand?: string): Promise<TestVisitor> {
  const v = visitor(app, brand ? { brand } : {});
  const response = await v.put('/api/cart');
  if (response.statusCode !== 200) throw new Error(`session: ${response.statusCode} ${response.body}`);
  return { visitor: v, keyHash: hashKey(v.cookies.get(SESSION_COOKIE)!), customerId: null, phone: null };
}

let phoneSeq = 0;

/** A signed-in customer: a customer row of the brand attached to a fresh session. */
export async function signedIn(
  app: App,
  db: Db,
  options: { phone?: string; bonusBalance?: number; brand?: string } = {},
): Promise<TestVisitor> {
  const session = await guest(app, options.brand);
  const brand = await findBrandByAlias(db, options.brand ?? 'pizza');
  const phone =
    options.phone ??
    `7900${String(++phoneSeq).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
  const [customer] = await db
    .insert(customers)
    .values({ brandId: brand!.id, phone, name: 'Тест', bonusBalance: options.bonusBalance ?? 0 })
    .returning();
  await db.update(sessions).set({ customerId: customer!.id }).where(eq(sessions.keyHash, session.keyHash));
  return { ...session, customerId: customer!.id, phone };
}
