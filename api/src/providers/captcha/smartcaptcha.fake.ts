// A local fake of Yandex SmartCaptcha's validation for the adapter's tests: POST (or GET) /validate
// with secret, token and ip, answered like the service — `{"status":"ok","message":"","host":…}` for
// a token its widget issued, once; `{"status":"failed","message":…}` for an unknown, reused or
// other-IP token, and for a wrong secret. `down` makes it answer 500 (the fail-open/closed case).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptFormBodies, fakeServer } from '../fake-server';

export interface SmartCaptchaFakeOptions {
  serverKey: string;
  host?: string;
  down?: boolean;
  delayMs?: number;
  /** A fixed loopback port (the fakes running beside a storefront); a free one when unset. */
  port?: number;
}

export interface SmartCaptchaFake {
  url: string;
  app: FastifyInstance;
  options: SmartCaptchaFakeOptions;
  /** A token as the widget answers a solved challenge (for the visitor at `ip`). */
  issue(ip: string): string;
  validations: number;
  close(): Promise<void>;
}

export async function startSmartCaptchaFake(options: SmartCaptchaFakeOptions): Promise<SmartCaptchaFake> {
  const app = fakeServer();
  acceptFormBodies(app);
  const tokens = new Map<string, { ip: string; used: boolean }>();
  const validate = async (request: FastifyRequest) => {
    fake.validations++;
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.down) throw Object.assign(new Error('Internal error'), { statusCode: 500 });
    const fields = { ...(request.query as object), ...((request.body as object) ?? {}) } as Record<
      string,
      string
    >;
    if (fields.secret !== options.serverKey)
      return { status: 'failed', message: 'Authentication failed. Secret has not provided.' };
    const known = tokens.get(fields.token ?? '');
    if (!known || known.used || (fields.ip && known.ip !== fields.ip))
      return { status: 'failed', message: 'Token invalid or expired.', host: '' };
    known.used = true;
    return { status: 'ok', message: '', host: options.host ?? 'shop.example' };
  };
  // The widget's side: a stand-in captcha.js (window.smartCaptcha.render / reset / getResponse, as
  // the provider's script) whose "I'm not a robot" button asks /solve for a token bound to the
  // visitor's address — the address the storefront's API will pass to /validate.
  // The script runs in the storefront's page, so /solve is a cross-origin call: a form body (no
  // preflight) and an answer any origin may read, as the provider's widget endpoints allow.
  app.post('/solve', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const sitekey = (request.body as { sitekey?: string } | undefined)?.sitekey;
    if (!sitekey) return reply.code(400).send({ status: 'failed', message: 'sitekey is required' });
    return { token: fake.issue(request.ip) };
  });
  app.get('/captcha.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `(() => {
  const origin = ${JSON.stringify('ORIGIN')};
  const widgets = [];
  window.smartCaptcha = {
    render(container, params) {
      const el = typeof container === 'string' ? document.getElementById(container) : container;
      const id = widgets.length;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = "I'm not a robot";
      button.setAttribute('data-testid', 'smartcaptcha-check');
      const widget = { button, token: '', params };
      button.addEventListener('click', async () => {
        const answer = await fetch(origin + '/solve', { method: 'POST', body: new URLSearchParams({ sitekey: params.sitekey }) }).then((r) => r.json());
        widget.token = answer.token;
        button.textContent = '✓';
        button.disabled = true;
        if (params.callback) params.callback(answer.token);
      });
      el.append(button);
      widgets.push(widget);
      return id;
    },
    reset(id = 0) { const w = widgets[id]; if (w) { w.token = ''; w.button.disabled = false; w.button.textContent = "I'm not a robot"; } },
    getResponse(id = 0) { return widgets[id] ? widgets[id].token : ''; },
  };
  // As the provider documents captcha.js?render=onload&onload=<name>: the named global runs once the API is ready.
  const own = document.currentScript && new URL(document.currentScript.src).searchParams;
  const ready = own && own.get('render') === 'onload' ? own.get('onload') : null;
  if (ready && typeof window[ready] === 'function') window[ready]();
})();
`.replace('"ORIGIN"', JSON.stringify(fake.url)),
      ),
  );
  app.post('/validate', validate);
  app.get('/validate', validate);
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const fake: SmartCaptchaFake = {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    app,
    options,
    validations: 0,
    issue: (ip) => {
      const token = `dD0x${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { ip, used: false });
      return token;
    },
    close: () => app.close(),
  };
  return fake;
}
