// Prices a cart state in its context and shapes the contract's Cart (spec §3): lines typed default,
// related, unavailable or stop (only the first two are charged), gifts with their conditions,
// packages, promocode, bonus write-off, delivery terms and the top / bonus_description messages.
import type {
  Cart,
  CartGift,
  CartMessage,
  CartModifier,
  CartProduct,
  ContextAddress,
  GiftCondition,
  Package,
  ProductType,
} from '@storefront/shared/contract';
import {
  BONUS_ACCRUAL_PAUSED,
  canSpendBonuses,
  formatPrice,
  maxBonusWriteOff,
  maxProductCount,
  type PricedLine,
  roundMoney,
  wallClock,
} from '@storefront/shared/domain';
import type { DeliveryAddressData, GiftConditionData } from '../../db/schema/json-types';
import { bonusProgramEnabled, upcomingBonuses } from '../../domain/bonus';
import {
  type DeliveryTerms,
  freeDeliveryShortfall,
  minimumOrderShortfall,
  type PromocodeRule,
  priceCart,
  promocodeApplies,
  promocodeDiscount,
} from '../../domain/pricing';
import { type Lang, text } from '../../http/texts';
import type { BrandSnapshot, CitySnap, GiftRow, PromocodeRow } from '../catalog/snapshot';
import { image, localPrice, productImage, productPrices, productState } from '../catalog/views';
import type { ResolvedContext } from '../location/context';
import type { CartState, LineState } from './repo';

/** Percent of the total the program would accrue if accrual were not paused. */
const BONUS_RATE_PERCENT = 5;
const RELATED_LIMIT = 10;

export interface PricingEnv {
  snapshot: BrandSnapshot;
  now: Date;
  lang: Lang;
  /** The enable_bonus_program cookie is set. */
  bonusCookie: boolean;
  /** The session customer's balance (0 for guests). */
  balance: number;
}

export interface PricedLineView {
  line: LineState;
  view: CartProduct;
  counted: boolean;
  groupId: number;
}

export interface PricedCart {
  cart: Cart;
  lines: PricedLineView[];
  /** Gifts whose conditions no longer hold (to drop from the state). */
  lostGifts: number[];
  promocode: PromocodeRow | null;
  /** Promocode no longer valid at all (expired): to drop from the state. */
  promocodeExpired: boolean;
  bonus: { enabled: boolean; canSpend: boolean; maxWriteOff: number };
}

