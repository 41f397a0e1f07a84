// A local fake of CloudPayments for the adapter's tests (and a deployment's dry run): the same paths,
// the same Basic auth, the same `{ Success, Message, Model }` envelopes and ReasonCodes, the same
// form-encoded Check / Pay / Fail notifications signed with Content-HMAC (HMAC-SHA256 of the raw body
// under the API secret, base64). Its stand-in checkout script (GET /checkout.js) exposes
// `cp.Checkout(...).createPaymentCryptogram()` like the provider's and encrypts the card with this
// fake's RSA key in the browser (RSA-OAEP, SHA-256), so no card number crosses the merchant's server.
// The documented test cards decide the outcome (3-D Secure or not, approved or insufficient funds).
import {
  constants,
  createHmac,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies, fakeServer } from '../fake-server';

export interface FakeCard {
  number: string;
  /** MM/YY */
  exp: string;
  cvv: string;
}

interface CardPlan {
  threeDs: boolean;
  /** 0 approves. */
  reasonCode: number;
}

/** CloudPayments' test cards (its documentation), plus two this fake adds for other decline codes. */
export const CLOUDPAYMENTS_TEST_CARDS: Record<string, CardPlan> = {
  '4242424242424242': { threeDs: true, reasonCode: 0 },
  '5555555555554444': { threeDs: true, reasonCode: 0 },
  '4012888888881881': { threeDs: false, reasonCode: 0 },
  '5105105105105100': { threeDs: false, reasonCode: 0 },
  '4000056655665556': { threeDs: true, reasonCode: 5051 },
  '5200828282828210': { threeDs: true, reasonCode: 5051 },
  '4111111111111111': { threeDs: false, reasonCode: 5051 },
  '5404000000000043': { threeDs: false, reasonCode: 5051 },
  // This fake's own: Do Not Honor, Incorrect CVV.
  '4000000000000002': { threeDs: false, reasonCode: 5005 },
  '4000000000000127': { threeDs: false, reasonCode: 5082 },
};

const REASON_NAMES: Record<number, string> = {
  5005: 'DoNotHonor',
  5051: 'InsufficientFunds',
  5054: 'ExpiredCard',
  5082: 'IncorrectCVV',
  5206: 'AuthenticationFailed',
  5012: 'InvalidTransaction',
};

type Status = 'AwaitingAuthentication' | 'Authorized' | 'Completed' | 'Cancelled' | 'Declined';

export interface FakeTransaction {
  TransactionId: number;
  InvoiceId: string | null;
  AccountId: string | null;
  Amount: number;
  Currency: string;
  Status: Status;
  ReasonCode: number;
  CardFirstSix: string;
  CardLastFour: string;
  CardExpDate: string;
  /** The outcome the card is planned for once 3-D Secure passes. */
  plannedCode: number;
  paReq: string | null;
  refunded: number;
}

export interface CloudPaymentsFakeOptions {
  publicId: string;
  apiSecret: string;
  /** Where Check / Pay / Fail notifications go (unset: not sent). */
  notify?: { check?: string; pay?: string; fail?: string };
  /** Answer API calls this late (a timeout test). */
  delayMs?: number;
  /** A fixed loopback port (the fakes running beside a storefront); a free one when unset. */
  port?: number;
}

export interface CloudPaymentsFake {
  url: string;
  app: FastifyInstance;
  options: CloudPaymentsFakeOptions;
  transactions: Map<number, FakeTransaction>;
  /** A cryptogram as the checkout script makes it (RSA-OAEP under this fake's key). */
  cryptogram(card: FakeCard): string;
  /** What the ACS posts back to TermUrl after the customer passed (or failed) the check. */
  paRes(transactionId: number, passed: boolean): string;
  /** Every notification sent: its kind, raw body, headers and the merchant's answer. */
  sent: { kind: 'check' | 'pay' | 'fail'; body: string; headers: Record<string, string>; answer: unknown }[];
  /** Sends a notification's exact bytes again (the provider retries until it hears code 0). */
  resend(index: number): Promise<unknown>;
  close(): Promise<void>;
}

