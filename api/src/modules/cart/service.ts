// Cart operations (spec §4, §5, §7). Each runs in one transaction on the locked cart: merge the
// request's context into the stored one, change the state in memory with the domain rules, drop
// what no longer holds (gifts whose conditions broke, an expired promocode), write the difference,
// and answer the repriced cart.
import {
  ERROR_CODES,
  type ModifierChoice,
  type OrderType,
  type PartialLocationContext,
} from '@storefront/shared/contract';
import {
  defaultModifierSelection,
  formatPrice,
  type ModifierIssue,
  maxProductCount,
  selectionFromList,
  validateModifiers,
} from '@storefront/shared/domain';
import type { Db } from '../../db/client';
import type { DeliveryAddressData } from '../../db/schema/json-types';
import { promocodeApplies } from '../../domain/pricing';
import type { HttpError } from '../../http/http-error';
import { type Lang, type TextKey, text } from '../../http/texts';
import type { BrandSnapshot } from '../catalog/snapshot';
import { modifierSpec } from '../catalog/views';
import { invalid, type ResolvedContext, resolveContext } from '../location/context';
import { isIntervalAvailable, type ScheduleOptions } from '../schedule/service';
import { newSessionKey } from '../session/session';
import { type CartState, createSessionCart, type LineState, lockCartByKey, saveCart } from './repo';
import { isPromocodeActive, type PricedCart, type PricingEnv, priceState, promocodeRule } from './view';

export interface CartEnv extends PricingEnv {
  db: Db;
  /** SHA-256 of the visitor's session cookie, or null when it sent none (a session is made then). */
  keyHash: string | null;
  /** Called with a new session's key, to set its cookie. */
  onNewSession: (key: string) => void;
  locale: string;
}

function fail(lang: Lang, field: string, key: TextKey, code: string, params = {}): HttpError {
  return invalid({ [field]: [text(lang, key, params)] }, code);
}

/** `123:45x1.46x2` from a product and its modifier counts (zero counts dropped, ids sorted). */
export function lineKey(productId: number, selection: Record<number, number>): string {
  const parts = Object.entries(selection)
    .filter(([, count]) => count > 0)
    .map(([id, count]) => [Number(id), count] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([id, count]) => `${id}x${count}`);
  return parts.length > 0 ? `${productId}:${parts.join('.')}` : String(productId);
}

export function parseLineKey(key: string): { productId: number; modifiers: { id: number; count: number }[] } {
  const [product, mods] = key.split(':');
  const modifiers = (mods ? mods.split('.') : []).map((part) => {
    const [id, count] = part.split('x');
    return { id: Number(id), count: Number(count) };
  });
  return { productId: Number(product), modifiers };
}

// ── Context ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The context a cart call runs in: the request's fields over the stored ones. For delivery, a
 * stored (server-resolved) address in that city decides the zone, whatever the client says.
 */
export function mergeContext(
  snapshot: BrandSnapshot,
  state: CartState,
  input: PartialLocationContext,
): ResolvedContext | null {
  const cart = state.cart;
  const cityId = input.city_id ?? cart.cityId;
  const orderType: OrderType | null = input.order_type ?? cart.orderType;
  if (cityId === null || cityId === undefined || orderType === null) return null;
  const sameCity = cityId === cart.cityId;
  const shopId = input.shop_id !== undefined ? input.shop_id : sameCity ? cart.shopId : null;
  const address = cart.deliveryAddress;
  const zoneId =
    address && address.city_id === cityId && cart.deliveryZoneId !== null
      ? cart.deliveryZoneId
      : input.delivery_zone_id !== undefined
        ? input.delivery_zone_id
        : sameCity
          ? cart.deliveryZoneId
          : null;
  return resolveContext(snapshot, {
    city_id: cityId,
    order_type: orderType,
    shop_id: orderType === 'takeaway' ? shopId : null,
    delivery_zone_id: orderType === 'delivery' ? zoneId : null,
  });
}

