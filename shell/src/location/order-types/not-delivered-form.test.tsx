import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { type DeliveryAddress, FEEDBACK_PATHS, type Settings } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { testSettings } from '@storefront/shared/test-utils';
import { serveApi, apiServer as server } from '@storefront/shared/test-utils/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotDeliveredForm } from './not-delivered-form';

const address = {
  address: 'Щёлковское шоссе, 20',
  full_address: 'Москва, Щёлковское шоссе, 20',
  city_id: 1,
  map: { coordinates: { latitude: 55.81, longitude: 37.8 } },
} as unknown as DeliveryAddress;

/** What reached the notify-me endpoint: each body and its X-Captcha-Token header. */
let sends: { body: unknown; token: string | null }[] = [];

/** How many times the settings were asked since the last serveSettings. */
let settingsAsked = 0;

function serveSettings(settings: Settings) {
  settingsAsked = 0;
  server.use(
    http.get('/api/settings', () => {
      settingsAsked += 1;
      return HttpResponse.json({ settings });
    }),
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotDeliveredForm address={address} onOtherAddress={() => {}} onTakeaway={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function agree() {
  const consent = screen.getByTestId(testIds.forms.privacy);
  const box = (consent.matches('input') ? consent : consent.querySelector('input')) as HTMLInputElement;
  fireEvent.click(box);
  return box;
}

describe('the notify-me form (an address outside every zone)', () => {
  serveApi();
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
    configureApi({ baseUrl: '/api', brand: 'pizza' });
    serveSettings(testSettings());
    sends = [];
    server.use(
      http.post(`/api${FEEDBACK_PATHS.unavailableDeliveryAddress}`, async ({ request }) => {
        const token = request.headers.get('x-captcha-token');
        sends.push({ body: await request.json(), token });
        if (!token && window.smartCaptcha)
          return HttpResponse.json(
            { message: 'Проверка не пройдена', errors: { captcha_user_token: ['Проверка не пройдена'] } },
            { status: 400 },
          );
        return HttpResponse.json({ status: 'received', id: 1 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    resetApiConfig();
    delete window.smartCaptcha;
  });

  it('asks for the privacy agreement, with its star, before it sends the phone', async () => {
    renderForm();
    const submit = screen.getByTestId(testIds.orderTypes.notifySubmit) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const box = agree();
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.closest('label')?.textContent).toContain('*');
    expect(submit.disabled).toBe(false);
    // No captcha configured for the site forms: no widget, once the settings have said so.
    await waitFor(() => expect(settingsAsked).toBe(1), { timeout: 10_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId(testIds.forms.captcha)).toBeNull();
  });

  it('under the site forms’ captcha, shows the widget and sends its token with the phone', async () => {
    // The provider's script as the widget sees it: solved at once with a one-time token.
    window.smartCaptcha = {
      render: (_box, params) => {
        params.callback?.('one-time-token');
        return 1;
      },
      reset: () => {},
    };
    const widget = { provider: 'smartcaptcha' as const, client_key: 'ysc1_client', script_url: '/c.js' };
    serveSettings(testSettings({ captcha: { ...widget, site_forms: true } }));
    renderForm();
    // A loaded machine can take a while over the settings and the widget's script.
    await screen.findByTestId(testIds.forms.captcha, {}, { timeout: 10_000 });
    fireEvent.change(screen.getByTestId(testIds.orderTypes.notifyPhone), {
      target: { value: '+7 (912) 345-67-89' },
    });
    agree();
    fireEvent.click(screen.getByTestId(testIds.orderTypes.notifySubmit));
    await waitFor(() => expect(sends).toHaveLength(1), { timeout: 10_000 });
    expect(sends[0]).toMatchObject({ token: 'one-time-token', body: { city_id: 1 } });
    await screen.findByRole('status', {}, { timeout: 10_000 });
  });
});
