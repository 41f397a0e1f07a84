// The charges API the merchant's server calls (never a browser): every call signed with the shared
// ACQUIRER_SECRET and timestamped (@storefront/server-shared/acquirer-signing); a call without a valid,
// fresh signature is refused with 401 before its body is looked at. Amounts, references and links
// come from the merchant; card data only as the widget's cryptogram.
//   POST /v1/charges                      charge (or answer the transaction of a known reference)
//   POST /v1/charges/3ds                  complete 3-D Secure (PaRes / cres / the transaction)
//   GET  /v1/charges/:reference           status
//   POST /v1/charges/:reference/cancel    void a pending transaction
//   POST /v1/charges/:reference/refund    return an approved one
import { verifySignature } from '@storefront/server-shared/acquirer-signing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody } from './errors';
import type { SandboxAcquirer } from './sandbox';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received (the signature covers it). */
    rawBody?: string;
  }
}

const chargeSchema = z.object({
  reference: z.string().min(1).max(100),
  amount: z.number().nonnegative().max(100_000_000),
  currency: z.string().min(3).max(3),
  method: z.enum(['card', 'sbp', 'sberpay', 'apple_pay', 'google_pay', 'aggregator']),
  cryptogram: z.string().max(4000).nullish(),
  phone: z.string().max(40).nullish(),
  description: z.string().max(500),
  expires_at: z.iso.datetime({ offset: true }),
  return_url: z.url().max(2000),
  fail_url: z.url().max(2000),
  term_url: z.url().max(2000),
});

const complete3dsSchema = z.object({
  transaction_id: z.string().max(100).nullish(),
  pa_res: z.string().max(4000).nullish(),
  cres: z.string().max(4000).nullish(),
  final: z.boolean().default(false),
});

const referenceSchema = z.object({ reference: z.string().min(1).max(100) });

const badRequest = (reply: FastifyReply) =>
  reply.code(400).send(errorBody('Malformed request.', 'bad_request'));
const unknown = (reply: FastifyReply) => reply.code(404).send(errorBody('Unknown transaction.', 'not_found'));

export async function merchantApi(app: FastifyInstance, acquirer: SandboxAcquirer, merchantSecret: string) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('Malformed JSON body.'), { statusCode: 400 }), undefined);
      }
    },
  );
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const check = verifySignature(
      merchantSecret,
      request.headers,
      { method: request.method, path: request.url, body: request.rawBody ?? '' },
      acquirer.options.now(),
    );
    if (!check.ok)
      return reply
        .code(401)
        .send(errorBody('The request is not signed by the merchant.', 'signature_invalid'));
  });

  app.post('/v1/charges', async (request, reply) => {
    const parsed = chargeSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply);
    const body = parsed.data;
    return acquirer.charge({
      reference: body.reference,
      amount: body.amount,
      currency: body.currency,
      method: body.method,
      cryptogram: body.cryptogram ?? null,
      phone: body.phone ?? null,
      description: body.description,
      expiresAt: new Date(body.expires_at),
      returnUrl: body.return_url,
      failUrl: body.fail_url,
      termUrl: body.term_url,
    });
  });

  app.post('/v1/charges/3ds', async (request, reply) => {
    const parsed = complete3dsSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply);
    const result = await acquirer.complete3ds({
      transactionId: parsed.data.transaction_id ?? null,
      paRes: parsed.data.pa_res ?? null,
      cres: parsed.data.cres ?? null,
      final: parsed.data.final,
    });
    return result ?? unknown(reply);
  });

  app.get('/v1/charges/:reference', async (request, reply) => {
    const parsed = referenceSchema.safeParse(request.params);
    if (!parsed.success) return badRequest(reply);
    return (await acquirer.status(parsed.data.reference)) ?? unknown(reply);
  });

  app.post('/v1/charges/:reference/cancel', async (request, reply) => {
    const parsed = referenceSchema.safeParse(request.params);
    if (!parsed.success) return badRequest(reply);
    return (await acquirer.cancel(parsed.data.reference)) ?? unknown(reply);
  });

  app.post('/v1/charges/:reference/refund', async (request, reply) => {
    const parsed = referenceSchema.safeParse(request.params);
    if (!parsed.success) return badRequest(reply);
    await acquirer.refund(parsed.data.reference);
    return reply.code(204).send();
  });
}