/** Stores the context on the cart row; an interval chosen for another context is cleared. */
export function storeContext(state: CartState, context: ResolvedContext | null) {
  if (!context) return;
  const cart = state.cart;
  const next = {
    cityId: context.city.row.id,
    orderType: context.orderType,
    shopId: context.orderType === 'takeaway' ? (context.shop?.id ?? null) : cart.shopId,
    deliveryZoneId: context.orderType === 'delivery' ? (context.zone?.row.id ?? null) : cart.deliveryZoneId,
  };
  const changed =
    next.cityId !== cart.cityId ||
    next.orderType !== cart.orderType ||
    (next.orderType === 'takeaway'
      ? next.shopId !== cart.shopId
      : next.deliveryZoneId !== cart.deliveryZoneId);
  if (next.cityId !== cart.cityId) {
    next.shopId = context.orderType === 'takeaway' ? next.shopId : null;
    next.deliveryZoneId = context.orderType === 'delivery' ? next.deliveryZoneId : null;
    if (cart.deliveryAddress && cart.deliveryAddress.city_id !== next.cityId) cart.deliveryAddress = null;
  }
  Object.assign(cart, next);
  if (changed) cart.intervalId = null;
}

function requireLocation(lang: Lang, context: ResolvedContext | null) {
  if (context?.orderType === 'takeaway') {
    if (!context.shop) throw fail(lang, 'delivery_address', 'shop_required', ERROR_CODES.shopNotSelected);
    return;
  }
  if (!context?.zone)
    throw fail(lang, 'delivery_address', 'delivery_address_required', ERROR_CODES.deliveryAddressRequired);
}

// ── Operations ───────────────────────────────────────────────────────────────────────────────────

export type Operation = (ctx: {
  env: CartEnv;
  /** The transaction the operation runs in: its queries must go through it (PGlite has one connection). */
  tx: Db;
  state: CartState;
  context: ResolvedContext | null;
  priced: () => PricedCart;
}) => void | Promise<void>;

function cloneState(state: CartState): CartState {
  return {
    cart: { ...state.cart },
    lines: new Map([...state.lines].map(([key, line]) => [key, { ...line }])),
    gifts: new Map(state.gifts),
  };
}

/** Drops what no longer holds after a change; returns the final pricing. */
function normalize(env: CartEnv, state: CartState, context: ResolvedContext | null): PricedCart {
  for (const [key, line] of state.lines)
    if (!env.snapshot.products.has(line.productId)) state.lines.delete(key);
  let priced = priceState(env, state, context);
  let again = false;
  for (const giftId of priced.lostGifts) {
    state.gifts.delete(giftId);
    again = true;
  }
  if (priced.promocodeExpired) {
    state.cart.promocodeId = null;
    again = true;
  }
  if (state.cart.bonuses > 0 && (priced.cart.prices.bonuses < state.cart.bonuses || !priced.bonus.canSpend)) {
    // Keep what may still be spent (the cart shrank, or the program went away).
    state.cart.bonuses = priced.bonus.canSpend ? priced.cart.prices.bonuses : 0;
    again = true;
  }
  if (again) priced = priceState(env, state, context);
  return priced;
}

/** Runs one cart operation in a transaction and answers the repriced cart. */
export async function runCartOperation(
  env: CartEnv,
  input: PartialLocationContext,
  operation: Operation | null,
  prepare?: (state: CartState) => void,
): Promise<PricedCart & { context: ResolvedContext | null }> {
  return env.db.transaction(async (tx) => {
    let loaded = env.keyHash ? await lockCartByKey(tx, env.keyHash) : null;
    if (!loaded) {
      // First use (or an unknown cookie): a new session, created with its cart.
      const { key, hash } = newSessionKey();
      loaded = await createSessionCart(tx, hash, env.now);
      env.onNewSession(key);
    }
    const before = loaded.state;
    const state = cloneState(before);
    prepare?.(state);
    const context = mergeContext(env.snapshot, state, input);
    storeContext(state, context);
    if (operation)
      await operation({ env, tx, state, context, priced: () => priceState(env, state, context) });
    const priced = normalize(env, state, context);
    await saveCart(tx, loaded.session.id, before, state, env.now);
    return { ...priced, context };
  });
}

function modifierMessages(env: CartEnv, issues: ModifierIssue[]): string[] {
  const name = (id: number) => env.snapshot.modifierById.get(id)?.name ?? '';
  const groupName = (modifierGroupId: number) => {
    for (const product of env.snapshot.modifiers.values()) {
      const found = product.groups.find(({ group }) => group.id === modifierGroupId);
      if (found) return found.group.name;
    }
    return '';
  };
  return issues.map((issue) => {
    switch (issue.kind) {
      case 'unknown':
        return text(env.lang, 'modifier_unknown');
      case 'unavailable':
        return text(env.lang, 'modifier_unavailable', { name: name(issue.modifierId) });
      case 'single-range':
        return text(env.lang, 'modifier_range', {
          name: name(issue.modifierId),
          min: issue.min,
          max: issue.max,
        });
      default:
        return text(env.lang, 'modifier_range', {
          name: groupName(issue.groupId),
          min: issue.min,
          max: issue.max,
        });
    }
  });
}

