// The order-tracking calls of spec §7: POST /order/status, GET /order/{order_id}, POST /order/cancel,
// POST /order/repeat, GET /user/orders, POST /order-tracking/lookup (status by phone and order
// number), GET /order-tracking/get-courier-location, and the POS route a kitchen system pushes
// statuses to. Every call that takes an order id answers 404 to a caller who may not see the order.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  courierLocationQuerySchema,
  courierLocationResponseSchema,
  orderCancelRequestSchema,
  orderCancelResponseSchema,
  orderLookupRequestSchema,
  orderLookupResponseSchema,
  orderReadParamsSchema,
  orderReadQuerySchema,
  orderReadSchema,
  orderRepeatRequestSchema,
  orderRepeatResponseSchema,
  orderStatusRequestSchema,
  orderStatusResponseSchema,
  posStatusParamsSchema,
  posStatusRequestSchema,
  posStatusResponseSchema,
  TRACKING_ERROR_CODES,
  USER_ORDERS_PAGE_SIZE,
  userOrdersQuerySchema,
  userOrdersResponseSchema,
} from '@storefront/shared/contract';
import { wallClock } from '@storefront/shared/domain';
import { HttpError, notFound } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { cancelOrderCommand } from '../orders/commands/cancel-order';
import { repeatOrderCommand } from '../orders/commands/repeat-order';
import { settleExpiredPayments } from '../payments/service';
import {
  type OrderRow,
  orderNotFound,
  owns,
  rememberGrant,
  signGrant,
  viewerOf,
  visibleOrder,
} from './access';
import { courierPosition } from './courier';
import { stageMs } from './kitchen';
import { countLookup, samePhone } from './lookup';
import { findBrandOrder, findOrder, orderHistoryCount, orderHistoryPage } from './repo';
import { pushFromPos, returnPayments } from './service';
import {
  deliveryAddressOf,
  kitchenOf,
  orderRead,
  orderSummary,
  originalStatuses,
  statusResponse,
  statusView,
} from './views';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of `Authorization: Bearer <token>` (hashing first evens out the lengths). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  const given = digest(match?.[1] ?? '');
  return timingSafeEqual(given, digest(token)) && match !== null;
}

export async function trackingRoutes(app: App, options: ModuleOptions) {
  await app.register(customerRoutes, options);
  await app.register(posRoutes, options);
}

