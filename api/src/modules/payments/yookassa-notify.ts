// YooKassa's webhooks under /api/payments/yookassa/webhook. They carry no signature, so a webhook is
// taken only from the addresses YooKassa documents (or those configured) and is never believed: the
// payment it names is read again from the API, and that answer — its status, amount and the
// attempt's reference in its metadata — is what settles the attempt (money held is captured then).
// A repeated or late webhook changes nothing twice (acquirer_notifications, settleAttempt).
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import type { YooKassaAcquirer } from '../../providers/acquirer/yookassa';
import { findPayment, recordNotification } from './repo';
import { paymentIdOfReference, paymentReference, settleAttempt } from './service';

export const YOOKASSA_WEBHOOK_PATH = '/payments/yookassa/webhook';

/** The addresses YooKassa sends webhooks from (its documentation). */
export const YOOKASSA_WEBHOOK_SOURCES = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
];

export function sourceList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (bits) list.addSubnet(address!, Number(bits), type);
    else list.addAddress(address!, type);
  }
  return list;
}

const webhookSchema = z.object({
  type: z.literal('notification'),
  event: z.string().max(100),
  object: z.object({ id: z.string().min(1).max(100) }).loose(),
});

const cents = (amount: number) => Math.round(amount * 100);

export async function yookassaNotifyRoutes(
  app: App,
  { deps, yookassa, sources }: ModuleOptions & { yookassa: YooKassaAcquirer; sources: readonly string[] },
) {
  const allowed = sourceList(sources);
  app.post(
    YOOKASSA_WEBHOOK_PATH,
    {
      config: { csrfExempt: true },
      preValidation: async (request) => {
        const ip = request.ip.replace(/^::ffff:/, '');
        const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
        if (!isIP(ip) || !allowed.check(ip, type))
          throw new HttpError(403, text(requestLang(request), 'orders:signature_invalid'), 'forbidden');
      },
      schema: { body: webhookSchema },
    },
    async (request) => {
      const lang = requestLang(request);
      const notFound = () =>
        new HttpError(404, text(lang, 'orders:order_not_found'), 'not_found', {
          reference: [text(lang, 'orders:order_not_found')],
        });
      // The webhook only says where to look.
      const current = await yookassa.payment(request.body.object.id);
      const paymentId = paymentIdOfReference(current?.metadata?.reference ?? '');
      if (!current || paymentId === null) throw notFound();
      const payment = await findPayment(deps.database.db, paymentId);
      if (
        !payment ||
        cents(payment.amount) !== cents(Number(current.amount.value)) ||
        (payment.acquirerPaymentId !== null && payment.acquirerPaymentId !== current.id)
      )
        throw notFound();
      const result = await yookassa.resultOf(current);
      const now = deps.now();
      const outcome = await deps.database.db.transaction(async (tx) => {
        const fresh = await recordNotification(tx, {
          id: `yookassa:${result.status}:${current.id}`,
          acquirerPaymentId: current.id,
          receivedAt: now,
        });
        if (!fresh) return 'duplicate' as const;
        return settleAttempt(tx, payment.id, result, now);
      });
      if (outcome === 'refund') await deps.acquirer.refund(paymentReference(payment.id));
      return { received: true, duplicate: outcome === 'duplicate' };
    },
  );
}