export function contentHmac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const checkoutScript = (publicKeyDer: string) => `(() => {
  const KEY = '${publicKeyDer}';
  const digits = (v) => String(v || '').replace(/\\D/g, '');
  const luhn = (n) => { let s = 0; for (let i = 0; i < n.length; i++) { let d = +n[n.length - 1 - i]; if (i % 2) { d *= 2; if (d > 9) d -= 9; } s += d; } return s % 10 === 0; };
  class Checkout {
    constructor(options) { this.publicId = options.publicId; this.container = options.container; }
    field(name) { const el = this.container && this.container.querySelector('[data-cp="' + name + '"]'); return el ? el.value : ''; }
    async createPaymentCryptogram() {
      const number = digits(this.field('cardNumber'));
      const both = digits(this.field('expDateMonthYear'));
      const month = both ? both.slice(0, 2) : digits(this.field('expDateMonth'));
      const year = both ? both.slice(2) : digits(this.field('expDateYear'));
      const cvv = digits(this.field('cvv'));
      const errors = {};
      if (!number) errors.cardNumber = 'CardNumber_Empty';
      else if (number.length < 13 || !luhn(number)) errors.cardNumber = 'CardNumber_Invalid';
      if (!month) errors.expDateMonth = 'ExpDateMonth_Empty';
      else if (+month < 1 || +month > 12) errors.expDateMonth = 'ExpDateMonth_Invalid';
      if (!year) errors.expDateYear = 'ExpDateYear_Empty';
      if (!cvv) errors.cvv = 'Cvv_Empty';
      else if (cvv.length < 3) errors.cvv = 'Cvv_Invalid';
      if (Object.keys(errors).length) throw errors;
      const key = await crypto.subtle.importKey('spki', Uint8Array.from(atob(KEY), (c) => c.charCodeAt(0)), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
      const data = new TextEncoder().encode(JSON.stringify({ publicId: this.publicId, number, exp: month.padStart(2, '0') + '/' + year.slice(-2), cvv }));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, data));
      return '02' + btoa(String.fromCharCode(...sealed));
    }
  }
  window.cp = Object.assign(window.cp || {}, { Checkout });
})();
`;

