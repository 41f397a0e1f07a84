// Order answers (spec §3 Order read, Order product, status aliases): the status in the request's
// language, the priced lines and prices from the order's cart snapshot, the shop or delivery
// address, and what the customer may do next. The snapshot is read defensively: a line or figure
// that is missing or malformed is skipped or taken from the order row, never a 500.
import {
  imageSchema,
  type OrderPrices,
  type OrderProduct,
  type OrderRead,
  type OrderStatusAlias,
  type OrderStatusResponse,
  type OrderStatusView,
  type OrderSummary,
  productTypeSchema,
} from '@storefront/shared/contract';
import { roundMoney } from '@storefront/shared/domain';
import type { Db } from '../../db/client';
import type { DeliveryAddressData } from '../../db/schema/json-types';
import { type Lang, text as translate } from '../../http/texts';
import { distanceMeters } from '../../providers/geocoder/types';
import type { BrandSnapshot, ShopRow } from '../catalog/snapshot';
import type { OrderRow } from './access';
import { originalStatusEvents } from './repo';
import { orderActions } from './statuses';

/** The kitchen's own status names (from POS pushes) of these orders' current statuses. */
export async function originalStatuses(db: Db, rows: OrderRow[]): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  const events = await originalStatusEvents(
    db,
    rows.map((row) => row.id),
  );
  const current = new Map(rows.map((row) => [row.id, row.status]));
  const found = new Map<number, string>();
  for (const event of events) {
    if (found.has(event.orderId) || current.get(event.orderId) !== event.status || !event.original) continue;
    found.set(event.orderId, event.original);
  }
  return found;
}

/**
 * A status's name and description in `lang`. Takeaway orders are collected, not delivered: another
 * line while they are being cooked; an order accepted for a later interval is cooked in time for it.
 */
export function statusText(
  lang: Lang,
  alias: OrderStatusAlias,
  situation: { takeaway: boolean; laterInterval: boolean },
): { name: string; description: string } {
  const name = translate(lang, `tracking:status.${alias}.name`);
  if (alias === 'cooking' && situation.takeaway)
    return { name, description: translate(lang, 'tracking:takeaway_cooking') };
  if (alias === 'accepted' && situation.laterInterval)
    return { name, description: translate(lang, 'tracking:accepted_for_interval') };
  return { name, description: translate(lang, `tracking:status.${alias}.description`) };
}

export function statusView(
  order: OrderRow,
  lang: Lang,
  original: string | undefined,
  now: Date,
): OrderStatusView {
  const { name, description } = statusText(lang, order.status, {
    takeaway: order.orderType === 'takeaway',
    laterInterval: order.intervalStart !== null && order.intervalStart.getTime() > now.getTime(),
  });
  return { alias: order.status, name, description, original_status: original ?? order.status };
}

export function statusResponse(
  order: OrderRow,
  lang: Lang,
  original: string | undefined,
  now: Date,
  owner = true,
): OrderStatusResponse {
  return {
    order_id: order.id,
    status: statusView(order, lang, original, now),
    order_type: order.orderType,
    ...orderActions(order, owner),
    payment_deadline:
      order.status === 'waiting_for_payment' && order.paymentDeadline
        ? order.paymentDeadline.toISOString()
        : null,
    updated_at: order.updatedAt.toISOString(),
  };
}

