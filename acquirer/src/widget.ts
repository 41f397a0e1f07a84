// The card widget page: the merchant's payment page frames it (GET /widget?origin=<merchant origin>
// &public_id=…&lang=…) and talks to it with postMessage, to that origin only and from it only:
//   widget → merchant  { type: 'acquirer-widget:ready' | ':change' (complete) | ':submit' |
//                        ':token' (cryptogram) | ':error' (errors by field, §8 keys) }
//   merchant → widget  { type: 'acquirer-widget:tokenize' }
// Card number, expiry and CVV are typed here and posted to /cryptogram on this origin; the merchant
// only ever sees the cryptogram. The page may only be framed by the origin it was opened for.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const WIDGET_MESSAGE = 'acquirer-widget';

// The widget speaks the shop's six languages (the `lang` the payment page opens it with); any other
// falls back to English.
const LABELS = {
  ru: { number: 'Номер карты', expiry: 'Срок действия', cvv: 'CVV / CVC', title: 'Данные карты' },
  en: { number: 'Card number', expiry: 'Expiry date', cvv: 'CVV / CVC', title: 'Card details' },
  de: { number: 'Kartennummer', expiry: 'Gültig bis', cvv: 'CVV / CVC', title: 'Kartendaten' },
  tr: { number: 'Kart numarası', expiry: 'Son kullanma tarihi', cvv: 'CVV / CVC', title: 'Kart bilgileri' },
  uk: { number: 'Номер картки', expiry: 'Термін дії', cvv: 'CVV / CVC', title: 'Дані картки' },
  uz: {
    number: 'Karta raqami',
    expiry: 'Amal qilish muddati',
    cvv: 'CVV / CVC',
    title: 'Karta maʼlumotlari',
  },
} as const;
type WidgetLanguage = keyof typeof LABELS;

function widgetLanguage(lang: unknown): WidgetLanguage {
  if (lang === undefined) return 'ru';
  return typeof lang === 'string' && Object.hasOwn(LABELS, lang) ? (lang as WidgetLanguage) : 'en';
}

/** Digits a card number holds (spec §5: a 16-digit mask, 19 characters with its spaces). */
const CARD_DIGITS = 16;

/** The merchant origin a widget is opened for: an http(s) origin, or null. */
export function merchantOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}

// The page's script: masks as the customer types, reports completeness, tokenizes on request.
const SCRIPT = `
const parent = document.body.dataset.origin;
const publicId = document.body.dataset.publicId;
const send = (message) => window.parent.postMessage({ ...message, type: '${WIDGET_MESSAGE}:' + message.type }, parent);
const field = (name) => document.getElementById(name);
const digits = (text) => text.replace(/\\D/g, '');
const masks = {
  number: (text) => digits(text).slice(0, ${CARD_DIGITS}).replace(/(\\d{4})(?=\\d)/g, '$1 '),
  expiry: (text) => {
    const d = digits(text).slice(0, 4);
    return d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
  },
  cvv: (text) => digits(text).slice(0, 4),
};
const complete = {
  number: (v) => digits(v).length === ${CARD_DIGITS},
  expiry: (v) => /^\\d{2} \\/ \\d{2}$/.test(v),
  cvv: (v) => /^\\d{3,4}$/.test(v),
};
const next = { number: 'expiry', expiry: 'cvv' };
const allComplete = () => Object.keys(masks).every((name) => complete[name](field(name).value));
for (const name of Object.keys(masks)) {
  field(name).addEventListener('input', () => {
    const input = field(name);
    const masked = masks[name](input.value);
    if (masked !== input.value) input.value = masked;
    input.removeAttribute('aria-invalid');
    if (next[name] && complete[name](masked) && document.activeElement === input) field(next[name]).focus();
    send({ type: 'change', complete: allComplete(), field: name });
  });
}
document.getElementById('card').addEventListener('submit', (event) => {
  event.preventDefault();
  send({ type: 'submit' });
});
let busy = false;
window.addEventListener('message', async (event) => {
  if (event.origin !== parent || event.source !== window.parent) return;
  if (!event.data || event.data.type !== '${WIDGET_MESSAGE}:tokenize' || busy) return;
  busy = true;
  try {
    const response = await fetch('/cryptogram', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: field('number').value, expiry: field('expiry').value, cvv: field('cvv').value, public_id: publicId }),
    });
    const body = await response.json().catch(() => null);
    if (response.ok && body && typeof body.cryptogram === 'string') send({ type: 'token', cryptogram: body.cryptogram });
    else {
      const errors = (body && body.errors) || {};
      for (const name of Object.keys(errors)) field(name)?.setAttribute('aria-invalid', 'true');
      send({ type: 'error', status: response.status, message: (body && body.message) || '', errors });
    }
  } catch {
    send({ type: 'error', status: 0, message: '', errors: {} });
  } finally {
    busy = false;
  }
});
send({ type: 'ready' });
`;

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function widgetPage(request: FastifyRequest, reply: FastifyReply, publicId: string) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const origin = merchantOrigin(query.origin);
  if (!origin)
    return reply
      .code(400)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send('The card widget needs the origin of the page that shows it.');
  const language = widgetLanguage(query.lang);
  const labels = LABELS[language];
  const nonce = randomBytes(16).toString('base64');
  const id =
    typeof query.public_id === 'string' && query.public_id.length <= 200 ? query.public_id : publicId;
  reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${origin}`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
  const input = (name: string, label: string, attrs: string) =>
    `<label class="field ${name}"><span>${label}</span><input id="${name}" name="${name}" data-testid="card-${name}" inputmode="numeric" ${attrs}></label>`;
  return reply.send(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${labels.title}</title>
<style>
*{box-sizing:border-box}html,body{margin:0;background:transparent;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1f1f}
form{display:grid;grid-template-columns:1fr 1fr;gap:12px;padding:2px}
.field{display:flex;flex-direction:column;gap:4px;font-size:14px;color:#555}.number{grid-column:1 / -1}
input{font:inherit;font-size:16px;color:#1f1f1f;padding:12px 14px;border:1px solid #c9c9c9;border-radius:12px;background:#fff;width:100%}
input:focus{outline:2px solid #ff6a00;outline-offset:0;border-color:#ff6a00}input[aria-invalid=true]{border-color:#d32f2f}
</style></head>
<body data-origin="${escapeAttr(origin)}" data-public-id="${escapeAttr(id)}">
<form id="card" novalidate aria-label="${labels.title}">
${input('number', labels.number, 'autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="19"')}
${input('expiry', labels.expiry, 'autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"')}
${input('cvv', labels.cvv, 'autocomplete="cc-csc" type="password" maxlength="4"')}
<button type="submit" hidden tabindex="-1" aria-hidden="true"></button>
</form>
<script nonce="${nonce}">${SCRIPT}</script></body></html>`);
}
