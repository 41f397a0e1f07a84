// An accepted order into the POS: deliveries/create (courier delivery or pickup, the address, the
// time, the payment type and whether it is paid, the comment), then followed through
// commands/status to Success or Error. The export row keeps our POS order id, so a retry after a
// timeout asks the POS whether the order arrived before sending it again. A refusal is the
// `error` state the operator sees (and the shop calls the customer); a POS that cannot be reached
// leaves the order `pending` and throws IikoUnavailable, for the job's retry.
import type { Cart } from '@storefront/shared/contract';
import { wallClock } from '@storefront/shared/domain';
import type { Db } from '../../db/client';
import type { PosExportState } from '../../db/schema';
import { IikoError } from '../../providers/pos/iiko/client';
import type { DeliveryCreateRequest, DeliveryItem, DeliveryPayment } from '../../providers/pos/iiko/types';
import type { OrderRow } from '../orders/repo';
import { findOrder } from '../tracking/repo';
import type { PosDeps } from './deps';
import { type MappedBrand, resolveMapping } from './mapping';
import {
  cityTimezone,
  claimExportAttempt,
  ensureExport,
  findExport,
  linksOfLocalIds,
  setExport,
  settleOpenExport,
} from './repo';

export { failedExports } from './repo';

export interface ExportOutcome {
  orderId: number;
  state: PosExportState | 'skipped';
  posOrderId?: string;
  error?: string | null;
}

/** Payment types paid before the order reaches the kitchen. */
const PAID_ON_ORDER = new Set(['card', 'sbp', 'sberpay', 'apple_pay', 'google_pay', 'aggregator']);

export function paymentOf(
  order: Pick<OrderRow, 'paymentType' | 'total'>,
  types: MappedBrand['paymentTypes'],
): DeliveryPayment {
  if (order.paymentType === 'cash')
    return {
      paymentTypeKind: 'Cash',
      sum: order.total,
      paymentTypeId: types.cash,
      isProcessedExternally: false,
    };
  if (order.paymentType === 'card_courier')
    return {
      paymentTypeKind: 'Card',
      sum: order.total,
      paymentTypeId: types.card,
      isProcessedExternally: false,
    };
  return {
    paymentTypeKind: 'External',
    sum: order.total,
    paymentTypeId: types.online,
    isProcessedExternally: PAID_ON_ORDER.has(order.paymentType),
    isFiscalizedExternally: PAID_ON_ORDER.has(order.paymentType),
  };
}

/**
 * `yyyy-MM-dd HH:mm:ss.fff` in the city's time, as iiko reads completeBefore. Intervals start on whole
 * minutes, so the seconds are always zero.
 */