export function isPromocodeActive(promo: PromocodeRow, now: Date): 'active' | 'expired' | 'not-started' {
  if (promo.validFrom && promo.validFrom.getTime() > now.getTime()) return 'not-started';
  if (promo.validUntil && promo.validUntil.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function promocodeRule(city: CitySnap, promo: PromocodeRow): PromocodeRule {
  return {
    type: promo.type,
    value: promo.type === 'fixed' ? localPrice(city, promo.value) : promo.value,
    minimumOrder: localPrice(city, promo.minimumOrder),
  };
}

/** The session's delivery address as the cart's context carries it: delivery in a zone of its city. */
export function contextAddress(
  stored: DeliveryAddressData | null,
  context: ResolvedContext | null,
): ContextAddress | null {
  if (!stored || context?.orderType !== 'delivery' || !context.zone) return null;
  if (stored.city_id !== context.city.row.id) return null;
  return {
    address: stored.address,
    full_address: stored.full_address,
    room: stored.room,
    coordinates: { latitude: stored.latitude, longitude: stored.longitude },
  };
}

export function deliveryTerms(context: ResolvedContext | null): DeliveryTerms | null {
  if (context?.orderType !== 'delivery' || !context.zone) return null;
  const zone = context.zone.row;
  return {
    price: zone.deliveryPrice,
    minimumOrderAmount: zone.minimumOrderAmount,
    hasFreeDelivery: zone.hasFreeDelivery,
    freeDeliveryFrom: zone.freeDeliveryFrom,
  };
}

function lineView(
  snapshot: BrandSnapshot,
  city: CitySnap | null,
  context: ResolvedContext | null,
  line: LineState,
): PricedLineView | null {
  const product = snapshot.products.get(line.productId);
  if (!product) return null;
  const group = snapshot.groupsById.get(product.groupId);
  const prices = city
    ? productPrices(city, product)
    : { basic: product.basicPrice, price: product.basicPrice };
  const modifiers: CartModifier[] = [];
  let modifierMissing = false;
  for (const choice of line.modifiers) {
    const row = snapshot.modifierById.get(choice.id);
    if (!row || row.productId !== product.id) {
      modifierMissing = true;
      continue;
    }
    if (row.type === 'stop') modifierMissing = true;
    modifiers.push({
      id: row.id,
      name: row.name,
      price: city ? localPrice(city, row.price) : row.price,
      count: choice.count,
      group_id: row.groupId,
    });
  }
  const state = context ? productState(snapshot, context.kitchen?.id ?? null, product.id) : 'unavailable';
  const type: ProductType =
    state === 'unavailable'
      ? 'unavailable'
      : state === 'stop' || modifierMissing
        ? 'stop'
        : group?.isRelated
          ? 'related'
          : 'default';
  const unit = roundMoney(modifiers.reduce((sum, m) => sum + m.price * m.count, prices.price));
  const counted = type === 'default' || type === 'related';
  return {
    line,
    counted,
    groupId: product.groupId,
    view: {
      key: line.key,
      id: product.id,
      alias: product.alias,
      name: product.name,
      images: product.picture ? { small: productImage(snapshot, product, '400x400')! } : null,
      price: prices.price,
      basic_price: prices.basic,
      discount: product.discountPercent,
      price_with_modifiers: unit,
      total: counted ? roundMoney(unit * line.count) : 0,
      count: line.count,
      quantity: maxProductCount(product.saleMultiplicity),
      sale_multiplicity: product.saleMultiplicity,
      weight: { value: product.weightValue, unit: product.weightUnit as CartProduct['weight']['unit'] },
      accent: (product.accent as CartProduct['accent']) ?? null,
      type,
      modifiers,
      product_group_id: product.groupId,
      added_at: line.addedAt.toISOString(),
    },
  };
}

function money(value: number, city: CitySnap | null): string {
  return formatPrice(value, { currency: city?.country.currencySymbol ?? null });
}

function giftCondition(
  condition: GiftConditionData,
  env: PricingEnv,
  city: CitySnap | null,
  context: ResolvedContext | null,
  subtotal: number,
  groupIds: Set<number>,
  promocode: PromocodeRow | null,
): GiftCondition {
  const { lang, snapshot } = env;
  switch (condition.type) {
    case 'min_subtotal': {
      const amount = city ? localPrice(city, condition.amount) : condition.amount;
      return {
        code: 'min_subtotal',
        message: text(lang, 'gift_min_subtotal', { amount: money(amount, city) }),
        validated: subtotal >= amount,
      };
    }
    case 'order_type':
      return {
        code: 'order_type',
        message: text(lang, condition.orderType === 'delivery' ? 'gift_delivery_only' : 'gift_takeaway_only'),
        validated: context?.orderType === condition.orderType,
      };
    case 'group_in_cart': {
      const group = snapshot.groupsByAlias.get(condition.groupAlias);
      return {
        code: 'group_in_cart',
        message: text(lang, 'gift_group_in_cart', { group: group?.name ?? condition.groupAlias }),
        validated: group !== undefined && groupIds.has(group.id),
      };
    }
    case 'promocode':
      return {
        code: 'promocode',
        message: text(lang, 'gift_promocode', { code: condition.code }),
        validated: promocode?.code === condition.code,
      };
  }
}

export function giftView(
  snapshot: Pick<BrandSnapshot, 'mediaOrigin'>,
  gift: GiftRow,
  conditions: GiftCondition[],
  count: number,
  city: CitySnap | null,
): CartGift {
  const available = conditions.every((condition) => condition.validated);
  return {
    id: gift.id,
    name: gift.name,
    images: gift.picture ? { small: image(snapshot, gift.picture, '400x400') } : null,
    price: city ? localPrice(city, gift.price) : gift.price,
    count: available ? count : 0,
    max_count: gift.maxCount,
    is_available: available,
    conditions,
    description: gift.description,
  };
}

export function priceState(env: PricingEnv, state: CartState, context: ResolvedContext | null): PricedCart {
  const { snapshot, lang, now } = env;
  const city = context?.city ?? (state.cart.cityId ? (snapshot.cities.get(state.cart.cityId) ?? null) : null);
  const lines = [...state.lines.values()].flatMap((line) => lineView(snapshot, city, context, line) ?? []);
  const counted = lines.filter((line) => line.counted);
  const productLines: PricedLine[] = counted.map(({ view }) => ({
    unitPrice: view.price_with_modifiers,
    count: view.count,
  }));
  const productsSubtotal = roundMoney(
    productLines.reduce((sum, line) => sum + line.unitPrice * line.count, 0),
  );
  const groupIds = new Set(counted.map((line) => line.groupId));
  const messages: CartMessage[] = [];

  // Promocode: an expired one is dropped; one for the other order type stays but gives nothing.
  let promocode = state.cart.promocodeId ? (snapshot.promocodes.get(state.cart.promocodeId) ?? null) : null;
  let promocodeExpired = false;
  if (promocode && isPromocodeActive(promocode, now) !== 'active') {
    promocodeExpired = true;
    messages.push({
      position: 'top',
      icon: 'warning',
      title: null,
      text: text(lang, 'promocode_expired'),
      code: 'promocode_expired',
    });
    promocode = null;
  }

  // Gifts: conditions on the products subtotal (gifts do not count toward their own conditions).
  const lostGifts: number[] = [];
  const gifts = snapshot.gifts.map((gift) => {
    const conditions = gift.conditions.map((condition) =>
      giftCondition(condition, env, city, context, productsSubtotal, groupIds, promocode),
    );
    const stored = state.gifts.get(gift.id) ?? 0;
    const view = giftView(snapshot, gift, conditions, stored, city);
    if (stored > 0 && !view.is_available) lostGifts.push(gift.id);
    return view;
  });
  const giftLines: PricedLine[] = gifts
    .filter((gift) => gift.count > 0)
    .map((gift) => ({ unitPrice: gift.price, count: gift.count }));

  const hasItems = counted.length > 0;
  const packages: Package[] = snapshot.packages.map((item) => ({
    id: item.id,
    alias: item.alias,
    name: item.name,
    price: city ? localPrice(city, item.price) : item.price,
    count: hasItems && !(item.canRefuse && state.cart.withoutBag) ? 1 : 0,
    can_refuse: item.canRefuse,
    images: item.picture ? { small: image(snapshot, item.picture, '96x96') } : null,
  }));
  const packageLines: PricedLine[] = packages.map((item) => ({ unitPrice: item.price, count: item.count }));

  const terms = deliveryTerms(context);
  const rule = promocode && city ? promocodeRule(city, promocode) : null;
  const promoForType =
    promocode && promocode.orderType !== null && promocode.orderType !== context?.orderType;

  // Bonuses (spec §1): brand, loyalty city, cookie; spending until the deadline.
  const brand = snapshot.brand;
  const enabled =
    city !== null &&
    bonusProgramEnabled({
      brandHasBonusProgram: brand.hasBonusProgram,
      cityHasLoyaltyProgram: city.row.hasLoyaltyProgram,
      cookieEnabled: env.bonusCookie,
    });
  const today = city ? wallClock(now, city.row.timezone).date : now.toISOString().slice(0, 10);
  const canSpend = enabled && canSpendBonuses(today, brand.bonusSpendDeadline);
  const balance = enabled ? env.balance : 0;

  const allLines = [...productLines, ...giftLines];
  const prices = priceCart({
    lines: allLines,
    packages: packageLines,
    delivery: terms,
    promocode: promoForType ? null : rule,
    bonuses: state.cart.bonuses,
    bonusBalance: canSpend ? balance : 0,
  });
  const maxWriteOff = canSpend ? maxBonusWriteOff(balance, allLines, packageLines, prices.delivery) : 0;

  // Top messages.
  const missing = lines.filter((line) => !line.counted);
  if (missing.length > 0)
    messages.push({
      position: 'top',
      icon: 'warning',
      title: null,
      text: text(lang, 'products_unavailable', { names: missing.map((line) => line.view.name).join(', ') }),
      code: 'products_unavailable',
    });
  if (context?.orderType === 'takeaway' && context.shop?.type === 'stop')
    messages.push({
      position: 'top',
      icon: 'warning',
      title: null,
      text: text(lang, 'shop_not_accepting'),
      code: 'shop_not_accepting',
    });
  const orderAmount = roundMoney(prices.subtotal + prices.packages);
  const shortfall = hasItems ? minimumOrderShortfall(terms, orderAmount) : 0;
  if (terms && shortfall > 0)
    messages.push({
      position: 'top',
      icon: 'info',
      title: null,
      text: text(lang, 'minimum_order', {
        amount: money(terms.minimumOrderAmount, city),
        remaining: money(shortfall, city),
      }),
      code: 'minimum_order',
    });
  const freeShortfall = hasItems ? freeDeliveryShortfall(terms, orderAmount) : null;
  if (freeShortfall !== null && freeShortfall > 0)
    messages.push({
      position: 'top',
      icon: 'delivery',
      title: null,
      text: text(lang, 'free_delivery', { remaining: money(freeShortfall, city) }),
      code: 'free_delivery',
    });
  if (promocode && rule && promoForType)
    messages.push({
      position: 'top',
      icon: 'info',
      title: null,
      text: text(lang, 'promocode_order_type', {
        code: promocode.code,
        type: text(lang, promocode.orderType!),
      }),
      code: 'promocode_order_type',
    });
  else if (
    promocode &&
    rule &&
    !promocodeApplies(rule, productsSubtotal + giftLines.reduce((s, g) => s + g.unitPrice * g.count, 0)) &&
    rule.minimumOrder > 0
  )
    messages.push({
      position: 'top',
      icon: 'info',
      title: null,
      text: text(lang, 'promocode_minimum', { code: promocode.code, amount: money(rule.minimumOrder, city) }),
      code: 'promocode_minimum',
    });
  if (enabled && !canSpend && brand.bonusSpendDeadline)
    messages.push({
      position: 'bonus_description',
      icon: 'info',
      title: null,
      text: text(lang, 'bonus_deadline', { date: brand.bonusSpendDeadline.split('-').reverse().join('.') }),
      code: 'bonus_deadline',
    });

  // Related carousel: suggested with the cart's groups, not already in it, sellable here.
  const inCart = new Set(lines.map((line) => line.view.id));
  const related: number[] = [];
  for (const groupId of groupIds) {
    for (const productId of snapshot.relatedByGroup.get(groupId) ?? []) {
      if (related.length >= RELATED_LIMIT) break;
      if (inCart.has(productId) || related.includes(productId)) continue;
      if (context && productState(snapshot, context.kitchen?.id ?? null, productId) === 'default')
        related.push(productId);
    }
  }

  const cart: Cart = {
    count: counted.reduce((sum, line) => sum + line.view.count, 0),
    products: Object.fromEntries(lines.map((line) => [line.view.key, line.view])),
    packages,
    without_bag: state.cart.withoutBag,
    related,
    gifts,
    promocode:
      promocode && rule
        ? {
            code: promocode.code,
            type: promocode.type,
            value: rule.value,
            minimum_order: rule.minimumOrder,
            discount: promoForType ? 0 : promocodeDiscount(rule, allLines),
            description: promocode.description,
          }
        : null,
    messages,
    selectedDate: state.cart.intervalId ? state.cart.intervalId.slice(0, 10) : null,
    selectedInterval: state.cart.intervalId,
    prices: {
      ...prices,
      upcoming_bonuses: enabled
        ? upcomingBonuses(prices.total, BONUS_RATE_PERCENT, brand.bonusAccrualPaused ?? BONUS_ACCRUAL_PAUSED)
        : 0,
    },
    delivery_terms: terms
      ? {
          delivery_price: terms.price,
          minimum_order_amount: terms.minimumOrderAmount,
          has_free_delivery: terms.hasFreeDelivery,
          free_delivery_from: terms.freeDeliveryFrom,
          remaining_for_minimum: minimumOrderShortfall(terms, orderAmount),
          remaining_for_free_delivery: freeDeliveryShortfall(terms, orderAmount),
        }
      : null,
    bonus: {
      enabled,
      can_spend: canSpend,
      balance,
      max_write_off: maxWriteOff,
      spend_deadline: brand.hasBonusProgram ? brand.bonusSpendDeadline : null,
    },
    context: {
      city_id: context?.city.row.id ?? state.cart.cityId,
      order_type: context?.orderType ?? state.cart.orderType,
      shop_id: context?.shop?.id ?? null,
      delivery_zone_id: context?.zone?.row.id ?? null,
      delivery_address: contextAddress(state.cart.deliveryAddress, context),
    },
  };
  return { cart, lines, lostGifts, promocode, promocodeExpired, bonus: { enabled, canSpend, maxWriteOff } };
}
