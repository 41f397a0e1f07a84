// A local fake of SMS.ru for the adapter's tests: POST /code/call (a flash call — the answer's `code`
// is the last four digits of the number that calls) and POST /sms/send, form bodies with api_id and
// json=1, answered in SMS.ru's JSON with its status_codes (200 bad api_id, 201 no balance, 202 bad
// number, 220 service unavailable, 230 per-number daily limit). What reached the "phone" is kept so
// a test reads the code as the customer would.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { acceptFormBodies, fakeServer, listenOnLoopback } from '../fake-server';

export interface SmsRuFakeOptions {
  apiId: string;
  balance?: number;
  /** /code/call answers 220 (calls down): the adapter falls back to an SMS. */
  callsDown?: boolean;
  /** Messages + calls per number before 230. */
  perNumberLimit?: number;
  delayMs?: number;
  /** A fixed loopback port (the fakes running beside a storefront); a free one when unset. */
  port?: number;
}

export interface SmsRuFake {
  url: string;
  app: FastifyInstance;
  options: SmsRuFakeOptions;
  calls: { phone: string; from: string; ip: string }[];
  messages: { to: string; msg: string; from: string | null }[];
  close(): Promise<void>;
}

export async function startSmsRuFake(options: SmsRuFakeOptions): Promise<SmsRuFake> {
  const app = fakeServer();
  acceptFormBodies(app);
  const calls: SmsRuFake['calls'] = [];
  const messages: SmsRuFake['messages'] = [];
  const error = (status_code: number, status_text: string) => ({ status: 'ERROR', status_code, status_text });
  const validNumber = (phone: string) => /^\d{11,15}$/.test(phone) && !phone.startsWith('7000');
  const used = (phone: string) =>
    calls.filter((call) => call.phone === phone).length + messages.filter((m) => m.to === phone).length;
  const balance = () => options.balance ?? 100;

  app.addHook('preHandler', async () => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  });
  // SMS.ru answers 200 with an ERROR status, even for a wrong api_id or an empty balance.
  const refused = (body: Record<string, string>) =>
    body.api_id !== options.apiId
      ? error(200, 'Неправильный api_id')
      : balance() <= 0
        ? error(201, 'Не хватает средств на лицевом счету')
        : null;

  app.post('/code/call', async (request) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const early = refused(body);
    if (early) return early;
    const phone = body.phone ?? '';
    if (!validNumber(phone)) return error(202, 'Неправильно указан номер телефона получателя');
    if (options.callsDown) return error(220, 'Сервис временно недоступен, попробуйте чуть позже');
    if (used(phone) >= (options.perNumberLimit ?? 20))
      return error(230, 'Превышен общий лимит количества сообщений на этот номер в день');
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const from = `7495${String(randomInt(0, 1000)).padStart(3, '0')}${code}`;
    calls.push({ phone, from, ip: body.ip ?? '' });
    return { status: 'OK', code, call_id: `000000-${randomInt(1e6, 1e7)}`, cost: 0.4, balance: balance() };
  });

  app.post('/sms/send', async (request) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const early = refused(body);
    if (early) return early;
    if (!body.msg) return error(203, 'Нет текста сообщения');
    const to = body.to ?? '';
    if (!validNumber(to))
      return {
        status: 'OK',
        status_code: 100,
        sms: { [to]: error(202, 'Неправильно указан номер телефона получателя') },
        balance: balance(),
      };
    if (used(to) >= (options.perNumberLimit ?? 20))
      return {
        status: 'OK',
        status_code: 100,
        sms: { [to]: error(230, 'Превышен общий лимит') },
        balance: balance(),
      };
    messages.push({ to, msg: body.msg, from: body.from ?? null });
    return {
      status: 'OK',
      status_code: 100,
      sms: { [to]: { status: 'OK', status_code: 100, sms_id: `000000-${randomInt(1e6, 1e7)}` } },
      balance: balance(),
    };
  });

  // The customer's phone (not SMS.ru's API): what reached a number — the calls (the code is the last
  // four digits of `from`) and the messages — for a journey that signs in as that customer.
  app.get<{ Params: { phone: string } }>('/fake/phone/:phone', async (request) => ({
    calls: calls.filter((call) => call.phone === request.params.phone).map((call) => ({ from: call.from })),
    messages: messages.filter((message) => message.to === request.params.phone).map((m) => ({ msg: m.msg })),
  }));

  const url = await listenOnLoopback(app, options.port);
  return {
    url,
    app,
    options,
    calls,
    messages,
    close: () => app.close(),
  };
}
