// Checkout calls of spec §7: POST /user/payment-types, /order/payment-settings,
// /order/create-order-cache, /order/create, /order/pay, /order/post3ds, and the acquirer's
// POST /payments/notify. Create and pay take an Idempotency-Key header (see idempotency.ts).
import {
  CHECKOUT_PATHS,
  ERROR_CODES,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  isOnlinePaymentType,
  orderCacheResponseSchema,
  PAYMENT_ERROR_CODES,
  paymentSettingsRequestSchema,
  paymentSettingsResponseSchema,
  paymentTypesRequestSchema,
  paymentTypesResponseSchema,
  payRequestSchema,
  payResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  post3dsRequestSchema,
  post3dsResponseSchema,
} from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleDeps, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { cartEnv } from '../cart/env';
import { lockCartByKey } from '../cart/repo';
import { invalid, resolveCity, resolveContext } from '../location/context';
import { completeThreeDs, payOrder } from '../payments/pay';
import { notifyRoutes } from '../payments/routes';
import { findSession, sessionKeyHash } from '../session/session';
import { IdempotencyMemory, requestHash, runIdempotent } from './idempotency';
import { acquiringFor, allowedPaymentTypes, paymentTypeViews } from './payment-types';
import {
  cartFingerprintOf,
  type OrderRow,
  type OrderSession,
  placeOrder,
  prepareOrder,
  requireOrderingSession,
  storeOrderCache,
} from './service';

function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new HttpError(422, 'The given data was invalid.', ERROR_CODES.validation, {
      idempotency_key: ['Idempotency-Key: 8–100 letters, digits, - _ . :'],
    });
  return parsed.data;
}

function placed(order: OrderRow) {
  return {
    order_id: order.id,
    payment_type: order.paymentType as never,
    status: order.status as 'waiting_for_payment' | 'accepted',
    total: order.total,
    currency: order.currency,
    payment_deadline: order.paymentDeadline?.toISOString() ?? null,
  };
}

export async function orderRoutes(app: App, { deps }: ModuleOptions) {
  const db = deps.database.db;
  await app.register(notifyRoutes, { deps, secret: deps.acquirerSecret });

  app.register(async (scope) => {
    scope.addHook('onRequest', brandHook(db, deps.defaultBrand));
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await checkoutRoutes(scope, deps);
  });
}