// ── The cart snapshot ────────────────────────────────────────────────────────────────────────────

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function money(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? roundMoney(n) : null;
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

function productLine(raw: unknown): OrderProduct | null {
  if (!isObject(raw)) return null;
  const id = positiveInt(raw.id);
  const count = positiveInt(raw.count);
  if (id === null || count === null) return null;
  const modifiers = (Array.isArray(raw.modifiers) ? raw.modifiers : []).flatMap((item) => {
    if (!isObject(item)) return [];
    const modifierId = positiveInt(item.id);
    const modifierCount = positiveInt(item.count);
    if (modifierId === null || modifierCount === null) return [];
    const price = money(item.price) ?? 0;
    return [
      {
        id: modifierId,
        name: text(item.name),
        price,
        count: modifierCount,
        total: roundMoney(price * modifierCount),
      },
    ];
  });
  const price = money(raw.price_with_modifiers) ?? money(raw.price) ?? 0;
  const type = productTypeSchema.safeParse(raw.type);
  const small = isObject(raw.images) ? imageSchema.safeParse(raw.images.small) : null;
  return {
    key: text(raw.key, String(id)),
    id,
    name: text(raw.name),
    type: type.success ? type.data : 'default',
    count,
    price,
    total: money(raw.total) ?? roundMoney(price * count),
    images: small?.success ? { small: small.data } : null,
    modifiers,
  };
}

export interface OrderCartView {
  products: OrderProduct[];
  prices: OrderPrices;
}

/** Lines and prices of the order's priced cart (`products` as the cart's keyed record, or a list). */
export function orderCart(order: OrderRow): OrderCartView {
  const cart: Json = isObject(order.cart) ? order.cart : {};
  const rawProducts = Array.isArray(cart.products)
    ? cart.products
    : isObject(cart.products)
      ? Object.values(cart.products)
      : [];
  const products = rawProducts.flatMap((raw) => productLine(raw) ?? []);
  const prices: Json = isObject(cart.prices) ? cart.prices : {};
  const subtotal =
    money(prices.subtotal) ??
    roundMoney(
      products.filter((p) => p.type !== 'unavailable' && p.type !== 'stop').reduce((s, p) => s + p.total, 0),
    );
  return {
    products,
    prices: {
      subtotal,
      delivery: money(prices.delivery) ?? 0,
      packages: money(prices.packages) ?? 0,
      discount: money(prices.discount) ?? 0,
      bonuses: money(prices.bonuses) ?? order.bonusesSpent,
      total: money(order.total) ?? money(prices.total) ?? 0,
    },
  };
}

/**
 * The lines named in the snapshot's language: an order keeps the names it was placed with, which a
 * customer who switched language cannot read, so a product or modifier still in the catalogue is
 * named as the catalogue names it now; one gone from it keeps its stored name.
 */
export function localizedCart(view: OrderCartView, snapshot: BrandSnapshot): OrderCartView {
  return {
    ...view,
    products: view.products.map((line) => ({
      ...line,
      name: snapshot.products.get(line.id)?.name ?? line.name,
      modifiers: line.modifiers.map((modifier) => ({
        ...modifier,
        name: snapshot.modifierById.get(modifier.id)?.name ?? modifier.name,
      })),
    })),
  };
}

/** Lines the customer was charged for (what a repeat puts back). */
export function chargedLines(view: OrderCartView): OrderProduct[] {
  return view.products.filter((line) => line.type === 'default' || line.type === 'related');
}

// ── Shop and address ─────────────────────────────────────────────────────────────────────────────

function addressOf(order: OrderRow): DeliveryAddressData | null {
  const address = order.deliveryAddress;
  if (!isObject(address)) return null;
  if (typeof address.latitude !== 'number' || typeof address.longitude !== 'number') return null;
  return address;
}

/**
 * The takeaway shop; for delivery the shop the order names, the zone's kitchen, or else the city's
 * shop nearest the address.
 */
export function kitchenOf(snapshot: BrandSnapshot, order: OrderRow): ShopRow | null {
  const own = order.shopId !== null ? (snapshot.shops.get(order.shopId) ?? null) : null;
  if (own || order.orderType === 'takeaway') return own;
  const zone = order.deliveryZoneId !== null ? snapshot.zones.get(order.deliveryZoneId) : undefined;
  const zoneShop = zone?.row.shopId ? snapshot.shops.get(zone.row.shopId) : undefined;
  if (zoneShop) return zoneShop;
  const address = addressOf(order);
  const city = snapshot.cities.get(order.cityId);
  if (!address || !city || city.shops.length === 0) return null;
  // A shop that is not accepting orders sends no couriers, unless it is the only one.
  const open = city.shops.filter((shop) => shop.type !== 'stop');
  const distance = (shop: ShopRow) =>
    distanceMeters(shop.latitude, shop.longitude, address.latitude, address.longitude);
  return (open.length > 0 ? open : city.shops).reduce((best, shop) =>
    distance(shop) < distance(best) ? shop : best,
  );
}

export function deliveryAddressOf(order: OrderRow): DeliveryAddressData | null {
  return order.orderType === 'delivery' ? addressOf(order) : null;
}

function addressSummary(address: DeliveryAddressData) {
  const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    address: text(address.address),
    full_address: text(address.full_address, text(address.address)),
    room: optional(address.room),
    floor: optional(address.floor),
    entrance: optional(address.entrance),
    intercom: optional(address.intercom),
    description: optional(address.description),
    coordinates: { latitude: address.latitude, longitude: address.longitude },
  };
}

/** One line saying where the order is received (the orders tab's receiving method). */
function receivingLine(snapshot: BrandSnapshot, order: OrderRow): string {
  const address = deliveryAddressOf(order);
  if (address) {
    const line = text(address.full_address, text(address.address));
    return address.room ? `${line}, ${address.room}` : line;
  }
  const shop = kitchenOf(snapshot, order);
  return shop ? `${shop.name}, ${shop.street}` : '';
}

export function orderRead(
  snapshot: BrandSnapshot,
  order: OrderRow,
  lang: Lang,
  original: string | undefined,
  now: Date,
  owner = true,
): OrderRead {
  const shop = kitchenOf(snapshot, order);
  const address = deliveryAddressOf(order);
  return {
    order_id: order.id,
    status: statusView(order, lang, original, now),
    order_type: order.orderType,
    payment_type: order.paymentType,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    city_id: order.cityId,
    shop: shop
      ? {
          id: shop.id,
          name: shop.name,
          address: shop.street,
          coordinates: { latitude: shop.latitude, longitude: shop.longitude },
        }
      : null,
    // Least data: a phone + order number grant sees status, composition and the
    // courier, never where exactly the customer lives (room, floor, entrance, intercom, the note
    // for the courier, the coordinates of the door).
    delivery_address: address && owner ? addressSummary(address) : null,
    interval:
      order.intervalId && order.intervalStart
        ? { id: order.intervalId, start: order.intervalStart.toISOString() }
        : null,
    cart: localizedCart(orderCart(order), snapshot),
    ...orderActions(order, owner),
  };
}

export function orderSummary(
  snapshot: BrandSnapshot,
  order: OrderRow,
  lang: Lang,
  original: string | undefined,
  now: Date,
): OrderSummary {
  const cart = orderCart(order);
  return {
    order_id: order.id,
    status: statusView(order, lang, original, now),
    order_type: order.orderType,
    payment_type: order.paymentType,
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    receiving: receivingLine(snapshot, order),
    count: chargedLines(cart).reduce((sum, line) => sum + line.count, 0),
    prices: cart.prices,
    ...orderActions(order),
  };
}
