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
  type PlaceOrderResponse,
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
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleDeps, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { invalid, resolveCity, resolveContext } from '../location/context';
import { notifyRoutes } from '../payments/routes';
import { sessionKeyHash } from '../session/session';
import { checkoutRequestOf } from './commands/context';
import { createOrderCacheCommand } from './commands/create-order-cache';
import { completeThreeDsCommand, payOrderCommand } from './commands/pay-order';
import { placeOrderCommand } from './commands/place-order';
import { IdempotencyMemory, requestHash, runIdempotent } from './idempotency';
import { acquiringFor, allowedPaymentTypes, paymentTypeViews } from './payment-types';

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

  app.post(
    CHECKOUT_PATHS.paymentTypes,
    { schema: { body: paymentTypesRequestSchema, response: { 200: paymentTypesResponseSchema } } },
    async (request, reply) => {
      const { env } = await checkoutRequestOf(deps, request, reply);
      const resolved = resolveContext(env.snapshot, request.body);
      return { payment_types: paymentTypeViews(resolved.city, resolved.orderType, env.lang) };
    },
  );

  app.post(
    CHECKOUT_PATHS.paymentSettings,
    { schema: { body: paymentSettingsRequestSchema, response: { 200: paymentSettingsResponseSchema } } },
    async (request, reply) => {
      const { env } = await checkoutRequestOf(deps, request, reply);
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
    async (request, reply) =>
      createOrderCacheCommand(await checkoutRequestOf(deps, request, reply), request.body),
  );

  app.post(
    CHECKOUT_PATHS.createOrder,
    { schema: { body: placeOrderRequestSchema, response: { 200: placeOrderResponseSchema } } },
    async (request, reply) => {
      // A repeat is answered from the stored answer before any other work.
      const answer = await runIdempotent(
        db,
        idempotencyOf(request, 'create'),
        async (claim) =>
          placeOrderCommand(await checkoutRequestOf(deps, request, reply), request.body, claim),
        memory,
        deps.idempotency,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      const placed = answer.body as PlaceOrderResponse;
      // Cash and card-on-receipt orders are accepted at once: with a POS, their export is queued now.
      if (answer.statusCode === 200 && placed.status === 'accepted' && !answer.replayed)
        await deps.orderAccepted?.(placed.order_id);
      return reply.code(answer.statusCode as 200).send(placed);
    },
  );

  app.post(
    CHECKOUT_PATHS.pay,
    { schema: { body: payRequestSchema, response: { 200: payResponseSchema } } },
    async (request, reply) => {
      const answer = await runIdempotent(
        db,
        idempotencyOf(request, 'pay'),
        async (claim) =>
          payOrderCommand(deps, await checkoutRequestOf(deps, request, reply), request.body, claim),
        memory,
        deps.idempotency,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 200).send(answer.body as never);
    },
  );

  app.post(
    CHECKOUT_PATHS.post3ds,
    { schema: { body: post3dsRequestSchema, response: { 200: post3dsResponseSchema } } },
    async (request, reply) => {
      const answer = await completeThreeDsCommand(
        deps,
        await checkoutRequestOf(deps, request, reply),
        request.body,
      );
      return reply.code(answer.statusCode as 200).send(answer.body as never);
    },
  );
}