export function iikoLocalTime(at: Date, timezone: string): string {
  const { date, minutes } = wallClock(at, timezone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date} ${hh}:${mm}:00.000`;
}

/** The delivery request for an order, or the reason it cannot be made (a product the POS does not know). */
export async function deliveryRequest(
  db: Db,
  brand: MappedBrand,
  order: OrderRow,
  posOrderId: string,
): Promise<DeliveryCreateRequest | { unmapped: string }> {
  const shop =
    brand.shops.find((candidate) => candidate.shopId === order.shopId) ??
    brand.shops.find((candidate) => candidate.cityId === order.cityId);
  if (!shop) return { unmapped: 'The order’s shop has no terminal group in IIKO_MAPPING.' };
  const cart = order.cart as unknown as Pick<Cart, 'products'>;
  const lines = Object.values(cart.products ?? {}).filter(
    (line) => line.type === 'default' || line.type === 'related',
  );
  const localProducts = lines.map((line) => line.id);
  const localModifiers = lines.flatMap((line) => line.modifiers.map((modifier) => modifier.id));
  const localGroups = lines.flatMap((line) => line.modifiers.flatMap((modifier) => modifier.group_id ?? []));
  const links = await linksOfLocalIds(db, order.brandId, [
    ...localProducts,
    ...localModifiers,
    ...localGroups,
  ]);
  const productExt = new Map(links.filter((l) => l.kind === 'product').map((l) => [l.localId, l.externalId]));
  const modifierExt = new Map(
    links.filter((l) => l.kind === 'modifier').map((l) => [l.localId, l.externalId]),
  );
  const groupExt = new Map(
    links.filter((l) => l.kind === 'modifier_group').map((l) => [l.localId, l.externalId]),
  );
  const items: DeliveryItem[] = [];
  for (const line of lines) {
    const productId = productExt.get(line.id);
    if (!productId) return { unmapped: `${line.name} is not in the POS menu.` };
    const modifierItems: NonNullable<DeliveryItem['modifiers']> = [];
    for (const modifier of line.modifiers) {
      const key = modifierExt.get(modifier.id);
      if (!key) return { unmapped: `${modifier.name} (${line.name}) is not in the POS menu.` };
      const group = modifier.group_id === null ? undefined : groupExt.get(modifier.group_id);
      modifierItems.push({
        productId: key.slice(key.indexOf(':') + 1),
        amount: modifier.count,
        productGroupId: group ? group.slice(group.indexOf(':') + 1) : null,
        price: modifier.price,
      });
    }
    items.push({
      type: 'Product',
      productId,
      amount: line.count,
      price: line.price,
      modifiers: modifierItems,
    });
  }
  if (items.length === 0) return { unmapped: 'The order has nothing the kitchen cooks.' };
  const timezone = await cityTimezone(db, order.cityId);
  const address = order.deliveryAddress;
  return {
    organizationId: shop.organizationId,
    terminalGroupId: shop.terminalGroupId,
    createOrderSettings: { transportToFrontTimeout: 0, checkStopList: true },
    order: {
      id: posOrderId,
      externalNumber: String(order.id),
      completeBefore: order.intervalStart ? iikoLocalTime(order.intervalStart, timezone ?? 'UTC') : null,
      phone: order.phone,
      orderServiceType: order.orderType === 'delivery' ? 'DeliveryByCourier' : 'DeliveryByClient',
      deliveryPoint:
        order.orderType === 'delivery' && address
          ? {
              coordinates: { latitude: address.latitude, longitude: address.longitude },
              address: {
                street: { name: address.street, city: address.locality },
                house: address.house ?? '',
                flat: address.room,
                entrance: address.entrance,
                floor: address.floor,
                doorphone: address.intercom,
              },
              comment: address.description,
            }
          : null,
      comment: order.comment,
      customer: { name: order.username },
      guests: { count: 1 },
      items,
      payments: [paymentOf(order, brand.paymentTypes)],
    },
  };
}

/**
 * Sends an accepted order to its shop's terminal group, once. Safe to call again: an order sent
 * already is followed, not sent twice.
 */
export async function exportOrder(deps: PosDeps, orderId: number): Promise<ExportOutcome> {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  if (order?.status !== 'accepted') return { orderId, state: 'skipped' };
  const brand = (await resolveMapping(db, deps.mapping)).find((entry) => entry.brandId === order.brandId);
  if (!brand) return { orderId, state: 'skipped' };
  await ensureExport(db, { orderId, organizationId: brand.menuOrganizationId, updatedAt: deps.now() });
  const row = await findExport(db, orderId);
  if (!row) return { orderId, state: 'skipped' };
  if (row.state === 'success' || row.state === 'error')
    return { orderId, state: row.state, posOrderId: row.posOrderId, error: row.error };
  if (row.state === 'in_progress' && row.correlationId) return followOrder(deps, orderId);

  const request = await deliveryRequest(db, brand, order, row.posOrderId);
  if ('unmapped' in request) {
    await setExport(db, orderId, { state: 'error', error: request.unmapped }, deps.now());
    deps.log?.('POS export refused before sending', { orderId, error: request.unmapped });
    return { orderId, state: 'error', posOrderId: row.posOrderId, error: request.unmapped };
  }
  try {
    if (row.attempts > 0) {
      // An earlier attempt may have reached the POS before the answer was lost: ask first.
      const known = await deps.iiko.deliveriesById(request.organizationId, [row.posOrderId]);
      const found = known.orders.find((candidate) => candidate.id === row.posOrderId);
      if (found) {
        await setExport(db, orderId, { organizationId: request.organizationId }, deps.now());
        const settled = await settle(
          deps,
          orderId,
          row.posOrderId,
          found.creationStatus,
          found.errorInfo?.message ?? null,
        );
        return settled.state === 'in_progress' ? followOrder(deps, orderId) : settled;
      }
    }
    // Claim this attempt: a second run of the job for the same order (two instances) stops here
    // instead of sending the order again.
    const claimed = await claimExportAttempt(db, orderId, row.attempts, request.organizationId, deps.now());
    if (!claimed) return { orderId, state: 'in_progress', posOrderId: row.posOrderId };
    const created = await deps.iiko.createDelivery(request);
    await setExport(db, orderId, { state: 'in_progress', correlationId: created.correlationId }, deps.now());
    if (created.orderInfo.creationStatus !== 'InProgress')
      return settle(
        deps,
        orderId,
        row.posOrderId,
        created.orderInfo.creationStatus,
        created.orderInfo.errorInfo?.message ?? null,
      );
  } catch (error) {
    if (error instanceof IikoError) {
      // The POS read the order and said no (a 4xx): retrying changes nothing.
      await setExport(db, orderId, { state: 'error', error: error.description }, deps.now());
      deps.log?.('POS refused the order', { orderId, error: error.description });
      return { orderId, state: 'error', posOrderId: row.posOrderId, error: error.description };
    }
    await setExport(
      db,
      orderId,
      { error: error instanceof Error ? error.message : String(error) },
      deps.now(),
    );
    throw error;
  }
  return followOrder(deps, orderId);
}

async function settle(
  deps: PosDeps,
  orderId: number,
  posOrderId: string,
  status: 'Success' | 'Error' | 'InProgress',
  message: string | null,
): Promise<ExportOutcome> {
  const state: PosExportState =
    status === 'Success' ? 'success' : status === 'Error' ? 'error' : 'in_progress';
  await settleOpenExport(
    deps.db,
    orderId,
    { state, error: state === 'error' ? (message ?? 'The POS refused the order.') : null },
    deps.now(),
  );
  const row = await findExport(deps.db, orderId);
  if (row?.state === 'error') deps.log?.('POS refused the order', { orderId, error: row.error });
  return { orderId, state: row?.state ?? state, posOrderId, error: row?.error ?? null };
}

/** Polls commands/status for a sent order until Success or Error (or the polls run out: still in_progress). */
export async function followOrder(deps: PosDeps, orderId: number): Promise<ExportOutcome> {
  const row = await findExport(deps.db, orderId);
  if (!row) return { orderId, state: 'skipped' };
  if (row.state !== 'in_progress')
    return { orderId, state: row.state, posOrderId: row.posOrderId, error: row.error };
  const { polls, everyMs } = deps.follow ?? { polls: 20, everyMs: 500 };
  for (let poll = 0; poll < polls; poll++) {
    if (row.correlationId) {
      const status = await deps.iiko.commandStatus(row.organizationId, row.correlationId);
      if (status.state !== 'InProgress')
        return settle(deps, orderId, row.posOrderId, status.state, status.exception?.message ?? null);
    } else {
      // Found in the POS by its id after a lost answer: no correlation id, so follow the order itself.
      const known = await deps.iiko.deliveriesById(row.organizationId, [row.posOrderId]);
      const found = known.orders.find((candidate) => candidate.id === row.posOrderId);
      if (found && found.creationStatus !== 'InProgress')
        return settle(deps, orderId, row.posOrderId, found.creationStatus, found.errorInfo?.message ?? null);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return { orderId, state: 'in_progress', posOrderId: row.posOrderId };
}

/** The job gave up on a POS that stayed unreachable: the order goes to the operator's failed list. */
export async function markExportFailed(deps: PosDeps, orderId: number, reason: string): Promise<void> {
  await settleOpenExport(deps.db, orderId, { state: 'error', error: reason }, deps.now());
  deps.log?.('POS export failed for good', { orderId, error: reason });
}