async function customerRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;

  const expired = (order: OrderRow, now: Date) =>
    order.status === 'waiting_for_payment' && order.paymentDeadline !== null && order.paymentDeadline <= now;
  /** An unpaid order past its deadline is canceled (payments' sweep) before it is answered. */
  const settled = async (order: OrderRow, now: Date): Promise<OrderRow> => {
    if (!expired(order, now)) return order;
    await settleExpiredPayments(deps, order.id);
    return (await findOrder(db, order.id)) ?? order;
  };
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    // Per visitor: never cached anywhere.
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/order/status',
    { schema: { body: orderStatusRequestSchema, response: { 200: orderStatusResponseSchema } } },
    async (request) => {
      const now = deps.now();
      const lang = requestLang(request);
      const brand = requireBrand(request);
      const viewer = await viewerOf(db, request, brand.id, request.body.tracking_token);
      const order = await settled(
        await visibleOrder(db, brand.id, request.body.order_id, viewer, now, lang),
        now,
      );
      const original = (await originalStatuses(db, [order])).get(order.id);
      return statusResponse(order, lang, original, now, owns(viewer, order));
    },
  );

  app.get(
    '/order/:order_id',
    {
      schema: {
        params: orderReadParamsSchema,
        querystring: orderReadQuerySchema,
        response: { 200: orderReadSchema },
      },
    },
    async (request) => {
      const now = deps.now();
      const lang = requestLang(request);
      const brand = requireBrand(request);
      const viewer = await viewerOf(db, request, brand.id, request.query.tracking_token);
      const order = await settled(
        await visibleOrder(db, brand.id, request.params.order_id, viewer, now, lang),
        now,
      );
      const snapshot = await deps.snapshots.get(brand, lang);
      const original = (await originalStatuses(db, [order])).get(order.id);
      return orderRead(snapshot, order, lang, original, now, owns(viewer, order));
    },
  );

  app.post(
    '/order/cancel',
    { schema: { body: orderCancelRequestSchema, response: { 200: orderCancelResponseSchema } } },
    async (request) => {
      const now = deps.now();
      const lang = requestLang(request);
      const input = { brandId: requireBrand(request).id, orderId: request.body.order_id, lang, now };
      return statusResponse(await cancelOrderCommand(deps, request, input), lang, undefined, now);
    },
  );

  app.post(
    '/order/repeat',
    { schema: { body: orderRepeatRequestSchema, response: { 200: orderRepeatResponseSchema } } },
    async (request, reply) => {
      const lang = requestLang(request);
      const input = { brandId: requireBrand(request).id, orderId: request.body.order_id, lang };
      return repeatOrderCommand(deps, request, reply, input);
    },
  );

  app.get(
    '/user/orders',
    { schema: { querystring: userOrdersQuerySchema, response: { 200: userOrdersResponseSchema } } },
    async (request) => {
      const now = deps.now();
      const lang = requestLang(request);
      const brand = requireBrand(request);
      const viewer = await viewerOf(db, request, brand.id);
      if (viewer.customerId === null || viewer.customerPhone === null) {
        const message = text(lang, 'tracking:sign_in_required');
        throw new HttpError(401, message, TRACKING_ERROR_CODES.unauthorized);
      }
      // Their orders, and the guest orders placed with their (verified) phone before signing in.
      const owner = { brandId: brand.id, customerId: viewer.customerId, phone: viewer.customerPhone };
      const page = request.query.page;
      const pageRows = () => orderHistoryPage(db, owner, page, USER_ORDERS_PAGE_SIZE);
      const [total, listed] = await Promise.all([orderHistoryCount(db, owner), pageRows()]);
      const due = listed.filter((row) => expired(row, now));
      for (const row of due) await settleExpiredPayments(deps, row.id);
      const rows = due.length > 0 ? await pageRows() : listed;
      const snapshot = await deps.snapshots.get(brand, lang);
      const originals = await originalStatuses(db, rows);
      const groups: { date: string; orders: ReturnType<typeof orderSummary>[] }[] = [];
      for (const row of rows) {
        const timeZone = snapshot.cities.get(row.cityId)?.row.timezone ?? 'UTC';
        const date = wallClock(row.createdAt, timeZone).date;
        let group = groups.at(-1);
        if (group?.date !== date) {
          group = { date, orders: [] };
          groups.push(group);
        }
        group.orders.push(orderSummary(snapshot, row, lang, originals.get(row.id), now));
      }
      return {
        orders: groups,
        page,
        per_page: USER_ORDERS_PAGE_SIZE,
        total,
        has_more: page * USER_ORDERS_PAGE_SIZE < total,
      };
    },
  );

  app.post(
    '/order-tracking/lookup',
    { schema: { body: orderLookupRequestSchema, response: { 200: orderLookupResponseSchema } } },
    async (request, reply) => {
      const now = deps.now();
      const lang = requestLang(request);
      const budget = await countLookup(deps.database.relaxed, request.ip, now);
      if (!budget.allowed) {
        reply.header('retry-after', String(budget.retryAfterSeconds));
        throw new HttpError(429, text(lang, 'too_many_attempts'), 'rate_limited');
      }
      const { phone, order_id: orderId } = request.body;
      const found = await findBrandOrder(db, requireBrand(request).id, orderId);
      // A wrong phone is indistinguishable from a missing order.
      if (!found || !samePhone(phone, found.phone)) throw orderNotFound(lang);
      const order = await settled(found, now);
      const grant = signGrant(order, now);
      rememberGrant(request, reply, grant.token, order.id);
      const original = (await originalStatuses(db, [order])).get(order.id);
      // The grant lets the finder follow the order; changing it stays with its owner.
      const viewer = await viewerOf(db, request, order.brandId);
      return {
        ...statusResponse(order, lang, original, now, owns(viewer, order)),
        tracking_token: grant.token,
        tracking_expires_at: grant.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/order-tracking/get-courier-location',
    { schema: { querystring: courierLocationQuerySchema, response: { 200: courierLocationResponseSchema } } },
    async (request) => {
      const now = deps.now();
      const lang = requestLang(request);
      const brand = requireBrand(request);
      const viewer = await viewerOf(db, request, brand.id, request.query.tracking_token);
      const order = await visibleOrder(db, brand.id, request.query.order_id, viewer, now, lang);
      const snapshot = await deps.snapshots.get(brand, lang);
      const to = deliveryAddressOf(order);
      const from = kitchenOf(snapshot, order);
      if (order.status !== 'sent' || !order.sentAt || !to || !from) {
        const message = text(lang, 'tracking:no_courier');
        throw new HttpError(404, message, 'not_found', { order_id: [message] });
      }
      const position = courierPosition(
        { latitude: from.latitude, longitude: from.longitude },
        { latitude: to.latitude, longitude: to.longitude },
        order.sentAt,
        now,
        stageMs('delivery', deps.kitchen.speed),
        order.id,
      );
      return {
        coordinates: position.coordinates,
        progress: position.progress,
        arrives_at: position.arrivesAt.toISOString(),
      };
    },
  );
}

/** A kitchen system's pushes: no brand, a bearer token instead of a session. */
async function posRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;
  app.addHook('onRequest', async (request, reply) => {
    // Without a configured token the route does not exist.
    if (!deps.posToken) throw notFound();
    if (!bearerMatches(request.headers.authorization, deps.posToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'A valid POS token is required.', TRACKING_ERROR_CODES.unauthorized);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/pos/orders/:order_id/status',
    {
      schema: {
        params: posStatusParamsSchema,
        body: posStatusRequestSchema,
        response: { 200: posStatusResponseSchema },
      },
    },
    async (request) => {
      const now = deps.now();
      const lang = requestLang(request);
      const { status, original_status: originalStatus } = request.body;
      const outcome = await pushFromPos(db, request.params.order_id, status, originalStatus, now);
      if ('missing' in outcome) throw orderNotFound(lang);
      if ('refused' in outcome)
        throw new HttpError(409, outcome.refused, TRACKING_ERROR_CODES.statusTransition, {
          status: [outcome.refused],
        });
      await returnPayments(deps, outcome.refunds, (err) => request.log.error({ err }, 'refund failed'));
      const original = (await originalStatuses(db, [outcome.order])).get(outcome.order.id);
      return {
        order_id: outcome.order.id,
        status: statusView(outcome.order, lang, original, now),
        changed: outcome.changed,
      };
    },
  );
}
