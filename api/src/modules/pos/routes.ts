// POST /api/pos/iiko/webhook: where iikoCloud sends its webhooks (set with webhooks/update_settings
// and the authToken). iiko puts the token in the Authorization header as it is; a `Bearer` prefix
// is accepted too. A wrong or missing token is 401 before the body is read.
import { createHash, timingSafeEqual } from 'node:crypto';
import { TRACKING_ERROR_CODES } from '@storefront/shared/contract';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import type { App } from '../../http/types';
import type { PosDeps } from './deps';
import { handleWebhook, syncsSettled } from './webhook';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function tokenMatches(header: string | undefined, token: string): boolean {
  const given = (header ?? '').replace(/^Bearer\s+/i, '').trim();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

const webhookBodySchema = z
  .array(z.object({ eventType: z.string(), organizationId: z.string() }).passthrough())
  .max(1000);

export async function posWebhookRoutes(app: App, { pos }: { pos: PosDeps }) {
  app.addHook('onRequest', async (request) => {
    if (!tokenMatches(request.headers.authorization, pos.webhookToken))
      throw new HttpError(401, 'A valid iiko webhook token is required.', TRACKING_ERROR_CODES.unauthorized);
  });
  app.addHook('onClose', () => syncsSettled(pos));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.post(
    '/pos/iiko/webhook',
    {
      schema: {
        body: webhookBodySchema,
        response: { 200: z.object({ applied: z.number(), ignored: z.number() }) },
      },
    },
    async (request) => handleWebhook(pos, request.body),
  );
}
