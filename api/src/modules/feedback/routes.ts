// The site forms of spec §7: POST /feedback/{call-me-back, questions, supplier-request,
// landlord-request, unavailable-delivery-address}. Validated by the shared contract (field errors in
// the §8 shape), stored in the database, answered 200 — the only status the client counts as success.
import {
  callMeBackRequestSchema,
  FEEDBACK_PATHS,
  feedbackQuestionRequestSchema,
  feedbackResponseSchema,
  landlordRequestSchema,
  supplierRequestSchema,
  unavailableDeliveryAddressRequestSchema,
} from '@storefront/shared/contract';
import type { z } from 'zod';
import type { FeedbackKind } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { App, ModuleOptions } from '../../http/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { brandHasCity, insertFeedbackRequest } from './repo';

export async function feedbackRoutes(app: App, { deps }: ModuleOptions) {
  const { db } = deps.database;
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

  const route = <S extends z.ZodObject>(path: string, kind: FeedbackKind, body: S) =>
    app.post(path, { schema: { body, response: { 200: feedbackResponseSchema } } }, async (request) => {
      const data = request.body as z.output<S> & { phone: string };
      return store(requireBrand(request).id, kind, data.phone, data, null);
    });

  route(FEEDBACK_PATHS.callMeBack, 'call_me_back', callMeBackRequestSchema);
  route(FEEDBACK_PATHS.question, 'question', feedbackQuestionRequestSchema);
  route(FEEDBACK_PATHS.supplier, 'supplier', supplierRequestSchema);
  route(FEEDBACK_PATHS.landlord, 'landlord', landlordRequestSchema);

  app.post(
    FEEDBACK_PATHS.unavailableDeliveryAddress,
    { schema: { body: unavailableDeliveryAddressRequestSchema, response: { 200: feedbackResponseSchema } } },
    async (request) => {
      const brand = requireBrand(request);
      const { city_id, phone } = request.body;
      if (!(await brandHasCity(db, brand.id, city_id))) {
        throw new HttpError(422, 'The given data was invalid.', 'validation', { city_id: ['Unknown city.'] });
      }
      return store(brand.id, 'unavailable_address', phone, request.body, city_id);
    },
  );
}
