// The /api/cart calls of spec §7. Every call answers `{ cart }`, repriced in the current context.
import {
  cartAddRequestSchema,
  cartBagRequestSchema,
  cartBonusesRequestSchema,
  cartContextRequestSchema,
  cartForgetRequestSchema,
  cartGetRequestSchema,
  cartGiftRequestSchema,
  cartPromocodeRequestSchema,
  cartRemoveRequestSchema,
  cartResponseSchema,
  cartSetIntervalRequestSchema,
  ERROR_CODES,
  type PartialLocationContext,
} from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleDeps, ModuleOptions } from '../../http/types';
import { brandHook } from '../brands/resolve-brand';
import { cartEnv } from './env';
import { spendPromocodeTry } from './promocode-budget';
import {
  addGift,
  addProduct,
  applyBonuses,
  applyPromocode,
  chooseDeliveryInterval,
  clearCart,
  forgetProduct,
  forgetPromocode,
  type Operation,
  removeGift,
  removeProduct,
  runCartOperation,
  setBag,
} from './service';

const reply200 = { response: { 200: cartResponseSchema } };

function contextOf(body: PartialLocationContext): PartialLocationContext {
  const { city_id, order_type, shop_id, delivery_zone_id } = body;
  return { city_id, order_type, shop_id, delivery_zone_id };
}

export async function cartRoutes(app: App, { deps }: ModuleOptions) {
  app.addHook('onRequest', brandHook(deps.database.db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    // Per visitor: never cached anywhere.
    reply.header('cache-control', 'no-store');
  });

  const run = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: PartialLocationContext,
    operation: (deps: ModuleDeps, env: Awaited<ReturnType<typeof cartEnv>>) => Operation | null,
  ) => {
    const env = await cartEnv(deps, request, reply);
    const priced = await runCartOperation(env, contextOf(body), operation(deps, env));
    return { cart: priced.cart };
  };

  app.put(
    '/cart',
    { schema: { body: cartGetRequestSchema.nullish(), ...reply200 } },
    async (request, reply) => {
      const body = request.body ?? {};
      return run(request, reply, body, (_deps, env) =>
        body.interval !== undefined
          ? chooseDeliveryInterval(body.interval, { now: env.now, lang: env.lang, locale: env.locale })
          : null,
      );
    },
  );

  app.delete('/cart/clear', { schema: reply200 }, (request, reply) =>
    run(request, reply, {}, () => clearCart),
  );

  app.put('/cart/add', { schema: { body: cartAddRequestSchema, ...reply200 } }, (request, reply) =>
    run(request, reply, request.body, () => addProduct(request.body)),
  );

  app.put('/cart/remove', { schema: { body: cartRemoveRequestSchema, ...reply200 } }, (request, reply) =>
    run(request, reply, request.body, () => removeProduct(request.body.product_key, request.body.count)),
  );

  app.put('/cart/forget', { schema: { body: cartForgetRequestSchema, ...reply200 } }, (request, reply) =>
    run(request, reply, request.body, () => forgetProduct(request.body.product_key)),
  );

  app.put('/cart/gift/add', { schema: { body: cartGiftRequestSchema, ...reply200 } }, (request, reply) =>
    run(request, reply, request.body, () => addGift(request.body.gift_id)),
  );

  app.put('/cart/gift/remove', { schema: { body: cartGiftRequestSchema, ...reply200 } }, (request, reply) =>
    run(request, reply, request.body, () => removeGift(request.body.gift_id, false)),
  );

  app.put('/cart/gift/forget', { schema: { body: cartGiftRequestSchema, ...reply200 } }, (request, reply) =>
    run(request, reply, request.body, () => removeGift(request.body.gift_id, true)),
  );

  app.put(
    '/cart/gift/apply-promocode',
    { schema: { body: cartPromocodeRequestSchema, ...reply200 } },
    async (request, reply) => {
      const attempt = await spendPromocodeTry(deps.database.relaxed, request, deps.now());
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new HttpError(429, text(requestLang(request), 'too_many_attempts'), ERROR_CODES.rateLimited);
      }
      try {
        const answer = await run(request, reply, request.body, () =>
          applyPromocode(request.body.promocode, { vague: attempt.vague }),
        );
        await attempt.refund();
        return answer;
      } catch (error) {
        // Only a refused code counts; a bad context or a fault of ours gives the try back.
        if (!(error instanceof HttpError && error.code === ERROR_CODES.promocodeInvalid))
          await attempt.refund();
        throw error;
      }
    },
  );

  app.put(
    '/cart/gift/forget-promocode',
    { schema: { body: cartContextRequestSchema.nullish(), ...reply200 } },
    (request, reply) => run(request, reply, request.body ?? {}, () => forgetPromocode),
  );

  app.put('/cart/packages/bag', { schema: { body: cartBagRequestSchema, ...reply200 } }, (request, reply) =>
    run(request, reply, request.body, () => setBag(request.body.without_bag)),
  );

  app.put(
    '/cart/gift/apply-bonuses',
    { schema: { body: cartBonusesRequestSchema, ...reply200 } },
    (request, reply) => run(request, reply, request.body, () => applyBonuses(request.body.bonuses)),
  );

  app.put(
    '/cart/set-interval',
    { schema: { body: cartSetIntervalRequestSchema, ...reply200 } },
    (request, reply) =>
      run(request, reply, {}, (_deps, env) =>
        chooseDeliveryInterval(request.body.interval, { now: env.now, lang: env.lang, locale: env.locale }),
      ),
  );
}