async function checkoutRoutes(app: App, deps: ModuleDeps) {
  const db = deps.database.db;
  // Per app instance: two instances on one database agree through idempotency_requests only.
  const memory = new IdempotencyMemory();

  /**
   * Keys are scoped by route, brand and session cookie, so keys of different visitors never meet;
   * without a session there is nothing to repeat (the run itself answers 401 / 404).
   */
  const idempotencyOf = (request: FastifyRequest, route: string) => {
    const keyHash = sessionKeyHash(request);
    const key = idempotencyKey(request);
    return {
      scope: `${route}:${requireBrand(request).id}:${keyHash ?? ''}`,
      key: keyHash ? key : null,
      hash: requestHash(request.body),
      lang: requestLang(request),
    };
  };

  /** The request's pricing env and session (null when the visitor has none). */
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const env = await cartEnv(deps, request, reply);
    const row = env.keyHash ? await findSession(db, request, env.now) : null;
    const session: OrderSession | null = row
      ? { id: row.id, keyHash: row.keyHash, customerId: row.customerId }
      : null;
    // Links come from the configured public origin, never from the request's Host header.
    return { env, session, links: { origin: deps.publicOrigin } };
  };

  app.post(
    CHECKOUT_PATHS.paymentTypes,
    { schema: { body: paymentTypesRequestSchema, response: { 200: paymentTypesResponseSchema } } },
    async (request, reply) => {
      const { env } = await context(request, reply);
      const resolved = resolveContext(env.snapshot, request.body);
      return { payment_types: paymentTypeViews(resolved.city, resolved.orderType, env.lang) };
    },
  );

  app.post(
    CHECKOUT_PATHS.paymentSettings,
    { schema: { body: paymentSettingsRequestSchema, response: { 200: paymentSettingsResponseSchema } } },
    async (request, reply) => {
      const { env } = await context(request, reply);
      const body = request.body;
      const city = resolveCity(env.snapshot, body.city_id);
      if (body.shop_id !== undefined && body.shop_id !== null) {
        const shop = env.snapshot.shops.get(body.shop_id);
        if (!shop || shop.cityId !== city.row.id) throw invalid({ shop_id: ['Unknown shop.'] });
      }
      const orderType = body.is_delivery === false ? 'takeaway' : body.is_delivery ? 'delivery' : null;
      const allowed = orderType
        ? allowedPaymentTypes(city, orderType).includes(body.payment_type)
        : allowedPaymentTypes(city, 'delivery').includes(body.payment_type) ||
          allowedPaymentTypes(city, 'takeaway').includes(body.payment_type);
      if (!allowed) throw invalid({ payment_type: [text(env.lang, 'orders:payment_type_unavailable')] });
      const card = body.payment_type === 'card';
      return {
        acquiring: acquiringFor(body.payment_type, city),
        verify_param: card ? deps.acquirer.publicId : null,
        is_online: isOnlinePaymentType(body.payment_type),
        widget_url: card ? deps.acquirer.widgetUrl : null,
      };
    },
  );

  app.post(
    CHECKOUT_PATHS.createOrderCache,
    { schema: { body: placeOrderRequestSchema, response: { 200: orderCacheResponseSchema } } },
    async (request, reply) => {
      const { env, session } = await context(request, reply);
      requireOrderingSession(env.snapshot, session, env.lang);
      if (!session)
        throw invalid({ cart: [text(env.lang, 'orders:cart_empty')] }, PAYMENT_ERROR_CODES.cartEmpty);
      if (!isOnlinePaymentType(request.body.payment_type))
        throw invalid({ payment_type: [text(env.lang, 'orders:payment_type_unavailable')] });
      const cache = await db.transaction(async (tx) => {
        const loaded = await lockCartByKey(tx, session.keyHash);
        if (!loaded)
          throw invalid({ cart: [text(env.lang, 'orders:cart_empty')] }, PAYMENT_ERROR_CODES.cartEmpty);
        const prepared = await prepareOrder(
          tx,
          env,
          { ...session, customerId: loaded.session.customerId },
          loaded.state,
          request.body,
        );
        return storeOrderCache(tx, prepared, env.now);
      });
      return {
        order_cache_key: cache.key,
        created_at: cache.createdAt.toISOString(),
        expires_at: cache.expiresAt.toISOString(),
        total: cache.total,
        currency: String((cache.payload as { currency?: string }).currency ?? ''),
      };
    },
  );

  app.post(
    CHECKOUT_PATHS.createOrder,
    { schema: { body: placeOrderRequestSchema, response: { 200: placeOrderResponseSchema } } },
    async (request, reply) => {
      // A repeat is answered from the stored answer before any other work.
      const answer = await runIdempotent(
        db,
        idempotencyOf(request, 'create'),
        async (claim) => {
          const { env, session } = await context(request, reply);
          requireOrderingSession(env.snapshot, session, env.lang);
          if (!session)
            throw invalid({ cart: [text(env.lang, 'orders:cart_empty')] }, PAYMENT_ERROR_CODES.cartEmpty);
          return db.transaction(async (tx) => {
            const loaded = await lockCartByKey(tx, session.keyHash);
            if (!loaded)
              throw invalid({ cart: [text(env.lang, 'orders:cart_empty')] }, PAYMENT_ERROR_CODES.cartEmpty);
            const prepared = await prepareOrder(
              tx,
              env,
              { ...session, customerId: loaded.session.customerId },
              loaded.state,
              request.body,
            );
            const order = await placeOrder(
              tx,
              prepared,
              env.now,
              env.lang,
              null,
              cartFingerprintOf(prepared),
            );
            const stored = { statusCode: 200, body: placed(order) };
            await claim?.complete(tx, stored);
            return stored;
          });
        },
        memory,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 200).send(answer.body as ReturnType<typeof placed>);
    },
  );

  app.post(
    CHECKOUT_PATHS.pay,
    { schema: { body: payRequestSchema, response: { 200: payResponseSchema } } },
    async (request, reply) => {
      const answer = await runIdempotent(
        db,
        idempotencyOf(request, 'pay'),
        async (claim) => {
          const { env, session, links } = await context(request, reply);
          if (!session)
            throw new HttpError(404, text(env.lang, 'orders:order_not_found'), ERROR_CODES.notFound, {
              order_id: [text(env.lang, 'orders:order_not_found')],
            });
          return payOrder(
            { deps, snapshot: env.snapshot, session, lang: env.lang, links, ip: request.ip },
            request.body,
            claim,
          );
        },
        memory,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 200).send(answer.body as never);
    },
  );

  app.post(
    CHECKOUT_PATHS.post3ds,
    { schema: { body: post3dsRequestSchema, response: { 200: post3dsResponseSchema } } },
    async (request, reply) => {
      const { env, session, links } = await context(request, reply);
      if (!session)
        throw new HttpError(404, text(env.lang, 'orders:order_not_found'), ERROR_CODES.notFound, {
          order_id: [text(env.lang, 'orders:order_not_found')],
        });
      const { order: _order, ...answer } = await completeThreeDs(
        { deps, snapshot: env.snapshot, session, lang: env.lang, links },
        request.body,
      );
      return reply.code(answer.statusCode as 200).send(answer.body as never);
    },
  );
}
