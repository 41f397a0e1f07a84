// What every local fake of a provider's HTTP API does alike: it reads form bodies the way the
// provider's API takes them, and listens on a free loopback port that its tests are handed.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * A fake's server. Its close ends every connection at once: a test that walked away from a slow
 * answer (a client timeout) leaves a request in flight, whose connection would otherwise be kept
 * until Fastify's keep-alive timeout (72 s) before the close returns.
 */
export function fakeServer(options: FastifyServerOptions = {}): FastifyInstance {
  return Fastify({ logger: false, forceCloseConnections: true, ...options });
}

/** Parses `application/x-www-form-urlencoded` bodies into plain objects, as SMS.ru, Twilio and CloudPayments send them. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * Listens on 127.0.0.1 and answers the fake's base URL: on a free port for a test, or on the port a
 * stack that runs the fakes beside a storefront gives it (its URL must be known before it starts).
 */
export async function listenOnLoopback(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
