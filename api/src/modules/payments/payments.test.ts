import { signHeaders, TIMESTAMP_HEADER } from '@storefront/server-shared/acquirer-signing';
import {
  CARD_ERROR_KEYS,
  payResponseSchema,
  placeOrderResponseSchema,
  post3dsResponseSchema,
  SANDBOX_TEST_CARDS,
} from '@storefront/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanRows } from '../../../../scripts/check-no-card-numbers.mjs';
import { DEV_ACQUIRER_SECRET, DEV_PUBLIC_ORIGIN } from '../../app';
import { acquirerNotifications, orderStatusEvents, orders, payments } from '../../db/schema';
import type { ModuleDeps } from '../../http/types';
import { HttpAcquirer } from '../../providers/acquirer';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import type { Visitor } from '../../test/visitor';
import { MOSCOW } from '../../test/world';
import {
  type CheckoutWorld,
  checkoutWorld,
  cryptogram,
  fillDelivery,
  fillTakeaway,
  orderBody,
  readyVisitor,
  signIn,
  visitor,
} from '../orders/test-checkout';
import { settleExpiredPayments } from './service';

let clock = new Date('2026-03-06T09:00:00Z');

/** Posts an HTML form like a browser (the acquirer service's pages). */
function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The hidden fields of the first form with `action` on an acquirer page. */
function formFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  const end = html.indexOf('</form>', start);
  const part = html.slice(start, end);
  const fields: Record<string, string> = {};
  for (const match of part.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    fields[match[1]!] = match[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return fields;
}

describeEachDatabase(
  'payments: sandbox acquirer, pay, post3ds, notifications, deadline',
  (ctx) => {
    let world: CheckoutWorld;
    beforeAll(async () => {
      world = await checkoutWorld(ctx.app);
    });
    const db = () => ctx.database.db;
    const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
    const paymentsOf = async (id: number) => db().select().from(payments).where(eq(payments.orderId, id));
    const cartCount = async (v: Visitor) => (await v.put('/api/cart')).json().cart.count as number;
    /** The acquirer service (its own app and origin): its pages are driven like a browser would. */
    const acq = () => ctx.acquirer.app;

    /** A signed-in visitor with an online order waiting for payment. */
    const onlineOrder = async (payment_type = 'card', delivery = false) => {
      const { v } = await readyVisitor(ctx.app, ctx.database, world);
      const where = delivery
        ? await (async () => {
            await fillDelivery(world, v, MOSCOW.centre, 2);
            return { order_type: 'delivery', shop_id: null, delivery_address: { room: '5' } };
          })()
        : {};
      const response = await v.post('/api/order/create', orderBody(world, { payment_type, ...where }));
      expect(response.statusCode, response.body).toBe(200);
      return { v, orderId: placeOrderResponseSchema.parse(response.json()).order_id };
    };
    const pay = async (v: Visitor, body: object, key?: string) =>
      v.request({
        method: 'POST',
        url: '/api/order/pay',
        payload: body,
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });

    describe('card widget on the acquirer: POST /cryptogram', () => {
      it('turns card data into an opaque cryptogram (no card digits in it)', async () => {
        const token = await cryptogram(ctx.app);
        expect(token).toMatch(/^v1\./);
        expect(token).not.toContain('4242');
      });

      it('answers the §8 card field keys: empty, Luhn-invalid, bad CVV, bad or past expiry', async () => {
        const post = (payload: object) => acq().inject({ method: 'POST', url: '/cryptogram', payload });
        const empty = expectErrorBody(await post({}), 400, 'card_invalid');
        expect(empty.errors).toEqual({
          number: [CARD_ERROR_KEYS.numberEmpty],
          cvv: [CARD_ERROR_KEYS.cvvEmpty],
          expiry: [CARD_ERROR_KEYS.expiryEmpty],
        });
        const invalid = expectErrorBody(
          await post({ number: '4242 4242 4242 4241', expiry: '13 / 30', cvv: '12' }),
          400,
        );
        expect(invalid.errors).toEqual({
          number: [CARD_ERROR_KEYS.numberInvalid],
          cvv: [CARD_ERROR_KEYS.cvvInvalid],
          expiry: [CARD_ERROR_KEYS.expiryInvalid],
        });
        const expired = expectErrorBody(
          await post({ number: SANDBOX_TEST_CARDS.approved.number, expiry: '01 / 26', cvv: '123' }),
          400,
        );
        expect(expired.errors).toEqual({ expiry: [CARD_ERROR_KEYS.expiryExpired] });
      });
    });

    describe('card, paying directly (sandbox_new)', () => {
      it('approved: the order is accepted, one succeeded payment, the cart emptied, notified once', async () => {
        const { v, orderId } = await onlineOrder();
        const response = await pay(v, {
          order_id: orderId,
          is_new_acquiring: true,
          verify_param: 'pk_sandbox_storefront',
          cryptogram: await cryptogram(ctx.app),
        });
        expect(response.statusCode, response.body).toBe(200);
        const answer = payResponseSchema.parse(response.json());
        expect(answer).toMatchObject({ reason: 'approved', order_id: orderId });
        expect(answer.complete_link).toContain(`/moscow/?state=payment-success&order_id=${orderId}`);
        expect(await orderRow(orderId)).toMatchObject({ status: 'accepted', nextStatusAt: null });
        expect(await paymentsOf(orderId)).toMatchObject([
          { state: 'succeeded', cardHint: '•• 4242', method: 'card' },
        ]);
        expect(await cartCount(v)).toBe(0);
        const tx = await ctx.acquirer.acquirer.byId(answer.transaction_id!);
        expect(tx).toMatchObject({ state: 'approved', cardLast4: '4242' });
        expect(tx!.notifiedAt).not.toBeNull();
        const events = await db()
          .select()
          .from(orderStatusEvents)
          .where(eq(orderStatusEvents.orderId, orderId));
        expect(events.map((event) => [event.status, event.source])).toEqual([
          ['waiting_for_payment', 'customer'],
          ['accepted', 'payment'],
        ]);
        // Paying again answers the same success, no second charge.
        const again = await pay(v, { order_id: orderId, cryptogram: await cryptogram(ctx.app) });
        expect(payResponseSchema.parse(again.json()).reason).toBe('approved');
        expect(await paymentsOf(orderId)).toHaveLength(1);
      });

      it('insufficient funds and declined: 402 §8 with the message, the order canceled, the cart kept', async () => {
        for (const [outcome, code] of [
          ['insufficient_funds', 'insufficient_funds'],
          ['declined', 'payment_declined'],
        ] as const) {
          const { v, orderId } = await onlineOrder();
          const response = await pay(v, {
            order_id: orderId,
            cryptogram: await cryptogram(ctx.app, outcome),
          });
          const body = expectErrorBody(response, 402, code);
          expect(body.errors.payment).toHaveLength(1);
          expect((await orderRow(orderId)).status).toBe('canceled');
          expect(await paymentsOf(orderId)).toMatchObject([{ state: 'failed', reason: outcome }]);
          expect(await cartCount(v)).toBe(2);
        }
      });

      it('approved-new: a form_url to the acquirer page, which completes the payment', async () => {
        const { v, orderId } = await onlineOrder();
        const answer = payResponseSchema.parse(
          (await pay(v, { order_id: orderId, cryptogram: await cryptogram(ctx.app, 'approved-new') })).json(),
        );
        expect(answer.reason).toBe('approved-new');
        const path = new URL(answer.form_url!).pathname;
        const page = await acq().inject(path);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect((await orderRow(orderId)).status).toBe('waiting_for_payment');
        const confirm = await acq().inject({ method: 'POST', url: `${path}/confirm`, ...form({}) });
        expect(confirm.statusCode).toBe(303);
        expect(confirm.headers.location).toContain(`state=payment-success&order_id=${orderId}`);
        expect((await orderRow(orderId)).status).toBe('accepted');
      });

      it('3-D Secure v1: ACS page, confirm, MD + PaRes back to TermUrl; post3ds polling sees it', async () => {
        const { v, orderId } = await onlineOrder();
        const answer = payResponseSchema.parse(
          (await pay(v, { order_id: orderId, cryptogram: await cryptogram(ctx.app, '3ds') })).json(),
        );
        expect(answer).toMatchObject({ reason: '3ds' });
        expect(answer.AcsUrl).toBe(`${ctx.acquirer.url}/acs`);
        expect(answer.PaReq && answer.MD && answer.TermUrl).toBeTruthy();
        // Before the customer confirms, post3ds says to wait (spec §4 polls).
        const early = await v.post('/api/order/post3ds', { TransactionId: answer.MD, order_id: orderId });
        expectErrorBody(early, 409, 'payment_pending');
        // The storefront auto-submits the form to the ACS.
        const acs = await acq().inject({
          method: 'POST',
          url: '/acs',
          ...form({ PaReq: answer.PaReq!, MD: answer.MD!, TermUrl: answer.TermUrl! }),
        });
        expect(acs.statusCode, acs.body).toBe(200);
        const confirm = await acq().inject({
          method: 'POST',
          url: '/acs/confirm',
          ...form(formFields(acs.body, '/acs/confirm')),
        });
        expect(confirm.statusCode).toBe(200);
        const back = formFields(confirm.body, answer.TermUrl!);
        expect(back.MD).toBe(answer.MD);
        expect(back.PaRes).toBeTruthy();
        // Authenticated but not charged until the merchant completes it.
        expect((await orderRow(orderId)).status).toBe('waiting_for_payment');
        const done = await v.post('/api/order/post3ds', {
          TransactionId: answer.MD,
          PaRes: back.PaRes,
          order_id: orderId,
        });
        expect(done.statusCode, done.body).toBe(200);
        expect(post3dsResponseSchema.parse(done.json())).toMatchObject({ success: true, order_id: orderId });
        expect((await orderRow(orderId)).status).toBe('accepted');
      });

      it('3-D Secure v1 through the TermUrl return: redirected to the outcome page', async () => {
        const { v, orderId } = await onlineOrder();
        const answer = payResponseSchema.parse(
          (await pay(v, { order_id: orderId, cryptogram: await cryptogram(ctx.app, '3ds') })).json(),
        );
        const acs = await acq().inject({
          method: 'POST',
          url: '/acs',
          ...form({ PaReq: answer.PaReq!, MD: answer.MD!, TermUrl: answer.TermUrl! }),
        });
        const confirm = await acq().inject({
          method: 'POST',
          url: '/acs/confirm',
          ...form(formFields(acs.body, '/acs/confirm')),
        });
        const back = formFields(confirm.body, answer.TermUrl!);
        // The ACS's browser post: cross-site, form-encoded, no session cookie.
        const termUrl = await ctx.app.inject({
          method: 'POST',
          url: new URL(answer.TermUrl!).pathname,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://acs.example',
            'sec-fetch-site': 'cross-site',
          },
          payload: new URLSearchParams(back).toString(),
        });
        expect(termUrl.statusCode, termUrl.body).toBe(303);
        expect(termUrl.headers.location).toContain(`state=payment-success&order_id=${orderId}`);
        expect((await orderRow(orderId)).status).toBe('accepted');
      });

      it('links come from PUBLIC_ORIGIN: `Host: evil.example` changes none of them', async () => {
        const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
        // pay: complete_link, and the TermUrl and return links handed to the acquirer.
        const { v, orderId } = await onlineOrder();
        const approved = payResponseSchema.parse(
          (
            await v.request({
              method: 'POST',
              url: '/api/order/pay',
              headers: evil,
              payload: { order_id: orderId, cryptogram: await cryptogram(ctx.app) },
            })
          ).json(),
        );
        expect(approved.complete_link!.startsWith(`${DEV_PUBLIC_ORIGIN}/`)).toBe(true);
        const second = await onlineOrder();
        const threeDs = payResponseSchema.parse(
          (
            await second.v.request({
              method: 'POST',
              url: '/api/order/pay',
              headers: evil,
              payload: { order_id: second.orderId, cryptogram: await cryptogram(ctx.app, '3ds') },
            })
          ).json(),
        );
        expect(threeDs.TermUrl).toBe(`${DEV_PUBLIC_ORIGIN}/payments/3ds-return`);
        // form_url (the acquirer's page) sends the customer back to the public origin too.
        const third = await onlineOrder();
        const page = payResponseSchema.parse(
          (
            await third.v.request({
              method: 'POST',
              url: '/api/order/pay',
              headers: evil,
              payload: { order_id: third.orderId, cryptogram: await cryptogram(ctx.app, 'approved-new') },
            })
          ).json(),
        );
        const confirm = await acq().inject({
          method: 'POST',
          url: `${new URL(page.form_url!).pathname}/confirm`,
          ...form({}),
        });
        expect(confirm.headers.location?.startsWith(`${DEV_PUBLIC_ORIGIN}/`)).toBe(true);
        // The 3ds-return redirect, for a good and for an unknown MD.
        const back = await ctx.app.inject({
          method: 'POST',
          url: '/payments/3ds-return',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...evil },
          payload: new URLSearchParams({ MD: 'tx_unknown', PaRes: 'x' }).toString(),
        });
        expect(back.statusCode).toBe(303);
        expect(back.headers.location).toBe(`${DEV_PUBLIC_ORIGIN}/`);
        for (const answer of [approved.complete_link, threeDs.TermUrl, confirm.headers.location])
          expect(String(answer)).not.toContain('evil.example');
      });

      it('3-D Secure declined at the ACS, or still pending on the last attempt: failure', async () => {
        const { v, orderId } = await onlineOrder();
        const answer = payResponseSchema.parse(
          (await pay(v, { order_id: orderId, cryptogram: await cryptogram(ctx.app, '3ds') })).json(),
        );
        const acs = await acq().inject({
          method: 'POST',
          url: '/acs',
          ...form({ PaReq: answer.PaReq!, MD: answer.MD!, TermUrl: answer.TermUrl! }),
        });
        const decline = formFields(acs.body, '/acs/confirm');
        await acq().inject({
          method: 'POST',
          url: '/acs/confirm',
          ...form({ ...decline, decision: 'N' }),
        });
        const failed = await v.post('/api/order/post3ds', { TransactionId: answer.MD });
        expect(expectErrorBody(failed, 402, 'payment_declined').errors.payment).toHaveLength(1);
        expect((await orderRow(orderId)).status).toBe('canceled');

        const second = await onlineOrder();
        const pending = payResponseSchema.parse(
          (
            await pay(second.v, { order_id: second.orderId, cryptogram: await cryptogram(ctx.app, '3ds') })
          ).json(),
        );
        const last = await second.v.post('/api/order/post3ds', {
          TransactionId: pending.MD,
          last_attempt: true,
        });
        expectErrorBody(last, 402);
        expect((await orderRow(second.orderId)).status).toBe('canceled');
      });

      it('3-D Secure v2: method URL, pay again, challenge with creq, cres to post3ds', async () => {
        const { v, orderId } = await onlineOrder();
        const token = await cryptogram(ctx.app, '3ds-v2');
        const first = payResponseSchema.parse(
          (await pay(v, { order_id: orderId, cryptogram: token })).json(),
        );
        expect(first.reason).toBe('3ds-v2');
        expect(
          first.threeDSMethodURL && first.threeDSMethodDataPacked && first.threeDSServerTransId,
        ).toBeTruthy();
        const method = await acq().inject({
          method: 'POST',
          url: new URL(first.threeDSMethodURL!).pathname,
          ...form({ threeDSMethodData: first.threeDSMethodDataPacked! }),
        });
        expect(method.statusCode).toBe(200);
        expect(method.headers['x-frame-options']).toBeUndefined();
        const second = payResponseSchema.parse(
          (await pay(v, { order_id: orderId, cryptogram: token })).json(),
        );
        expect(second).toMatchObject({ reason: '3ds', transaction_id: first.transaction_id });
        expect(second.cReq).toBeTruthy();
        const acs = await acq().inject({
          method: 'POST',
          url: '/acs',
          ...form({ creq: second.cReq!, TermUrl: second.TermUrl! }),
        });
        const confirm = await acq().inject({
          method: 'POST',
          url: '/acs/confirm',
          ...form(formFields(acs.body, '/acs/confirm')),
        });
        const { cres } = formFields(confirm.body, second.TermUrl!);
        expect(cres).toBeTruthy();
        const done = await v.post('/api/order/post3ds', { cres });
        expect(done.statusCode, done.body).toBe(200);
        expect((await orderRow(orderId)).status).toBe('accepted');
        expect(await paymentsOf(orderId)).toHaveLength(1);
      });

      it('refuses card payment without a cryptogram, with a foreign one, or a wrong verify_param', async () => {
        const { v, orderId } = await onlineOrder();
        expect(expectErrorBody(await pay(v, { order_id: orderId }), 422).errors.cryptogram).toHaveLength(1);
        expect(
          expectErrorBody(
            await pay(v, { order_id: orderId, cryptogram: 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
            422,
          ).errors.cryptogram,
        ).toHaveLength(1);
        const wrong = await pay(v, {
          order_id: orderId,
          verify_param: 'pk_other',
          cryptogram: await cryptogram(ctx.app),
        });
        expect(expectErrorBody(wrong, 422).errors.verify_param).toHaveLength(1);
        expect((await orderRow(orderId)).status).toBe('waiting_for_payment');
      });

      it('never shows an order to another visitor (404), nor pays an unknown one', async () => {
        const { orderId } = await onlineOrder();
        const stranger = visitor(ctx.app);
        await signIn(ctx.database, stranger);
        expectErrorBody(
          await pay(stranger, { order_id: orderId, cryptogram: await cryptogram(ctx.app) }),
          404,
        );
        expectErrorBody(await pay(visitor(ctx.app), { order_id: orderId }), 404);
        expectErrorBody(await stranger.post('/api/order/post3ds', { order_id: orderId }), 404);
        expectErrorBody(await pay(stranger, {}), 422);
        expect((await orderRow(orderId)).status).toBe('waiting_for_payment');
      });

      it('refuses an offline order and a payment type the city does not take', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const cash = placeOrderResponseSchema.parse(
          (await v.post('/api/order/create', orderBody(world))).json(),
        );
        expectErrorBody(await pay(v, { order_id: cash.order_id }), 409, 'order_not_payable');
        const { v: w, orderId } = await onlineOrder();
        expect(
          expectErrorBody(await pay(w, { order_id: orderId, payment_type: 'cash' }), 422).errors.payment_type,
        ).toHaveLength(1);
      });
    });

    describe('SBP, SberPay and wallets', () => {
      it('SBP: a QR and a bank page; waiting until confirmed there', async () => {
        const { v, orderId } = await onlineOrder('sbp');
        const answer = payResponseSchema.parse((await pay(v, { order_id: orderId })).json());
        expect(answer.reason).toBe('sbp');
        expect(answer.qr_code).toBeTruthy();
        const page = new URL(answer.payment_link!).pathname;
        expect(page).toMatch(/^\/bank\/tx_/);
        expect(new URL(answer.payment_link!).origin).toBe(ctx.acquirer.url);
        expect((await orderRow(orderId)).status).toBe('waiting_for_payment');
        expect(await paymentsOf(orderId)).toMatchObject([{ state: 'waiting', method: 'sbp' }]);
        expect((await acq().inject(page)).body).toContain('SBP');
        await acq().inject({ method: 'POST', url: `${page}/confirm`, ...form({}) });
        expect((await orderRow(orderId)).status).toBe('accepted');
        expect(await cartCount(v)).toBe(0);
      });

      it('SBP declined on the bank page cancels the order', async () => {
        const { v, orderId } = await onlineOrder('sbp');
        const answer = payResponseSchema.parse((await pay(v, { order_id: orderId })).json());
        const declined = await acq().inject({
          method: 'POST',
          url: `${new URL(answer.payment_link!).pathname}/decline`,
          ...form({}),
        });
        expect(declined.headers.location).toContain('state=payment-failure');
        expect((await orderRow(orderId)).status).toBe('canceled');
      });

      it('SberPay through the order cache (older flow): pay places the order, the push is confirmed', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const cache = await v.post(
          '/api/order/create-order-cache',
          orderBody(world, { payment_type: 'sberpay' }),
        );
        const key = cache.json().order_cache_key as string;
        const answer = payResponseSchema.parse(
          (await pay(v, { order_cache_key: key, payment_type: 'sberpay' })).json(),
        );
        expect(answer.reason).toBe('sberpay');
        expect(answer.message).toMatch(/\d{2}-\d{2}\.$/);
        const order = await orderRow(answer.order_id);
        expect(order).toMatchObject({ status: 'waiting_for_payment', orderCacheKey: key });
        // The same cache key never makes a second order.
        const again = payResponseSchema.parse((await pay(v, { order_cache_key: key })).json());
        expect(again.order_id).toBe(answer.order_id);
        expect(again.transaction_id).toBe(answer.transaction_id);
        await acq().inject({
          method: 'POST',
          url: `${new URL(answer.payment_link!).pathname}/confirm`,
          ...form({}),
        });
        expect((await orderRow(answer.order_id)).status).toBe('accepted');
        expectErrorBody(await pay(visitor(ctx.app), { order_cache_key: key }), 404);
      });

      it('an order paid from its cache keeps the cache’s deadline: the shop and the bank page count to one instant', async () => {
        const { v } = await readyVisitor(ctx.app, ctx.database, world);
        const cache = await v.post(
          '/api/order/create-order-cache',
          orderBody(world, { payment_type: 'sberpay' }),
        );
        const deadline = cache.json().expires_at as string;
        const saved = clock;
        try {
          // The customer reads the payment page for a minute before paying.
          clock = new Date(saved.getTime() + 63_000);
          const answer = payResponseSchema.parse(
            (
              await pay(v, {
                order_cache_key: cache.json().order_cache_key as string,
                payment_type: 'sberpay',
              })
            ).json(),
          );
          expect((await orderRow(answer.order_id)).paymentDeadline?.toISOString()).toBe(deadline);
          const status = await v.post('/api/order/status', { order_id: answer.order_id });
          expect(status.json().payment_deadline).toBe(deadline);
          // 10 minutes less the minute read: the bank page says the same time as the shop's countdown.
          const page = await acq().inject(new URL(answer.payment_link!).pathname);
          expect(page.body).toContain('Confirm within 8 min 57 s.');
        } finally {
          clock = saved;
        }
      });

      it('switching method on the payment page voids the first attempt', async () => {
        const { v, orderId } = await onlineOrder('sbp');
        const sbp = payResponseSchema.parse((await pay(v, { order_id: orderId })).json());
        const card = payResponseSchema.parse(
          (
            await pay(v, { order_id: orderId, payment_type: 'card', cryptogram: await cryptogram(ctx.app) })
          ).json(),
        );
        expect(card.reason).toBe('approved');
        const attempts = await paymentsOf(orderId);
        expect(attempts.map((row) => [row.method, row.state]).sort()).toEqual([
          ['card', 'succeeded'],
          ['sbp', 'canceled'],
        ]);
        const late = await acq().inject({
          method: 'POST',
          url: `${new URL(sbp.payment_link!).pathname}/confirm`,
          ...form({}),
        });
        expect(late.headers.location ?? late.body).not.toContain('payment-success');
      });

      it.each(['apple_pay', 'google_pay', 'aggregator'])(
        '%s completes on the sandbox confirmation page',
        async (type) => {
          const { v, orderId } = await onlineOrder(type, type === 'aggregator');
          const answer = payResponseSchema.parse((await pay(v, { order_id: orderId })).json());
          expect(answer.reason).toBe('approved-new');
          const page = new URL(answer.form_url!).pathname;
          await acq().inject({ method: 'POST', url: `${page}/confirm`, ...form({}) });
          expect((await orderRow(orderId)).status).toBe('accepted');
        },
      );
    });

    describe('POST /api/payments/notify', () => {
      const path = '/api/payments/notify';
      const headersFor = (raw: string, at = clock, secret = DEV_ACQUIRER_SECRET) => ({
        'content-type': 'application/json',
        ...signHeaders(secret, { method: 'POST', path, body: raw }, at),
      });
      const notify = (body: object, headers?: Record<string, string>) => {
        const raw = JSON.stringify(body);
        return ctx.app.inject({
          method: 'POST',
          url: path,
          headers: headers ?? headersFor(raw),
          payload: raw,
        });
      };
      /** An SBP order waiting at the acquirer and the notification of its approval. */
      const waitingNote = async () => {
        const { v, orderId } = await onlineOrder('sbp');
        const answer = payResponseSchema.parse((await pay(v, { order_id: orderId })).json());
        const [attempt] = await paymentsOf(orderId);
        const note = {
          id: `ntf_test_${orderId}`,
          transaction_id: answer.transaction_id!,
          reference: `pay_${attempt!.id}`,
          status: 'approved',
          reason: null,
          amount: attempt!.amount,
          currency: 'RUB',
          method: 'sbp',
          created_at: clock.toISOString(),
        };
        return { orderId, note };
      };

      it('settles a payment from a signed notification; a replay or a bad signature changes nothing', async () => {
        const { orderId, note } = await waitingNote();
        const raw = JSON.stringify(note);
        const forged = await notify(note, { ...headersFor(raw), 'x-acquirer-signature': 'sha256=deadbeef' });
        expectErrorBody(forged, 401, 'signature_invalid');
        const unsigned = await notify(note, { 'content-type': 'application/json' });
        expectErrorBody(unsigned, 401, 'signature_invalid');
        const otherKey = await notify(note, headersFor(raw, clock, 'another-secret-of-16+'));
        expectErrorBody(otherKey, 401, 'signature_invalid');
        // The signature covers the body: the same headers over another amount are refused.
        const tampered = await notify({ ...note, amount: 1 }, headersFor(raw));
        expectErrorBody(tampered, 401);
        // …and the timestamp: a captured notification replayed 10 minutes later is refused.
        const stale = await notify(note, headersFor(raw, new Date(clock.getTime() - 10 * 60_000)));
        expectErrorBody(stale, 401, 'signature_invalid');
        const moved = await notify(note, {
          ...headersFor(raw),
          [TIMESTAMP_HEADER]: String(clock.getTime() + 1),
        });
        expectErrorBody(moved, 401, 'signature_invalid');
        expect((await orderRow(orderId)).status).toBe('waiting_for_payment');

        const ok = await notify(note);
        expect(ok.json()).toEqual({ received: true, duplicate: false });
        expect((await orderRow(orderId)).status).toBe('accepted');
        // A replay of a declined outcome under the same id changes nothing.
        const replay = await notify({ ...note, status: 'declined' });
        expect(replay.json()).toEqual({ received: true, duplicate: true });
        expect((await orderRow(orderId)).status).toBe('accepted');
        expect(
          await db().select().from(acquirerNotifications).where(eq(acquirerNotifications.id, note.id)),
        ).toHaveLength(1);
      });

      it('an unknown payment or a notification that does not match it: 404 in the §8 shape, nothing kept', async () => {
        const { orderId, note } = await waitingNote();
        expectErrorBody(
          await notify({ ...note, id: 'ntf_unknown', reference: 'pay_999999999' }),
          404,
          'not_found',
        );
        expectErrorBody(await notify({ ...note, id: 'ntf_bad_ref', reference: 'order_1' }), 404, 'not_found');
        expectErrorBody(
          await notify({ ...note, id: 'ntf_amount', amount: note.amount + 1 }),
          404,
          'not_found',
        );
        expectErrorBody(await notify({ ...note, id: 'ntf_other_tx', transaction_id: 'tx_other' }), 404);
        expect((await orderRow(orderId)).status).toBe('waiting_for_payment');
        expect(
          await db().select().from(acquirerNotifications).where(eq(acquirerNotifications.id, 'ntf_amount')),
        ).toHaveLength(0);
      });

      it('answers 4xx, never 5xx, to malformed bodies', async () => {
        const raw = '{"id":';
        const response = await ctx.app.inject({
          method: 'POST',
          url: path,
          headers: headersFor(raw),
          payload: raw,
        });
        expect(response.statusCode).toBe(400);
        expectErrorBody(await notify({ id: 'x' }), 422);
      });

      it('the acquirer service notifies by itself: a bank-page confirmation reaches the API signed', async () => {
        const { v, orderId } = await onlineOrder('sbp');
        const answer = payResponseSchema.parse((await pay(v, { order_id: orderId })).json());
        await acq().inject({
          method: 'POST',
          url: `${new URL(answer.payment_link!).pathname}/confirm`,
          ...form({}),
        });
        expect((await orderRow(orderId)).status).toBe('accepted');
        const tx = await ctx.acquirer.acquirer.byId(answer.transaction_id!);
        expect(tx?.notifiedAt).not.toBeNull();
      });
    });

    describe('payment deadline (10 minutes)', () => {
      it('cancels an unpaid order at the deadline: the bank page refuses, pay answers expired', async () => {
        const { v, orderId } = await onlineOrder('sbp');
        const answer = payResponseSchema.parse((await pay(v, { order_id: orderId })).json());
        const saved = clock;
        try {
          clock = new Date(saved.getTime() + 11 * 60_000);
          const page = await acq().inject(new URL(answer.payment_link!).pathname);
          expect(page.body).toContain('ran out');
          expectErrorBody(await pay(v, { order_id: orderId }), 409);
          expect(await orderRow(orderId)).toMatchObject({ status: 'canceled' });
          const events = await db()
            .select()
            .from(orderStatusEvents)
            .where(eq(orderStatusEvents.orderId, orderId));
          expect(events.at(-1)).toMatchObject({ status: 'canceled' });
        } finally {
          clock = saved;
        }
      });

      it('the sweep cancels unpaid orders nobody looks at (source deadline) and gives bonuses back', async () => {
        const { orderId } = await onlineOrder('card');
        const { v: other, orderId: fresh } = await onlineOrder('sbp');
        expect(other).toBeTruthy();
        const deps = {
          database: ctx.database,
          now: () => clock,
          acquirer: new HttpAcquirer({
            url: ctx.acquirer.url,
            secret: DEV_ACQUIRER_SECRET,
            now: () => clock,
          }),
        } as unknown as ModuleDeps;
        const saved = clock;
        try {
          clock = new Date(saved.getTime() + 10 * 60_000);
          expect(await settleExpiredPayments(deps, orderId)).toBe(1);
          expect(await settleExpiredPayments(deps, orderId)).toBe(0);
          const events = await db()
            .select()
            .from(orderStatusEvents)
            .where(eq(orderStatusEvents.orderId, orderId));
          expect(events.at(-1)).toMatchObject({ status: 'canceled', source: 'deadline' });
          expect((await orderRow(fresh)).status).toBe('waiting_for_payment');
          expect(await settleExpiredPayments(deps)).toBeGreaterThanOrEqual(1);
          expect((await orderRow(fresh)).status).toBe('canceled');
        } finally {
          clock = saved;
        }
      });
    });

    it('keeps no card number in any table after all these payments (PCI DSS, spec §1)', async () => {
      const findings = await scanRows(async (query) => {
        const result = (await db().execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
        return result.rows;
      });
      expect(findings).toEqual([]);
      // The acquirer's ledger is in the acquirer service's own database, not ours (migration 0006).
      const tables = (await db().execute(
        sql.raw("select table_name from information_schema.tables where table_name like '%acquirer_trans%'"),
      )) as unknown as { rows: unknown[] };
      expect(tables.rows).toEqual([]);
    });

    it('a guest without a cart cannot pay or create', async () => {
      const v = visitor(ctx.app);
      await fillTakeaway(world, v);
      expectErrorBody(await v.post('/api/order/pay', { order_id: 100_001 }), 404);
    });
  },
  { app: { now: () => clock } },
);