function formatDate(date: Date) {
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

export async function startCloudPaymentsFake(options: CloudPaymentsFakeOptions): Promise<CloudPaymentsFake> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicDer = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const acsKey = randomBytes(32);
  const transactions = new Map<number, FakeTransaction>();
  let nextId = 1_000_000 + Math.floor(Math.random() * 1000);
  const sent: CloudPaymentsFake['sent'] = [];
  const app = fakeServer();
  acceptFormBodies(app);

  const open = (packet: unknown, key: KeyObject): FakeCard & { publicId: string } => {
    if (typeof packet !== 'string' || !packet.startsWith('02')) throw new Error('bad packet');
    const plain = privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(packet.slice(2), 'base64'),
    );
    return JSON.parse(plain.toString('utf8'));
  };

  const deliver = async (kind: 'check' | 'pay' | 'fail', tx: FakeTransaction) => {
    const url = options.notify?.[kind];
    if (!url) return { code: 0 };
    const fields: Record<string, string> = {
      TransactionId: String(tx.TransactionId),
      Amount: tx.Amount.toFixed(2),
      Currency: tx.Currency,
      PaymentAmount: tx.Amount.toFixed(2),
      PaymentCurrency: tx.Currency,
      OperationType: 'Payment',
      InvoiceId: tx.InvoiceId ?? '',
      AccountId: tx.AccountId ?? '',
      DateTime: formatDate(new Date()),
      CardFirstSix: tx.CardFirstSix,
      CardLastFour: tx.CardLastFour,
      CardType: tx.CardFirstSix.startsWith('4') ? 'Visa' : 'MasterCard',
      CardExpDate: tx.CardExpDate,
      TestMode: '1',
      Status: kind === 'fail' ? 'Declined' : kind === 'check' ? 'AwaitingAuthentication' : tx.Status,
      GatewayName: 'Test',
    };
    if (kind === 'fail') {
      fields.Reason = REASON_NAMES[tx.ReasonCode] ?? 'Declined';
      fields.ReasonCode = String(tx.ReasonCode);
    }
    const body = new URLSearchParams(fields).toString();
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'content-hmac': contentHmac(options.apiSecret, body),
      'x-content-hmac': contentHmac(options.apiSecret, body),
    };
    const answer = await post(url, body, headers);
    sent.push({ kind, body, headers, answer });
    return answer;
  };

  const post = async (url: string, body: string, headers: Record<string, string>) => {
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
      return await response.json().catch(() => ({ status: response.status }));
    } catch {
      return null;
    }
  };

  /** Runs the card's planned outcome and tells the merchant (Pay or Fail). */
  const finish = async (tx: FakeTransaction, reasonCode: number) => {
    tx.paReq = null;
    if (reasonCode === 0) {
      const check = (await deliver('check', tx)) as { code?: number } | null;
      if (check && check.code !== 0) reasonCode = 5012;
    }
    tx.Status = reasonCode === 0 ? 'Completed' : 'Declined';
    tx.ReasonCode = reasonCode;
    await deliver(reasonCode === 0 ? 'pay' : 'fail', tx);
  };

  const model = (tx: FakeTransaction) => ({
    TransactionId: tx.TransactionId,
    Amount: tx.Amount,
    Currency: tx.Currency,
    InvoiceId: tx.InvoiceId,
    AccountId: tx.AccountId,
    Status: tx.Status,
    Reason: tx.ReasonCode ? (REASON_NAMES[tx.ReasonCode] ?? 'Declined') : 'Approved',
    ReasonCode: tx.ReasonCode,
    CardFirstSix: tx.CardFirstSix,
    CardLastFour: tx.CardLastFour,
    CardExpDate: tx.CardExpDate,
    TestMode: true,
    CardHolderMessage: tx.ReasonCode ? 'Payment declined' : 'Payment successful',
  });
  const envelope = (success: boolean, body: { Model?: unknown; Message?: string | null }) => ({
    Model: body.Model ?? null,
    Success: success,
    Message: body.Message ?? null,
  });

  // The API: Basic auth with the Public ID and API Secret; slow on request (a timeout test).
  app.register(async (api) => {
    api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const expected = `Basic ${Buffer.from(`${options.publicId}:${options.apiSecret}`).toString('base64')}`;
      if (!sameText(request.headers.authorization ?? '', expected)) return reply.code(401).send();
    });
    api.post('/payments/cards/charge', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      for (const field of ['Amount', 'IpAddress', 'CardCryptogramPacket'])
        if (body[field] === undefined || body[field] === null || body[field] === '')
          return envelope(false, { Message: `${field} is required` });
      let card: ReturnType<typeof open>;
      try {
        card = open(body.CardCryptogramPacket, privateKey);
      } catch {
        return envelope(false, { Message: 'Invalid CardCryptogramPacket' });
      }
      if (card.publicId !== options.publicId)
        return envelope(false, { Message: 'Invalid CardCryptogramPacket' });
      const plan = CLOUDPAYMENTS_TEST_CARDS[card.number] ?? { threeDs: false, reasonCode: 5005 };
      const [month, year] = card.exp.split('/').map(Number);
      const now = new Date();
      const expired =
        !month ||
        year === undefined ||
        2000 + year < now.getUTCFullYear() ||
        (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
      const tx: FakeTransaction = {
        TransactionId: nextId++,
        InvoiceId: typeof body.InvoiceId === 'string' ? body.InvoiceId : null,
        AccountId: typeof body.AccountId === 'string' ? body.AccountId : null,
        Amount: Number(body.Amount),
        Currency: typeof body.Currency === 'string' ? body.Currency : 'RUB',
        Status: 'AwaitingAuthentication',
        ReasonCode: 0,
        CardFirstSix: card.number.slice(0, 6),
        CardLastFour: card.number.slice(-4),
        CardExpDate: card.exp,
        plannedCode: expired ? 5054 : plan.reasonCode,
        paReq: null,
        refunded: 0,
      };
      transactions.set(tx.TransactionId, tx);
      if (plan.threeDs && !expired) {
        tx.paReq = randomBytes(24).toString('base64');
        return envelope(false, {
          Model: {
            TransactionId: tx.TransactionId,
            PaReq: tx.paReq,
            AcsUrl: `${fake.url}/acs`,
            ThreeDsCallbackId: randomBytes(8).toString('hex'),
            IFrameIsAllowed: true,
          },
          Message: null,
        });
      }
      await finish(tx, tx.plannedCode);
      return envelope((tx.Status as Status) === 'Completed', { Model: model(tx) });
    });
    api.post('/payments/cards/post3ds', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const tx = transactions.get(Number(body.TransactionId));
      if (!tx) return envelope(false, { Message: 'Transaction not found' });
      if (tx.Status !== 'AwaitingAuthentication' || !tx.paReq)
        return envelope(false, { Message: 'Transaction is already processed' });
      const passed = body.PaRes === fake.paRes(tx.TransactionId, true);
      const failed = body.PaRes === fake.paRes(tx.TransactionId, false);
      if (!passed && !failed) return envelope(false, { Message: 'Invalid PaRes' });
      await finish(tx, passed ? tx.plannedCode : 5206);
      return envelope((tx.Status as Status) === 'Completed', { Model: model(tx) });
    });
    api.post('/payments/get', async (request) => {
      const tx = transactions.get(Number((request.body as Record<string, unknown>)?.TransactionId));
      return tx ? envelope(true, { Model: model(tx) }) : envelope(false, { Message: 'Not found' });
    });
    api.post('/payments/find', async (request) => {
      const invoice = (request.body as Record<string, unknown>)?.InvoiceId;
      const found = [...transactions.values()].filter((tx) => tx.InvoiceId === invoice).at(-1);
      return found ? envelope(true, { Model: model(found) }) : envelope(false, { Message: 'Not found' });
    });
    api.post('/payments/void', async (request) => {
      const tx = transactions.get(Number((request.body as Record<string, unknown>)?.TransactionId));
      if (!tx || (tx.Status !== 'AwaitingAuthentication' && tx.Status !== 'Authorized'))
        return envelope(false, { Message: 'Transaction cannot be voided' });
      tx.Status = 'Cancelled';
      tx.paReq = null;
      return envelope(true, {});
    });
    api.post('/payments/refund', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const tx = transactions.get(Number(body.TransactionId));
      const amount = Number(body.Amount);
      if (tx?.Status !== 'Completed' || !(amount > 0) || tx.refunded + amount > tx.Amount)
        return envelope(false, { Message: 'Refund is not possible' });
      tx.refunded += amount;
      return envelope(true, { Model: { TransactionId: nextId++ } });
    });
  });

  // The bank's 3-D Secure page (ACS): the customer passes or fails; it posts MD + PaRes to TermUrl.
  app.post('/acs', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const tx = transactions.get(Number(body.MD));
    const esc = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
    if (!tx || tx.paReq !== body.PaReq || !body.TermUrl)
      return reply.code(400).send('Bad 3-D Secure request');
    const form = (passed: boolean, label: string) =>
      `<form method="post" action="${esc(body.TermUrl!)}"><input type="hidden" name="MD" value="${tx.TransactionId}"><input type="hidden" name="PaRes" value="${esc(fake.paRes(tx.TransactionId, passed))}"><button data-testid="acs-${passed ? 'pass' : 'fail'}">${label}</button></form>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>3-D Secure</title><h1>3-D Secure (fake bank)</h1>${form(true, 'Confirm')}${form(false, 'Fail')}`,
      );
  });
  app.get('/checkout.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(checkoutScript(publicDer)),
  );

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const fake: CloudPaymentsFake = {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    app,
    options,
    transactions,
    sent,
    cryptogram: (card) =>
      `02${publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(
          JSON.stringify({ publicId: options.publicId, ...card, number: card.number.replace(/\D/g, '') }),
        ),
      ).toString('base64')}`,
    paRes: (transactionId, passed) =>
      createHmac('sha256', acsKey)
        .update(`${transactionId}:${passed ? 'Y' : 'N'}`)
        .digest('base64'),
    resend: async (index) => {
      const note = sent[index];
      if (!note) throw new Error(`no notification #${index}`);
      return post(options.notify![note.kind]!, note.body, note.headers);
    },
    close: () => app.close(),
  };
  return fake;
}
