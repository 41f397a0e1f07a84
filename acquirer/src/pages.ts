// The sandbox acquirer's pages, on its own origin: the card widget (a page the merchant's payment page
// frames; card data is typed here and posted to /cryptogram on this origin only), the 3-D Secure
// method and ACS pages, and the bank page that confirms SBP, SberPay, wallet, aggregator and card-page
// payments. Small plain HTML; card data never appears in a URL and is never logged.
import { randomBytes } from 'node:crypto';
import {
  ACQUIRER_PATHS,
  cardCryptogramRequestSchema,
  checkCardFields,
  PAYMENT_ERROR_CODES,
} from '@storefront/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors';
import type { SandboxAcquirer, TransactionRow } from './sandbox';
import { isFinal } from './sandbox';
import { sealCard } from './tokens';
import { widgetPage } from './widget';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const METHOD_TITLES: Record<string, string> = {
  card: 'Card payment',
  sbp: 'SBP — fast payment system',
  sberpay: 'SberPay',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  aggregator: 'Payment service',
};

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Sends a page with its own CSP: inline styles, one nonce'd script, forms may post to the merchant's
 * TermUrl, and the 3-D Secure method page may sit in the storefront's hidden iframe.
 */
export function sendPage(
  reply: FastifyReply,
  title: string,
  body: string,
  { framable = false, script = '' } = {},
) {
  const nonce = randomBytes(16).toString('base64');
  reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action *; base-uri 'none'; frame-ancestors ${framable ? '*' : "'none'"}`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
  if (framable) reply.removeHeader('x-frame-options');
  return reply.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.4 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.25rem}.sum{font-size:1.5rem;font-weight:600}.muted{color:#666;font-size:.875rem}
button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #888;cursor:pointer}
button.primary{background:#1a7f37;color:#fff;border-color:#1a7f37}</style></head>
<body><p class="muted">Sandbox acquirer — no real money moves.</p>${body}${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`);
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const money = (row: TransactionRow) => `${row.amount.toFixed(2)} ${escapeHtml(row.currency)}`;

function outcomePage(reply: FastifyReply, row: TransactionRow) {
  const approved = row.state === 'approved';
  const target = approved ? row.returnUrl : row.failUrl;
  const text = approved
    ? 'Payment approved.'
    : row.state === 'expired'
      ? 'The payment time ran out.'
      : 'Payment declined.';
  return sendPage(
    reply,
    text,
    `<h1>${text}</h1><p class="sum">${money(row)}</p>${
      target && isHttpUrl(target) ? `<p><a href="${escapeHtml(target)}">Back to the shop</a></p>` : ''
    }`,
  );
}

function formBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export async function sandboxAcquirerPages(app: FastifyInstance, acquirer: SandboxAcquirer) {
  // The ACS and the bank pages receive ordinary HTML form posts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // The card widget: the page the merchant frames, and its same-origin call (card data in, an
  // opaque cryptogram out). No CORS: only the widget page on this origin can post card data here.
  app.get(ACQUIRER_PATHS.widget, (request, reply) => widgetPage(request, reply, acquirer.publicId));
  app.post('/cryptogram', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const parsed = cardCryptogramRequestSchema.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send(
          errorBody('Check the card details.', PAYMENT_ERROR_CODES.cardInvalid, { number: ['Invalid.'] }),
        );
    const { public_id, ...card } = parsed.data;
    if (public_id && public_id !== acquirer.publicId)
      return reply.code(400).send(
        errorBody('Unknown merchant.', PAYMENT_ERROR_CODES.cardInvalid, {
          public_id: ['Unknown merchant.'],
        }),
      );
    const now = acquirer.options.now();
    const checked = checkCardFields(card, now);
    if (!checked.ok)
      return reply
        .code(400)
        .send(errorBody('Check the card details.', PAYMENT_ERROR_CODES.cardInvalid, checked.errors));
    return { cryptogram: sealCard(acquirer.options.secret, checked.card, now) };
  });

  // 3-D Secure v2 method URL: the issuer's device check, loaded in a hidden iframe.
  const method = (_request: unknown, reply: FastifyReply) =>
    sendPage(reply, '3-D Secure', '<p>Device check complete.</p>', { framable: true });
  app.get(ACQUIRER_PATHS.threeDsMethod, method);
  app.post(ACQUIRER_PATHS.threeDsMethod, method);

  // The ACS: opened by the storefront's auto-submitted form with PaReq + MD + TermUrl (v1) or creq (v2).
  const acs = async (raw: unknown, reply: FastifyReply) => {
    const body = formBody(raw);
    const token = str(body.PaReq) || str(body.creq);
    const id = token ? acquirer.transactionOfChallenge(token) : null;
    const row = id ? await acquirer.byId(id) : null;
    if (!row) return sendPage(reply.code(400), '3-D Secure', '<h1>Unknown 3-D Secure request.</h1>');
    if (isFinal(row.state)) return outcomePage(reply, row);
    const termUrl = str(body.TermUrl);
    const fields = { tx: row.id, TermUrl: termUrl, v: body.creq ? '2' : '1' };
    return sendPage(
      reply,
      '3-D Secure',
      `<h1>Confirm the payment</h1><p class="sum">${money(row)}</p>
<p>Card •• ${escapeHtml(row.cardLast4 ?? '')}. Your bank asks you to confirm this purchase.</p>
<form method="post" action="/acs/confirm">${hidden({ ...fields, decision: 'Y' })}<button class="primary" type="submit" data-testid="sandbox-3ds-submit">Confirm</button></form>
<form method="post" action="/acs/confirm">${hidden({ ...fields, decision: 'N' })}<button type="submit">Decline</button></form>`,
    );
  };
  app.get(ACQUIRER_PATHS.acs, (request, reply) => acs(request.query, reply));
  app.post(ACQUIRER_PATHS.acs, (request, reply) => acs(request.body, reply));

  // The ACS decision goes back to the merchant's TermUrl as MD + PaRes (v1) or cres (v2).
  app.post('/acs/confirm', async (request, reply) => {
    const body = formBody(request.body);
    const approved = body.decision === 'Y';
    const row = await acquirer.authenticate(str(body.tx), approved);
    if (!row) return sendPage(reply.code(400), '3-D Secure', '<h1>Unknown 3-D Secure request.</h1>');
    const termUrl = str(body.TermUrl);
    if (!isHttpUrl(termUrl) || (row.state !== '3ds_passed' && row.state !== 'declined'))
      return outcomePage(reply, row);
    const fields: Record<string, string> =
      body.v === '2'
        ? { cres: acquirer.cres(row.id, approved) }
        : { MD: row.id, PaRes: acquirer.paRes(row.id, approved) };
    return sendPage(
      reply,
      '3-D Secure',
      `<form id="back" method="post" action="${escapeHtml(termUrl)}">${hidden(fields)}<button type="submit">Back to the shop</button></form>`,
      { script: "document.getElementById('back').submit();" },
    );
  });

  // The bank page: SBP and SberPay (opened on the phone), wallets, the aggregator, the card page.
  app.get<{ Params: { id: string } }>('/bank/:id', async (request, reply) => {
    const found = await acquirer.byId(request.params.id);
    if (!found) return sendPage(reply.code(404), 'Payment', '<h1>Unknown payment.</h1>');
    const row = await acquirer.expireIfDue(found);
    if (row.state !== 'waiting') return outcomePage(reply, row);
    const title = METHOD_TITLES[row.method] ?? 'Payment';
    const action = `/bank/${encodeURIComponent(row.id)}`;
    const seconds = Math.max(
      0,
      Math.round((row.expiresAt.getTime() - acquirer.options.now().getTime()) / 1000),
    );
    return sendPage(
      reply,
      title,
      `<h1>${escapeHtml(title)}</h1><p class="sum">${money(row)}</p>
<p class="muted">Confirm within ${Math.floor(seconds / 60)} min ${seconds % 60} s.</p>
<form method="post" action="${action}/confirm"><button class="primary" type="submit" data-testid="sandbox-bank-confirm">Pay</button></form>
<form method="post" action="${action}/decline"><button type="submit">Decline</button></form>`,
    );
  });

  const decide = (approved: boolean) => async (request: { params: { id: string } }, reply: FastifyReply) => {
    const row = await acquirer.confirm(request.params.id, approved);
    if (!row) return sendPage(reply.code(404), 'Payment', '<h1>Unknown payment.</h1>');
    const target = row.state === 'approved' ? row.returnUrl : row.failUrl;
    if (isFinal(row.state) && isHttpUrl(target)) return reply.redirect(target, 303);
    return outcomePage(reply, row);
  };
  app.post<{ Params: { id: string } }>('/bank/:id/confirm', decide(true));
  app.post<{ Params: { id: string } }>('/bank/:id/decline', decide(false));
}