export interface AddInput {
  product_key: string;
  count: number;
  modifiers: ModifierChoice[];
  replace_key?: string | undefined;
}

export const addProduct =
  (input: AddInput): Operation =>
  ({ env, state, context }) => {
    const { snapshot, lang } = env;
    const parsed = parseLineKey(input.product_key);
    const product = snapshot.products.get(parsed.productId);
    if (!product) throw fail(lang, 'product', 'product_unknown', ERROR_CODES.productUnavailable);
    requireLocation(lang, context);
    const kitchenState = snapshot.states.get(context!.kitchen?.id ?? -1)?.get(product.id) ?? 'default';
    if (kitchenState === 'unavailable')
      throw fail(lang, 'product', 'product_unavailable', ERROR_CODES.productUnavailable);
    if (kitchenState === 'stop') throw fail(lang, 'product', 'product_stop', ERROR_CODES.productUnavailable);

    const spec = modifierSpec(snapshot.modifiers.get(product.id) ?? { single: [], groups: [] });
    const chosen = input.modifiers.length > 0 ? input.modifiers : parsed.modifiers;
    const selection = chosen.length > 0 ? selectionFromList(chosen) : defaultModifierSelection(spec);
    const issues = validateModifiers(spec, selection);
    if (issues.length > 0)
      throw invalid({ modifiers: modifierMessages(env, issues) }, ERROR_CODES.invalidModifiers);

    const key = lineKey(product.id, selection);
    if (input.replace_key && input.replace_key !== key) state.lines.delete(input.replace_key);
    const existing = state.lines.get(key);
    const cap = maxProductCount(product.saleMultiplicity);
    let units = input.count;
    for (const line of state.lines.values()) if (line.productId === product.id) units += line.count;
    if (units > cap) throw fail(lang, 'product', 'quantity_cap', ERROR_CODES.quantityCap, { count: cap });
    const modifiers = Object.entries(selection)
      .filter(([, count]) => count > 0)
      .map(([id, count]) => ({ id: Number(id), count }))
      .sort((a, b) => a.id - b.id);
    const line: LineState = existing
      ? { ...existing, count: existing.count + input.count }
      : { key, productId: product.id, modifiers, count: input.count, addedAt: env.now };
    state.lines.set(key, line);
  };

export const removeProduct =
  (productKey: string, count: number): Operation =>
  ({ env, state }) => {
    const line = state.lines.get(productKey);
    if (!line) throw fail(env.lang, 'product', 'product_not_in_cart', ERROR_CODES.notFound);
    if (line.count <= count) state.lines.delete(productKey);
    else state.lines.set(productKey, { ...line, count: line.count - count });
  };

export const forgetProduct =
  (productKey: string): Operation =>
  ({ state }) => {
    state.lines.delete(productKey);
  };

export const clearCart: Operation = ({ state }) => {
  state.lines.clear();
  state.gifts.clear();
  state.cart.promocodeId = null;
  state.cart.bonuses = 0;
  state.cart.intervalId = null;
};

export const addGift =
  (giftId: number): Operation =>
  ({ env, state, priced }) => {
    const gift = priced().cart.gifts.find((candidate) => candidate.id === giftId);
    if (!gift) throw fail(env.lang, 'gift_id', 'gift_unknown', ERROR_CODES.giftUnavailable);
    if (!gift.is_available) {
      const failed = gift.conditions.filter((condition) => !condition.validated).map((c) => c.message);
      throw invalid({ gift_id: failed }, ERROR_CODES.giftUnavailable);
    }
    const count = state.gifts.get(giftId) ?? 0;
    if (count + 1 > gift.max_count)
      throw fail(env.lang, 'gift_id', 'gift_max', ERROR_CODES.giftUnavailable, { count: gift.max_count });
    state.gifts.set(giftId, count + 1);
  };

export const removeGift =
  (giftId: number, all: boolean): Operation =>
  ({ env, state }) => {
    if (!env.snapshot.gifts.some((gift) => gift.id === giftId))
      throw fail(env.lang, 'gift_id', 'gift_unknown', ERROR_CODES.giftUnavailable);
    const count = state.gifts.get(giftId) ?? 0;
    if (all || count <= 1) state.gifts.delete(giftId);
    else state.gifts.set(giftId, count - 1);
  };

