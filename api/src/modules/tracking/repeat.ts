// Repeat an order (spec §4, §7): the session's cart is rebuilt from the order's charged lines at
// today's prices, in the order's type and shop or delivery address, through the cart service (one
// transaction, the same rules as adding by hand). A line whose product or modifier is gone, not sold
// at that kitchen or stopped is left out and reported in `unavailable`.
import {
  ERROR_CODES,
  type OrderRepeatResponse,
  type PartialLocationContext,
  type RepeatUnavailable,
} from '@storefront/shared/contract';
import { HttpError } from '../../http/http-error';
import { type Lang, text } from '../../http/texts';
import type { ModuleDeps } from '../../http/types';
import type { CartState } from '../cart/repo';
import {
  addProduct,
  type CartEnv,
  clearCart,
  type Operation,
  parseLineKey,
  runCartOperation,
  setDeliveryAddress,
} from '../cart/service';
import { type BrandSnapshot, zoneAt } from '../catalog/snapshot';
import { deliveryAddressView } from '../location/address';
import { invalid } from '../location/context';
import { shopView } from '../shops/views';
import type { OrderRow } from './access';
import { chargedLines, deliveryAddressOf, orderCart } from './views';

interface RepeatLine {
  id: number;
  name: string;
  count: number;
  modifiers: { id: number; count: number }[];
}

function linesOf(order: OrderRow): RepeatLine[] {
  return chargedLines(orderCart(order)).map((line) => ({
    id: line.id,
    name: line.name,
    count: line.count,
    modifiers:
      line.modifiers.length > 0
        ? line.modifiers.map(({ id, count }) => ({ id, count }))
        : parseLineKey(line.key).modifiers.filter((m) => Number.isInteger(m.id) && m.id > 0 && m.count > 0),
  }));
}

function unavailableLine(line: RepeatLine, reason: string, message: string): RepeatUnavailable {
  return { id: line.id, name: line.name, count: line.count, reason, message };
}

/** Clears the cart and adds back each line that can still be ordered here. */
function refill(lines: RepeatLine[], unavailable: RepeatUnavailable[], lang: Lang): Operation {
  return async (ctx) => {
    await clearCart(ctx);
    const { snapshot } = ctx.env;
    const kitchenStates = ctx.context?.kitchen ? snapshot.states.get(ctx.context.kitchen.id) : undefined;
    for (const line of lines) {
      const product = snapshot.products.get(line.id);
      if (!product) {
        unavailable.push(unavailableLine(line, 'product_gone', text(lang, 'tracking:product_gone')));
        continue;
      }
      const state = kitchenStates?.get(product.id);
      if (state) {
        const reason = state === 'stop' ? 'product_stop' : 'product_unavailable';
        unavailable.push(unavailableLine(line, reason, text(lang, reason)));
        continue;
      }
      const rows = line.modifiers.map(({ id }) => snapshot.modifierById.get(id));
      if (rows.some((row) => !row || row.productId !== product.id)) {
        unavailable.push(unavailableLine(line, 'modifier_unavailable', text(lang, 'modifier_unknown')));
        continue;
      }
      const stopped = rows.find((row) => row?.type === 'stop');
      if (stopped) {
        const message = text(lang, 'modifier_unavailable', { name: stopped.name });
        unavailable.push(unavailableLine(line, 'modifier_unavailable', message));
        continue;
      }
      try {
        await addProduct({ product_key: String(product.id), count: line.count, modifiers: line.modifiers })(
          ctx,
        );
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        const message = Object.values(error.errors).flat()[0] ?? error.message;
        const reason =
          error.code === ERROR_CODES.quantityCap
            ? 'quantity_cap'
            : error.code === ERROR_CODES.invalidModifiers
              ? 'modifier_unavailable'
              : 'product_unavailable';
        unavailable.push(unavailableLine(line, reason, message));
      }
    }
  };
}

interface Placement {
  context: PartialLocationContext;
  prepare?: (state: CartState) => void;
}

/** Where the repeated order goes: its shop, or its delivery address in today's zones. */
function placementOf(snapshot: BrandSnapshot, order: OrderRow, lang: Lang): Placement {
  const city = snapshot.cities.get(order.cityId);
  if (!city) throw invalid({ city_id: ['Unknown city.'] });
  if (order.orderType === 'takeaway') {
    const shop = order.shopId !== null ? snapshot.shops.get(order.shopId) : undefined;
    if (!shop || shop.cityId !== city.row.id || !city.row.hasTakeaway)
      throw invalid({ shop_id: [text(lang, 'tracking:shop_gone')] }, ERROR_CODES.shopNotSelected);
    return { context: { city_id: city.row.id, order_type: 'takeaway', shop_id: shop.id } };
  }
  const address = deliveryAddressOf(order);
  const zone = address ? zoneAt(city, address.latitude, address.longitude) : null;
  if (!address || !zone || !city.row.hasDelivery)
    throw invalid(
      { delivery_address: [text(lang, 'address_not_available')] },
      ERROR_CODES.addressNotAvailable,
    );
  return {
    context: { city_id: city.row.id, order_type: 'delivery' },
    prepare: setDeliveryAddress({ ...address, city_id: city.row.id }, zone.row.id),
  };
}

export async function repeatOrder(
  deps: ModuleDeps,
  env: CartEnv,
  order: OrderRow,
): Promise<OrderRepeatResponse> {
  const { snapshot, lang } = env;
  const placement = placementOf(snapshot, order, lang);
  const unavailable: RepeatUnavailable[] = [];
  const priced = await runCartOperation(
    env,
    placement.context,
    refill(linesOf(order), unavailable, lang),
    placement.prepare,
  );
  const context = priced.context!;
  const city = context.city;
  const address = order.orderType === 'delivery' ? deliveryAddressOf(order) : null;
  return {
    order_type: context.orderType,
    shop: context.shop ? shopView(snapshot, city, context.shop, env.now) : null,
    delivery_address:
      address && context.zone
        ? deliveryAddressView(snapshot, city, { ...address, city_id: city.row.id }, context.zone)
        : null,
    cart: priced.cart,
    product_groups: deps.menus.get(snapshot, context).groups,
    unavailable,
  };
}
