// Order creation (spec §3 Order, §4 Checkout, §5, §8): an order is validated and priced from the
// session's cart on the server — never from the client's numbers — then placed in one transaction
// with its slot booking, the bonus write-off and its first status event. Cash and card-on-receipt
// orders start accepted (and empty the cart); online ones wait for payment until the deadline.
import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  type FieldErrors,
  isOnlinePaymentType,
  PAYMENT_ERROR_CODES,
  type PlaceOrderInput,
} from '@storefront/shared/contract';
import { addDays, businessClock, PAYMENT_DEADLINE_MS } from '@storefront/shared/domain';
import type { Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import type { DeliveryAddressData, PreparedOrderData } from '../../db/schema/json-types';
import { instantAt } from '../../domain/schedule';
import { HttpError } from '../../http/http-error';
import { type Lang, text } from '../../http/texts';
import { type CartState, lockCartByKey, saveCart } from '../cart/repo';
import { mergeContext } from '../cart/service';
import { type PricingEnv, priceState } from '../cart/view';
import type { BrandSnapshot } from '../catalog/snapshot';
import { invalid, type ResolvedContext } from '../location/context';
import { occupySlot } from '../schedule/repo';
import { intervalsFor, isIntervalAvailable } from '../schedule/service';
import { withinUnpaidShare } from '../schedule/share';
import { allowedPaymentTypes } from './payment-types';
import {
  customerPhone,
  findWaitingOrderOfCart,
  insertOrder,
  insertOrderCache,
  insertStatusEvent,
  type OrderRow,
  returnBonuses,
  spendBonuses,
} from './repo';

export type { OrderRow } from './repo';

/** What an order request resolves to: everything needed to place it (order caches keep it as it is). */
export type PreparedOrder = PreparedOrderData;

export interface OrderEnv extends PricingEnv {
  locale: string;
}

export interface OrderSession {
  id: number;
  keyHash: string;
  customerId: number | null;
}

export function authEnabled(snapshot: BrandSnapshot): boolean {
  return snapshot.brand.settings.customers.is_auth_enabled;
}

/** Spec §6/§8: with customer auth on, ordering needs a signed-in session. */
export function requireOrderingSession(
  snapshot: BrandSnapshot,
  session: { customerId: number | null } | null,
  lang: Lang,
) {
  if (authEnabled(snapshot) && !session?.customerId)
    throw new HttpError(401, text(lang, 'orders:auth_required'), PAYMENT_ERROR_CODES.authRequired);
}

function cartEmpty(lang: Lang): HttpError {
  return invalid({ cart: [text(lang, 'orders:cart_empty')] }, PAYMENT_ERROR_CODES.cartEmpty);
}

/** Spec §4 "as soon as possible" needs the kitchen open and taking orders now; an interval needs its slot. */
async function checkTiming(
  tx: Db,
  env: OrderEnv,
  context: ResolvedContext,
  intervalId: string | null,
): Promise<Pick<PreparedOrder, 'intervalId' | 'intervalStart' | 'slot'>> {
  const options = { now: env.now, lang: env.lang, locale: env.locale };
  const city = context.city.row;
  const scopeId = context.orderType === 'takeaway' ? context.shop!.id : context.zone!.row.id;
  if (intervalId === null) {
    const today = businessClock(env.now, city.timezone).date;
    const answer = await intervalsFor(tx, context, today, options);
    if (answer.asap) return { intervalId: null, intervalStart: null, slot: null };
    // Closed at this minute (night, a break, before opening): nothing can start cooking now, so the
    // order needs a time; the message names the nearest one (spec §4 outlet states, §8 shape).
    const next = answer.next_interval;
    if (next && answer.code !== 'shop_not_accepting')
      throw invalid(
        {
          interval: [
            text(env.lang, 'asap_closed', {
              day:
                next.date === today
                  ? text(env.lang, 'today')
                  : next.date === addDays(today, 1)
                    ? text(env.lang, 'tomorrow')
                    : next.day_name,
              time: next.title,
            }),
          ],
        },
        ERROR_CODES.asapUnavailable,
      );
    const field = answer.code === 'shop_not_accepting' ? 'shop_id' : 'interval';
    throw invalid(
      { [field]: [answer.message ?? text(env.lang, 'no_intervals_today')] },
      answer.code ?? ERROR_CODES.intervalUnavailable,
    );
  }
  if (!(await isIntervalAvailable(tx, context, intervalId, options)))
    throw invalid({ interval: [text(env.lang, 'interval_unavailable')] }, ERROR_CODES.intervalUnavailable);
  const [date, minute] = intervalId.split('_') as [string, string];
  const startMinute = Number(minute);
  return {
    intervalId,
    intervalStart: instantAt(date, startMinute, city.timezone).toISOString(),
    slot: { scopeId, date, startMinute, capacity: city.slotCapacity },
  };
}

/**
 * Validates an order request against the session's (locked) cart and prices it. Field mistakes come
 * back together (422); then cart, timing, minimum and cash rules, each with its §8 code.
 */
export async function prepareOrder(
  tx: Db,
  env: OrderEnv,
  session: OrderSession,
  state: CartState,
  input: PlaceOrderInput,
): Promise<PreparedOrder> {
  const { snapshot, lang } = env;
  requireOrderingSession(snapshot, session, lang);
  const context = mergeContext(snapshot, state, {
    city_id: input.city_id,
    order_type: input.order_type,
    ...(input.shop_id !== undefined ? { shop_id: input.shop_id } : {}),
  });
  if (!context) throw cartEmpty(lang);
  const priced = priceState(env, state, context);
  const counted = priced.lines.filter((line) => line.counted);
  if (counted.length === 0) throw cartEmpty(lang);

  const errors: FieldErrors = {};
  // Phone: the signed-in customer's, else typed at checkout (spec §2, §6).
  let phone = input.phone;
  if (session.customerId) {
    phone = (await customerPhone(tx, session.customerId)) ?? phone;
  }
  if (!phone) errors.phone = [text(lang, 'orders:phone_required')];
  else if (!/^\d{10,15}$/.test(phone)) errors.phone = [text(lang, 'orders:phone_invalid')];
  if (!allowedPaymentTypes(context.city, context.orderType).includes(input.payment_type))
    errors.payment_type = [text(lang, 'orders:payment_type_unavailable')];

  let deliveryAddress: DeliveryAddressData | null = null;
  if (context.orderType === 'takeaway') {
    if (!context.shop) errors.shop_id = [text(lang, 'shop_required')];
  } else {
    const stored = state.cart.deliveryAddress;
    if (!context.zone || !stored || stored.city_id !== context.city.row.id)
      errors.delivery_address = [text(lang, 'delivery_address_required')];
    else {
      const details = input.delivery_address;
      deliveryAddress = {
        ...stored,
        room: details?.room ?? stored.room ?? null,
        entrance: details?.entrance ?? stored.entrance ?? null,
        floor: details?.floor ?? stored.floor ?? null,
        intercom: details?.intercom ?? stored.intercom ?? null,
        description: details?.description ?? stored.description ?? null,
      };
      if (!deliveryAddress.room) errors['delivery_address.room'] = [text(lang, 'orders:room_required')];
    }
  }
  if (Object.keys(errors).length > 0) {
    const code =
      errors.shop_id && Object.keys(errors).length === 1
        ? ERROR_CODES.shopNotSelected
        : errors.delivery_address && Object.keys(errors).length === 1
          ? ERROR_CODES.deliveryAddressRequired
          : ERROR_CODES.validation;
    throw invalid(errors, code);
  }

  const cart = priced.cart;
  if (context.orderType === 'delivery' && (cart.delivery_terms?.remaining_for_minimum ?? 0) > 0) {
    const message = cart.messages.find((m) => m.code === 'minimum_order');
    throw invalid(
      { cart: [message?.text ?? text(lang, 'orders:cart_empty')] },
      PAYMENT_ERROR_CODES.minimumOrder,
    );
  }
  const timing = await checkTiming(tx, env, context, input.interval_id ?? state.cart.intervalId ?? null);

  const total = cart.prices.total;
  const cash = input.payment_type === 'cash' && input.cash ? input.cash : null;
  if (cash !== null && cash < total)
    throw invalid(
      { cash: [text(lang, 'orders:change', { total })], typeError: ['change'] },
      PAYMENT_ERROR_CODES.change,
    );

  return {
    brandId: snapshot.brand.id,
    cityId: context.city.row.id,
    cityAlias: context.city.row.alias,
    orderType: context.orderType,
    shopId: context.orderType === 'takeaway' ? context.shop!.id : (context.kitchen?.id ?? null),
    deliveryZoneId: context.zone?.row.id ?? null,
    deliveryAddress,
    ...timing,
    paymentType: input.payment_type,
    cash,
    comment: input.order_comment,
    receiptEmail: input.email,
    phone: phone!,
    username: input.username,
    customerId: session.customerId,
    sessionKeyHash: session.keyHash,
    cart: {
      products: counted.map((line) => line.view),
      packages: cart.packages.filter((item) => item.count > 0),
      gifts: cart.gifts.filter((gift) => gift.count > 0),
      promocode: cart.promocode,
      prices: cart.prices,
    },
    total,
    bonusesSpent: cart.prices.bonuses,
    currency: context.city.country.currencyCode,
  };
}

/** Empties a session's cart (after an offline order is accepted or an online one is paid). */
export async function emptyCart(tx: Db, keyHash: string, now: Date) {
  const loaded = await lockCartByKey(tx, keyHash);
  if (!loaded) return;
  const before = loaded.state;
  await saveCart(
    tx,
    loaded.session.id,
    before,
    {
      cart: { ...before.cart, promocodeId: null, bonuses: 0, intervalId: null },
      lines: new Map(),
      gifts: new Map(),
    },
    now,
  );
}

export async function recordStatus(tx: Db, orderId: number, status: OrderStatus, source: string, now: Date) {
  await insertStatusEvent(tx, orderId, status, source, now);
}

/**
 * Places a prepared order in `tx`: books its slot, writes off its bonuses, inserts the order and
 * its first status event; an offline order empties the cart at once.
 */
export async function placeOrder(
  tx: Db,
  prepared: PreparedOrder,
  now: Date,
  lang: Lang,
  orderCacheKey: string | null = null,
  cartFingerprint: string | null = null,
  /**
   * An order paid from its cache keeps the cache's deadline: the shop's countdown started with the
   * cache, and the bank page must count to the same instant, not to a fresh ten minutes.
   */
  paymentDeadline: Date | null = null,
): Promise<OrderRow> {
  if (cartFingerprint) {
    // The same cart, created again from the same session while its order waits for payment (a
    // double click, a retried request without an Idempotency-Key): that order, not a second one.
    // The caller holds the cart's row lock, so identical creates get here one after the other.
    const existing = await findWaitingOrderOfCart(tx, prepared.sessionKeyHash, cartFingerprint);
    if (existing) return existing;
  }
  if (prepared.slot && prepared.intervalId && isOnlinePaymentType(prepared.paymentType)) {
    // An unpaid order holds its place until its deadline: one visitor holds only its share of them.
    const share = {
      intervalId: prepared.intervalId,
      orderType: prepared.orderType,
      scopeId: prepared.slot.scopeId,
      capacity: prepared.slot.capacity,
      sessionKeyHash: prepared.sessionKeyHash,
      phone: prepared.phone,
    };
    if (!(await withinUnpaidShare(tx, share, now)))
      throw invalid({ interval: [text(lang, 'interval_unavailable')] }, ERROR_CODES.intervalUnavailable);
  }
  if (prepared.slot) {
    const booked = await occupySlot(
      tx,
      {
        orderType: prepared.orderType,
        scopeId: prepared.slot.scopeId,
        date: prepared.slot.date,
      },
      prepared.slot.startMinute,
      prepared.slot.capacity,
      now,
    );
    if (!booked)
      throw invalid({ interval: [text(lang, 'interval_unavailable')] }, ERROR_CODES.intervalUnavailable);
  }
  if (prepared.bonusesSpent > 0) {
    const spent = await spendBonuses(tx, prepared.customerId ?? -1, prepared.bonusesSpent, now);
    if (!spent)
      throw invalid({ bonuses: [text(lang, 'orders:bonuses_changed')] }, ERROR_CODES.bonusesUnavailable);
  }
  const online = isOnlinePaymentType(prepared.paymentType);
  const status: OrderStatus = online ? 'waiting_for_payment' : 'accepted';
  const order = await insertOrder(tx, {
    brandId: prepared.brandId,
    cityId: prepared.cityId,
    customerId: prepared.customerId,
    sessionKeyHash: prepared.sessionKeyHash,
    phone: prepared.phone,
    username: prepared.username,
    orderType: prepared.orderType,
    shopId: prepared.shopId,
    deliveryZoneId: prepared.deliveryZoneId,
    deliveryAddress: prepared.deliveryAddress,
    intervalId: prepared.intervalId,
    intervalStart: prepared.intervalStart ? new Date(prepared.intervalStart) : null,
    paymentType: prepared.paymentType,
    cash: prepared.cash,
    comment: prepared.comment,
    receiptEmail: prepared.receiptEmail,
    status,
    cart: prepared.cart,
    total: prepared.total,
    bonusesSpent: prepared.bonusesSpent,
    currency: prepared.currency,
    orderCacheKey,
    cartFingerprint: isOnlinePaymentType(prepared.paymentType) ? cartFingerprint : null,
    paymentDeadline: online ? (paymentDeadline ?? new Date(now.getTime() + PAYMENT_DEADLINE_MS)) : null,
    // The kitchen simulator picks accepted orders up from here (tracking/kitchen.ts).
    nextStatusAt: null,
    createdAt: now,
    updatedAt: now,
  });
  await recordStatus(tx, order.id, status, 'customer', now);
  if (!online) await emptyCart(tx, prepared.sessionKeyHash, now);
  return order;
}

/** Gives spent bonuses back (an order canceled before it was paid or made). */
export async function refundBonuses(tx: Db, order: Pick<OrderRow, 'customerId' | 'bonusesSpent'>, now: Date) {
  if (!order.customerId || order.bonusesSpent <= 0) return;
  await returnBonuses(tx, order.customerId, order.bonusesSpent, now);
}

/** What makes two creates "identical": the priced order they would place (not the clock). */
export function cartFingerprintOf(prepared: PreparedOrder): string {
  return createHash('sha256').update(JSON.stringify(prepared)).digest('hex');
}

export function newOrderCacheKey(): string {
  return randomBytes(24).toString('base64url');
}

export async function storeOrderCache(tx: Db, prepared: PreparedOrder, now: Date) {
  const key = newOrderCacheKey();
  return insertOrderCache(tx, {
    key,
    brandId: prepared.brandId,
    sessionKeyHash: prepared.sessionKeyHash,
    customerId: prepared.customerId,
    payload: prepared,
    total: prepared.total,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_DEADLINE_MS),
  });
}
