// A local fake of Twilio Verify for the adapter's tests: POST /v2/Services/{sid}/Verifications and
// /VerificationCheck, HTTP Basic auth (Account SID : Auth Token), form bodies, JSON answers and
// Twilio's error shape `{ code, message, more_info, status }` — 20003 bad credentials, 60200 bad
// `To`, 60203 too many sends, 60202 too many checks, 20404 no pending verification. Codes are the
// Service's length (4); what reached the "phone" is kept so a test reads the code.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptFormBodies, fakeServer, listenOnLoopback } from '../fake-server';

export interface TwilioFakeOptions {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  codeLength?: number;
  /** Sends per number before 60203. */
  maxSends?: number;
  delayMs?: number;
  /** A fixed loopback port (the fakes running beside a storefront); a free one when unset. */
  port?: number;
}

interface Pending {
  sid: string;
  to: string;
  channel: string;
  code: string;
  checks: number;
  status: 'pending' | 'approved' | 'canceled';
}

export interface TwilioFake {
  url: string;
  app: FastifyInstance;
  options: TwilioFakeOptions;
  /** Everything delivered: what the customer's phone received. */
  delivered: { to: string; channel: string; code: string }[];
  close(): Promise<void>;
}

export async function startTwilioFake(options: TwilioFakeOptions): Promise<TwilioFake> {
  const app = fakeServer();
  acceptFormBodies(app);
  const pending = new Map<string, Pending>();
  const sends = new Map<string, number>();
  const delivered: TwilioFake['delivered'] = [];
  const fail = (reply: FastifyReply, status: number, code: number, message: string) =>
    reply
      .code(status)
      .send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  app.addHook('onRequest', async (request, reply) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return fail(reply, 401, 20003, 'Authenticate');
    const sid = (request.params as { sid?: string } | undefined)?.sid;
    if (sid !== undefined && sid !== options.serviceSid)
      return fail(reply, 404, 20404, 'The requested resource was not found');
  });

  app.post<{ Params: { sid: string } }>('/v2/Services/:sid/Verifications', async (request, reply) => {
    if (request.params.sid !== options.serviceSid)
      return fail(reply, 404, 20404, 'The requested resource was not found');
    const body = (request.body ?? {}) as Record<string, string>;
    const to = body.To ?? '';
    const channel = body.Channel ?? '';
    if (!/^\+[1-9]\d{7,14}$/.test(to) || to.startsWith('+7000'))
      return fail(reply, 400, 60200, 'Invalid parameter `To`');
    if (!['sms', 'call', 'whatsapp', 'email'].includes(channel))
      return fail(reply, 400, 60200, 'Invalid parameter: Channel');
    const count = (sends.get(to) ?? 0) + 1;
    if (count > (options.maxSends ?? 5)) return fail(reply, 429, 60203, 'Max send attempts reached');
    sends.set(to, count);
    const length = options.codeLength ?? 4;
    const existing = pending.get(to);
    const verification: Pending =
      existing?.status === 'pending'
        ? { ...existing, channel }
        : {
            sid: `VE${randomBytes(16).toString('hex')}`,
            to,
            channel,
            code: String(randomInt(0, 10 ** length)).padStart(length, '0'),
            checks: 0,
            status: 'pending',
          };
    pending.set(to, verification);
    delivered.push({ to, channel, code: verification.code });
    return reply.code(201).send({
      sid: verification.sid,
      service_sid: options.serviceSid,
      account_sid: options.accountSid,
      to,
      channel,
      status: 'pending',
      valid: false,
      date_created: new Date().toISOString(),
    });
  });

  app.post<{ Params: { sid: string } }>('/v2/Services/:sid/VerificationCheck', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const verification = pending.get(body.To ?? '');
    if (verification?.status !== 'pending')
      return fail(reply, 404, 20404, 'The requested resource was not found');
    verification.checks++;
    if (verification.checks > 5) {
      verification.status = 'canceled';
      return fail(reply, 429, 60202, 'Max check attempts reached');
    }
    if (body.Code === verification.code) verification.status = 'approved';
    return {
      sid: verification.sid,
      service_sid: options.serviceSid,
      to: verification.to,
      channel: verification.channel,
      status: verification.status,
      valid: verification.status === 'approved',
    };
  });

  const url = await listenOnLoopback(app, options.port);
  return {
    url,
    app,
    options,
    delivered,
    close: () => app.close(),
  };
}
