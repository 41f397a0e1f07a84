// The site forms' one behaviour (spec §4/§5/§8) against the API as MSW serves it: the schema's output
// is what is sent, server field errors land under the form's own fields, anything else above the button;
// with the site forms under a captcha, the widget's token goes in X-Captcha-Token once.
import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { callMeBackRequestSchema, FEEDBACK_PATHS, type Settings } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { testSettings } from '@storefront/shared/test-utils';
import { serveApi, apiServer as server } from '@storefront/shared/test-utils/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteForm } from './use-site-form';

const ENDPOINT = `/api${FEEDBACK_PATHS.callMeBack}`;

/** The X-Captcha-Token header of each send since the last answerWith. */
let tokens: (string | null)[] = [];

function answerWith(body: JsonBodyType, status = 200) {
  const sent: unknown[] = [];
  tokens = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      sent.push(await request.json());
      tokens.push(request.headers.get('x-captcha-token'));
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

function serveSettings(settings: Settings = testSettings()) {
  const asked = { times: 0 };
  server.use(
    http.get('/api/settings', () => {
      asked.times += 1;
      return HttpResponse.json({ settings });
    }),
  );
  return asked;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(
    () => useSiteForm(callMeBackRequestSchema, FEEDBACK_PATHS.callMeBack, { name: '', phone: '' }),
    { wrapper },
  );
}

async function submitFilled(rendered = renderForm()) {
  const { result } = rendered;
  act(() => {
    result.current.form.setValue('name', ' Анна ');
    result.current.form.setValue('phone', '+7 (912) 345-67-89');
  });
  await act(() => result.current.submit());
  return result;
}

describe('useSiteForm', () => {
  serveApi();
  beforeEach(() => {
    configureApi({ baseUrl: '/api', brand: 'pizza' });
    serveSettings();
  });
  afterEach(() => {
    cleanup();
    resetApiConfig();
  });

  it("sends the schema's output and moves to thanks on a 200", async () => {
    const sent = answerWith({ status: 'received', id: 1 });
    const result = await submitFilled();
    expect(sent).toEqual([{ name: 'Анна', phone: '79123456789' }]);
    expect(result.current.sent).toBe(true);
    expect(result.current.failure).toBeNull();
  });

  it('places server field errors under their fields and leaves the rest out', async () => {
    answerWith({ message: 'Invalid', errors: { phone: ['Bad phone', 'Too short'], company: ['x'] } }, 422);
    const result = await submitFilled();
    expect(result.current.form.getFieldState('phone').error?.message).toBe('Bad phone');
    expect(result.current.form.getFieldState('name').error).toBeUndefined();
    expect(result.current.failure).toBeNull();
    expect(result.current.sent).toBe(false);
  });

  it('shows a refusal with no field of this form above the button', async () => {
    answerWith({ message: 'Try later', errors: { company: ['x'] } }, 422);
    const result = await submitFilled();
    expect(result.current.failure).toBe('Try later');
    expect(result.current.sent).toBe(false);
  });

  it("a 500 says the server's message once: in the server-error modal, not again above the button", async () => {
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    answerWith({ message: 'Сервис временно недоступен', errors: {} }, 500);
    const result = await submitFilled();
    off();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ status: 500, message: 'Сервис временно недоступен' });
    expect(result.current.failure).toBeNull();
    expect(result.current.sent).toBe(false);
  });

  it('sends nothing while the schema refuses the values', async () => {
    const sent = answerWith({ status: 'received', id: 1 });
    const { result } = renderForm();
    await act(() => result.current.submit());
    expect(sent).toEqual([]);
    expect(result.current.form.getFieldState('name').error?.message).toBe('validation.required');
  });

  it('with the site forms under a captcha: the token goes in X-Captcha-Token, once', async () => {
    const widget = { provider: 'smartcaptcha' as const, client_key: 'ysc1_client', script_url: '/c.js' };
    serveSettings(testSettings({ captcha: { ...widget, site_forms: true } }));
    answerWith({ message: 'The captcha check failed', errors: { captcha_user_token: ['x'] } }, 400);
    const rendered = renderForm();
    await waitFor(() => expect(rendered.result.current.captcha).not.toBeNull());
    expect(rendered.result.current.captcha).toMatchObject({ clientKey: 'ysc1_client', scriptUrl: '/c.js' });
    act(() => rendered.result.current.captcha!.onToken('one-time-token'));
    await submitFilled(rendered);
    expect(rendered.result.current.failure).toBe('The captcha check failed');
    // Spent: the widget is reset and the next send carries no token until it is solved again.
    expect(rendered.result.current.captcha!.resets).toBe(1);
    await act(() => rendered.result.current.submit());
    expect(tokens).toEqual(['one-time-token', null]);
  });

  it('a captcha that checks sign-in only leaves the site forms alone', async () => {
    const widget = { provider: 'smartcaptcha' as const, client_key: 'ysc1_client', script_url: '/c.js' };
    const settings = serveSettings(testSettings({ captcha: { ...widget, site_forms: false } }));
    answerWith({ status: 'received', id: 1 });
    const rendered = renderForm();
    await waitFor(() => expect(settings.times).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await submitFilled(rendered);
    expect(rendered.result.current.captcha).toBeNull();
    expect(tokens).toEqual([null]);
    expect(rendered.result.current.sent).toBe(true);
  });
});