/**
 * Applies a promocode. `vague` (a visitor past a few failed tries, cart/promocode-budget.ts): an
 * expired or not yet valid code answers like an unknown one.
 */
export const applyPromocode =
  (code: string, { vague = false } = {}): Operation =>
  ({ env, state, context, priced }) => {
    const { lang, snapshot } = env;
    const unknown = () => fail(lang, 'promocode', 'promocode_not_found', ERROR_CODES.promocodeInvalid);
    const promo = snapshot.promocodesByCode.get(code.toUpperCase());
    if (!promo) throw unknown();
    const activity = isPromocodeActive(promo, env.now);
    if (activity !== 'active' && vague) throw unknown();
    if (activity === 'expired')
      throw fail(lang, 'promocode', 'promocode_expired', ERROR_CODES.promocodeInvalid);
    if (activity === 'not-started')
      throw fail(lang, 'promocode', 'promocode_not_started', ERROR_CODES.promocodeInvalid);
    if (promo.orderType && context && promo.orderType !== context.orderType)
      throw fail(lang, 'promocode', 'promocode_order_type', ERROR_CODES.promocodeInvalid, {
        code: promo.code,
        type: text(lang, promo.orderType),
      });
    const city = context?.city;
    if (city) {
      const rule = promocodeRule(city, promo);
      const subtotal = priced().cart.prices.subtotal;
      if (rule.minimumOrder > 0 && !promocodeApplies(rule, subtotal))
        throw fail(lang, 'promocode', 'promocode_minimum', ERROR_CODES.promocodeInvalid, {
          code: promo.code,
          amount: formatPrice(rule.minimumOrder, { currency: city.country.currencySymbol }),
        });
    }
    state.cart.promocodeId = promo.id;
    // A promocode and bonuses do not combine (spec §4).
    state.cart.bonuses = 0;
  };

export const forgetPromocode: Operation = ({ state }) => {
  state.cart.promocodeId = null;
};

export const setBag =
  (withoutBag: boolean): Operation =>
  ({ env, state }) => {
    if (withoutBag && !env.snapshot.packages.some((item) => item.canRefuse))
      throw fail(env.lang, 'without_bag', 'no_bag', ERROR_CODES.badRequest);
    state.cart.withoutBag = withoutBag;
  };

export const applyBonuses =
  (bonuses: number): Operation =>
  ({ env, state, priced }) => {
    const { lang } = env;
    if (bonuses === 0) {
      state.cart.bonuses = 0;
      return;
    }
    const current = priced();
    if (!current.bonus.enabled)
      throw fail(lang, 'bonuses', 'bonuses_unavailable', ERROR_CODES.bonusesUnavailable);
    if (!current.bonus.canSpend) {
      const message = current.cart.messages.find((m) => m.position === 'bonus_description');
      throw invalid(
        { bonuses: [message?.text ?? text(lang, 'bonuses_unavailable')] },
        ERROR_CODES.bonusesUnavailable,
      );
    }
    if (current.cart.prices.discount > 0 || state.cart.promocodeId !== null)
      throw fail(lang, 'bonuses', 'bonuses_with_promocode', ERROR_CODES.bonusesUnavailable);
    if (bonuses > current.bonus.maxWriteOff)
      throw fail(lang, 'bonuses', 'bonuses_too_many', ERROR_CODES.bonusesUnavailable, {
        amount: current.bonus.maxWriteOff,
      });
    state.cart.bonuses = bonuses;
  };

/** Chooses the cart's delivery time (an interval id, or null for "as soon as possible"), if its slot is free. */
export const chooseDeliveryInterval =
  (intervalId: string | null, schedule: ScheduleOptions): Operation =>
  async ({ env, tx, state, context }) => {
    if (intervalId === null) {
      state.cart.intervalId = null;
      return;
    }
    const unavailable = (): HttpError =>
      invalid({ interval: [text(env.lang, 'interval_unavailable')] }, ERROR_CODES.intervalUnavailable);
    if (!context) throw unavailable();
    const ok = await isIntervalAvailable(tx, context, intervalId, schedule);
    if (!ok) throw unavailable();
    state.cart.intervalId = intervalId;
  };

/** Stores a resolved delivery address as the session's current one (run as `prepare`). */
export const setDeliveryAddress = (address: DeliveryAddressData, zoneId: number) => (state: CartState) => {
  state.cart.deliveryAddress = address;
  state.cart.deliveryZoneId = zoneId;
  state.cart.cityId = address.city_id;
};
