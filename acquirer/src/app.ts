// The sandbox acquirer as a Fastify app: its pages (card widget, 3-D Secure, bank) for the customer's
// browser, the signed charges API for the merchant's server, and signed notifications of every final
// outcome to the merchant's notify URL (re-sent until acknowledged).
import { signHeaders } from '@storefront/server-shared/acquirer-signing';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { LedgerDb } from './db';
import { errorBody } from './errors';
import { merchantApi } from './merchant-api';
import { sandboxAcquirerPages } from './pages';
import { SandboxAcquirer } from './sandbox';

export interface AcquirerAppOptions {
  db: LedgerDb;
  /** The acquirer's own key: card cryptograms and 3-D Secure tokens (never leaves this process). */
  cardKey: string;
  /** Shared with the merchant (ACQUIRER_SECRET): signs notifications, checks the merchant's calls. */
  merchantSecret: string;
  /** Where the customer's browser reaches this service. */
  publicOrigin: string;
  /** The merchant's notification URL (the storefront API's /api/payments/notify). */
  notifyUrl: string;
  now?: () => Date;
  /** Delivers a signed notification (default: an HTTP POST to notifyUrl); true on 2xx. */
  post?: (url: string, body: string, headers: Record<string, string>) => Promise<boolean>;
  logger?: FastifyServerOptions['logger'];
  publicId?: string;
}

async function httpPost(url: string, body: string, headers: Record<string, string>): Promise<boolean> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.ok;
}

/** A NUL (raw or percent-encoded, as a URL carries it) or a lone surrogate. */
const unstorableText = (text: string) =>
  text.includes(String.fromCharCode(0)) || /%00/.test(text) || !text.isWellFormed();

/** Any string in `value` (deeply) that PostgreSQL text cannot hold. */
function unstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorableText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => unstorableText(key) || unstorable(item, depth + 1));
}

/** What of an error may be logged: its type, code and SQLSTATE — never a message with parameters. */
function safeError(error: unknown) {
  const err = error as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  return { type: err?.name, code: err?.code, sqlState: err?.cause?.code, causeType: err?.cause?.name };
}

export async function buildAcquirerApp(
  options: AcquirerAppOptions,
): Promise<{ app: FastifyInstance; acquirer: SandboxAcquirer }> {
  const now = options.now ?? (() => new Date());
  const post = options.post ?? httpPost;
  const notifyPath = new URL(options.notifyUrl).pathname;
  const acquirer = new SandboxAcquirer({
    db: options.db,
    secret: options.cardKey,
    publicOrigin: options.publicOrigin,
    now,
    ...(options.publicId ? { publicId: options.publicId } : {}),
    deliver: (body) =>
      post(
        options.notifyUrl,
        body,
        signHeaders(options.merchantSecret, { method: 'POST', path: notifyPath, body }, now()),
      ),
  });
  const app = Fastify({
    logger: options.logger ?? false,
    // Request logs carry method and URL only; card data is only ever in a body, never logged.
    bodyLimit: 64 * 1024,
  });
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // The error's type and SQLSTATE only: a failed query's message carries its parameters (card
    // references, tokens), which never go to a log.
    if (status === 500) app.log.error({ error: safeError(error) }, 'acquirer request failed');
    return reply
      .code(status)
      .send(
        errorBody(
          status === 500 ? 'The acquirer failed.' : 'Bad request.',
          status === 500 ? 'server_error' : 'bad_request',
        ),
      );
  });
  // A NUL (or a lone surrogate) cannot be stored as text: refused as bad input before any handler,
  // wherever it is — path, query or body.
  app.addHook('preValidation', async (request, reply) => {
    if (unstorable(request.url) || unstorable(request.params) || unstorable(request.body))
      return reply.code(400).send(errorBody('Bad request.', 'bad_request'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('Not found.', 'not_found')));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(async (scope) => sandboxAcquirerPages(scope, acquirer));
  await app.register(async (scope) => merchantApi(scope, acquirer, options.merchantSecret));
  app.get('/health', async () => ({ status: 'ok', name: 'sandbox-acquirer' }));
  return { app, acquirer };
}
