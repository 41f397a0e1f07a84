// The site forms of spec §7: POST /feedback/{call-me-back, questions, supplier-request,
// landlord-request, unavailable-delivery-address}. Validated by the shared contract (field errors in
// the §8 shape), stored in the database, answered 200 — the only status the client counts as success.
// Every form is budgeted per client address and per phone (in the database, so every instance
// counts together): a spammer gets 429 with Retry-After after a handful, whoever's number it is.
import {
  callMeBackRequestSchema,
  ERROR_CODES,
  FEEDBACK_PATHS,
  feedbackQuestionRequestSchema,
  feedbackResponseSchema,
  landlordRequestSchema,
  supplierRequestSchema,
  USER_ERROR_CODES,
  unavailableDeliveryAddressRequestSchema,
} from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FeedbackKind } from '../../db/schema';
import { type AttemptLimit, countAttempt } from '../../http/attempt-budget';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { brandHasCity, insertFeedbackRequest } from './repo';

/** Posts of any form from one client address. */
export const FORMS_PER_ADDRESS: AttemptLimit = { max: 20, windowMs: 60 * 60_000 };
/** Posts of one form for one phone, from anywhere (a call-back to a stranger's number, say). */
export const FORMS_PER_PHONE: AttemptLimit = { max: 3, windowMs: 60 * 60_000 };

export async function feedbackRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;

  /** Counts the post on the address and the phone; 429 (Retry-After) when either budget is spent. */
  const budget = async (request: FastifyRequest, reply: FastifyReply, kind: FeedbackKind, phone: string) => {
    const now = deps.now();
    const brand = requireBrand(request).id;
    const [byAddress, byPhone] = await Promise.all([
      countAttempt(db, `form-ip|${request.ip}`, FORMS_PER_ADDRESS, now),
      countAttempt(db, `form-phone|${brand}|${kind}|${phone}`, FORMS_PER_PHONE, now),
    ]);
    const refused = [byAddress, byPhone].filter((attempt) => !attempt.allowed);
    if (refused.length === 0) return;
    reply.header('retry-after', String(Math.max(...refused.map((attempt) => attempt.retryAfterSeconds))));
    const message = text(requestLang(request), 'too_many_attempts');
    throw new HttpError(429, message, ERROR_CODES.rateLimited, { phone: [message] });
  };
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const store = async (
    brandId: number,
    kind: FeedbackKind,
    phone: string,
    payload: object,
    cityId: number | null,
  ) => {
    const id = await insertFeedbackRequest(db, { brandId, kind, phone, payload: { ...payload }, cityId });
    return { status: 'received' as const, id };
  };

  // With a captcha configured for the site forms, each form carries the widget's token in the
  // X-Captcha-Token header (the body's fields are stored as sent; a token has no place there).
  if (deps.captchaForms)
    app.addHook('preValidation', async (request) => {
      const token = request.headers['x-captcha-token'];
      if (!(await deps.captcha.verify(typeof token === 'string' ? token : undefined, request.ip))) {
        const message = text(requestLang(request), 'user:captcha_failed');
        throw new HttpError(400, message, USER_ERROR_CODES.captchaFailed, { captcha_user_token: [message] });
      }
    });

  const route = <S extends z.ZodObject>(path: string, kind: FeedbackKind, body: S) =>
    app.post(
      path,
      { schema: { body, response: { 200: feedbackResponseSchema } } },
      async (request, reply) => {
        const data = request.body as z.output<S> & { phone: string };
        await budget(request, reply, kind, data.phone);
        return store(requireBrand(request).id, kind, data.phone, data, null);
      },
    );

  route(FEEDBACK_PATHS.callMeBack, 'call_me_back', callMeBackRequestSchema);
  route(FEEDBACK_PATHS.question, 'question', feedbackQuestionRequestSchema);
  route(FEEDBACK_PATHS.supplier, 'supplier', supplierRequestSchema);
  route(FEEDBACK_PATHS.landlord, 'landlord', landlordRequestSchema);

  app.post(
    FEEDBACK_PATHS.unavailableDeliveryAddress,
    { schema: { body: unavailableDeliveryAddressRequestSchema, response: { 200: feedbackResponseSchema } } },
    async (request, reply) => {
      const brand = requireBrand(request);
      const { city_id, phone } = request.body;
      await budget(request, reply, 'unavailable_address', phone);
      if (!(await brandHasCity(db, brand.id, city_id))) {
        throw new HttpError(422, 'The given data was invalid.', 'validation', { city_id: ['Unknown city.'] });
      }
      return store(brand.id, 'unavailable_address', phone, request.body, city_id);
    },
  );
}
