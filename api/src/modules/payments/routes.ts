// The acquirer-facing side of payments. Under /api: POST /payments/notify takes the acquirer service's
// signed notifications (HMAC-SHA256 under ACQUIRER_SECRET over timestamp, method, path and raw body;
// a missing or bad signature is 401, a stale timestamp 401, a replayed id changes nothing, an unknown
// payment is 404 — all in the §8 shape). Outside /api: the merchant's 3-D Secure return (TermUrl) that
// the acquirer's ACS page posts to; its redirects are built from PUBLIC_ORIGIN, never from Host.
import { verifySignature } from '@storefront/server-shared/acquirer-signing';
import {
  acquirerNotificationSchema,
  acquirerNotifyResponseSchema,
  CHECKOUT_PATHS,
  THREE_DS_RETURN_PATH,
} from '@storefront/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleDeps, ModuleOptions } from '../../http/types';
import type { AcquirerResult, DeclineReason } from '../../providers/acquirer/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { completeThreeDs } from './pay';
import { findPayment, recordNotification } from './repo';
import { failureLink, paymentIdOfReference, settleAttempt } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the JSON-only and origin checks (http/csrf.ts): server-to-server and acquirer pages. */
    csrfExempt?: boolean;
  }
  interface FastifyRequest {
    /** The body as received (set on routes that verify a signature over it). */
    rawBody?: string;
  }
}

const DECLINE_REASONS: DeclineReason[] = [
  'insufficient_funds',
  'declined',
  'invalid_card',
  'authentication_failed',
];

/** POST /api/payments/notify (registered under /api by the orders routes). */
export async function notifyRoutes(app: App, { deps, secret }: ModuleOptions & { secret: string }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Malformed JSON body.'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    CHECKOUT_PATHS.notify,
    {
      // Server to server: no cookies, authenticated by its signature instead.
      config: { csrfExempt: true },
      // The signature is checked before the body is looked at.
      preValidation: async (request) => {
        const lang = requestLang(request);
        const check = verifySignature(
          secret,
          request.headers,
          { method: request.method, path: request.url, body: request.rawBody ?? '' },
          deps.now(),
        );
        if (!check.ok) throw new HttpError(401, text(lang, 'orders:signature_invalid'), 'signature_invalid');
      },
      schema: { body: acquirerNotificationSchema, response: { 200: acquirerNotifyResponseSchema } },
    },
    async (request) => {
      const note = request.body;
      const paymentId = paymentIdOfReference(note.reference);
      const result: AcquirerResult =
        note.status === 'approved'
          ? { status: 'approved', transactionId: note.transaction_id, cardLast4: note.card_last4 ?? null }
          : {
              status: 'declined',
              transactionId: note.transaction_id,
              reason:
                note.status === 'expired'
                  ? 'expired'
                  : note.status === 'refunded'
                    ? 'refunded'
                    : (DECLINE_REASONS.find((reason) => reason === note.reason) ?? 'declined'),
            };
      const now = deps.now();
      const lang = requestLang(request);
      const unknownPayment = () =>
        new HttpError(404, text(lang, 'orders:order_not_found'), 'not_found', {
          reference: [text(lang, 'orders:order_not_found')],
        });
      // An unknown payment is refused before anything is remembered (a later, matching one still counts).
      if (paymentId === null) throw unknownPayment();
      const outcome = await deps.database.db.transaction(async (tx) => {
        const payment = await findPayment(tx, paymentId);
        // A notification must match the attempt it names: same transaction (once known) and amount.
        if (
          !payment ||
          payment.amount !== note.amount ||
          (payment.acquirerPaymentId !== null && payment.acquirerPaymentId !== note.transaction_id)
        )
          return 'unknown' as const;
        const fresh = await recordNotification(tx, {
          id: note.id,
          acquirerPaymentId: note.transaction_id,
          receivedAt: now,
        });
        if (!fresh) return 'duplicate' as const;
        // A refund is the acquirer confirming money we sent back: nothing to change.
        if (note.status === 'refunded') return 'ok' as const;
        return settleAttempt(tx, payment.id, result, now);
      });
      if (outcome === 'unknown') throw unknownPayment();
      if (outcome === 'refund') await deps.acquirer.refund(note.reference);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
  );
}

/** Outside /api: the merchant's TermUrl. */
export async function paymentPublicRoutes(app: FastifyInstance, { deps }: { deps: ModuleDeps }) {
  // Posted to by the acquirer's ACS page on its own origin: authenticated by signed PaRes / cres, not cookies.
  const exempt = (scope: FastifyInstance) =>
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, csrfExempt: true };
    });
  await app.register(async (scope) => {
    exempt(scope);
    scope.addHook('onRequest', brandHook(deps.database.db, deps.defaultBrand));
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // The ACS page posts MD + PaRes (v1) or cres (v2) here; the customer goes on to the outcome page.
    scope.post(THREE_DS_RETURN_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const str = (value: unknown) => (typeof value === 'string' && value.length <= 4000 ? value : null);
      const lang = requestLang(request);
      const snapshot = await deps.snapshots.get(requireBrand(request));
      const origin = deps.publicOrigin;
      const links = { origin };
      try {
        const answer = await completeThreeDs(
          { deps, snapshot, session: null, lang, links },
          { TransactionId: str(body.MD), PaRes: str(body.PaRes), cres: str(body.cres) },
        );
        const success = (answer.body as { complete_link?: string }).complete_link;
        if (answer.statusCode === 200 && success) return reply.redirect(success, 303);
        const order = answer.order;
        const alias = order ? (snapshot.cities.get(order.cityId)?.row.alias ?? '') : '';
        return reply.redirect(order ? failureLink(links, order, alias) : `${origin}/`, 303);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return reply.redirect(`${origin}/`, 303);
        throw error;
      }
    });
  });
}
