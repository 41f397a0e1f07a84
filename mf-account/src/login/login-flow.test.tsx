import { initI18n } from '@storefront/shared/i18n';
import { PHONE_COUNTRY_STORAGE_KEY } from '@storefront/shared/phone-input';
import { testIds } from '@storefront/shared/qa';
import { modalStore, sessionStore } from '@storefront/shared/stores';
import { setMobile, testIstanbul, testSettings, testUser } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountServer, failure, where } from '../test/server';
import { LoginFlow } from './login-flow';

serveApi();

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  modalStore.getState().closeAll();
  sessionStore.getState().setUser(null);
  localStorage.clear();
});

const sent = { user: { verification: { timer: 60 } } };

function setUp(options: Parameters<typeof accountServer>[0] = {}, props: Record<string, unknown> = {}) {
  const server = accountServer({
    ...options,
    routes: {
      'POST /user/login': () => sent,
      'POST /user/check-verification-code': (call) =>
        call.body.code === '1234'
          ? { user: testUser() }
          : failure(422, 'Wrong code.', { code: ['Wrong code.'] }, 'wrong_code'),
      ...options.routes,
    },
  });
  const onClose = vi.fn();
  render(<LoginFlow onClose={onClose} {...props} />, { wrapper: server.wrapper });
  return { server, onClose };
}

const phoneField = () => screen.getByTestId(testIds.account.loginPhone) as HTMLInputElement;
const box = (index: 0 | 1 | 2 | 3) =>
  screen.getByTestId(testIds.account.codeInput(index)) as HTMLInputElement;

function fillPhoneStep(phone = '89161234567') {
  fireEvent.change(phoneField(), { target: { value: phone } });
  fireEvent.click(screen.getByTestId(testIds.account.loginPrivacy));
}

async function toCodeStep(channel: 'call' | 'sms' = 'call') {
  fillPhoneStep();
  fireEvent.click(
    screen.getByTestId(channel === 'call' ? testIds.account.loginByCall : testIds.account.loginBySms),
  );
  await screen.findByTestId(testIds.account.codeInput(0));
}

describe('sign-in, phone step (spec §4, §5)', () => {
  it('masks the phone (+8 9 → +79) and asks for a code by call by default, digits only', async () => {
    const { server } = setUp();
    fillPhoneStep('+8 916 123 45 67');
    expect(phoneField().value).toBe('+7 (916) 123-45-67');
    fireEvent.submit(phoneField().form as HTMLFormElement);
    await screen.findByTestId(testIds.account.codeInput(0));
    expect(server.callsTo('POST', '/user/login')[0]?.body).toEqual({
      city_id: 1,
      phone: '79161234567',
      notify_channel: 'call',
    });
  });

  it('asks for the code by SMS from its own button', async () => {
    const { server } = setUp();
    await toCodeStep('sms');
    expect(server.callsTo('POST', '/user/login')[0]?.body.notify_channel).toBe('sms');
    expect(screen.getByText(/We sent a code by SMS to \+7\s\(916\)\s123.45.67/)).toBeTruthy();
  });

  it('needs a whole phone and the privacy agreement before asking', async () => {
    const { server } = setUp();
    fireEvent.change(phoneField(), { target: { value: '916' } });
    fireEvent.click(screen.getByTestId(testIds.account.loginByCall));
    expect(await screen.findByText('Enter the full phone number')).toBeTruthy();
    expect(screen.getByText('Please accept the privacy policy')).toBeTruthy();
    expect(server.callsTo('POST', '/user/login')).toHaveLength(0);
  });

  it('locks the request buttons for 3 s after a press', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setUp({
      routes: { 'POST /user/login': () => failure(422, 'Bad phone', { phone: ['Check the number.'] }) },
    });
    fillPhoneStep();
    fireEvent.click(screen.getByTestId(testIds.account.loginBySms));
    expect(await screen.findByText('Check the number.')).toBeTruthy();
    const byCall = screen.getByTestId(testIds.account.loginByCall) as HTMLButtonElement;
    expect(byCall.disabled).toBe(true);
    fireEvent.click(byCall);
    expect(server.callsTo('POST', '/user/login')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(byCall.disabled).toBe(false));
  });

  it("shows 'Too many attempts, try again later' at the phone field on a 429", async () => {
    setUp({
      routes: {
        'POST /user/login': () =>
          failure(429, 'Слишком много попыток', { phone: ['x'] }, 'too_many_attempts'),
      },
    });
    fillPhoneStep();
    fireEvent.click(screen.getByTestId(testIds.account.loginByCall));
    const message = await screen.findByText('Too many attempts, try again later');
    expect(phoneField().getAttribute('aria-describedby')).toContain(message.closest('[id]')?.id);
  });

  it('checks the phone by the mask it is typed in: a Turkish number whole in the +90 mask is asked for', async () => {
    const { server } = setUp({ city: testIstanbul() });
    // Eleven digits, one short of the Turkish mask: not a whole number yet.
    fireEvent.change(phoneField(), { target: { value: '532123456' } });
    fireEvent.click(screen.getByTestId(testIds.account.loginPrivacy));
    fireEvent.click(screen.getByTestId(testIds.account.loginByCall));
    expect(await screen.findByText('Enter the full phone number')).toBeTruthy();
    fireEvent.change(phoneField(), { target: { value: '5321234567' } });
    expect(phoneField().value).toBe('+90 (532) 123-45-67');
    fireEvent.click(screen.getByTestId(testIds.account.loginByCall));
    await screen.findByTestId(testIds.account.codeInput(0));
    expect(server.callsTo('POST', '/user/login')[0]?.body).toMatchObject({ phone: '905321234567' });
  });

  it('offers the country masks of a Turkish city and remembers the choice', () => {
    setUp({ city: testIstanbul() });
    const country = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    expect(country.value).toBe('TR');
    fireEvent.change(country, { target: { value: 'RU' } });
    expect(localStorage.getItem(`storefront:${PHONE_COUNTRY_STORAGE_KEY}`)).toContain('RU');
    cleanup();
    setUp({ city: testIstanbul() });
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('RU');
  });
});

describe('sign-in, code step (spec §4, §5)', () => {
  it('spreads a pasted code over the boxes and checks it at once', async () => {
    const { server } = setUp();
    await toCodeStep();
    fireEvent.paste(box(0), { clipboardData: { getData: () => '12 34' } });
    expect([box(0), box(1), box(2), box(3)].map((input) => input.value)).toEqual(['1', '2', '3', '4']);
    await waitFor(() => expect(server.callsTo('POST', '/user/check-verification-code')).toHaveLength(1));
    expect(server.callsTo('POST', '/user/check-verification-code')[0]?.body).toEqual({ code: '1234' });
  });

  it('moves to the next box as digits are typed and checks at the fourth', async () => {
    const { server } = setUp();
    await toCodeStep();
    for (const [index, digit] of ['1', '2', '3'].entries()) {
      fireEvent.change(box(index as 0 | 1 | 2), { target: { value: digit } });
      expect(document.activeElement).toBe(box((index + 1) as 1 | 2 | 3));
    }
    expect(server.callsTo('POST', '/user/check-verification-code')).toHaveLength(0);
    fireEvent.change(box(3), { target: { value: '4' } });
    await waitFor(() => expect(sessionStore.getState().user?.id).toBe(7));
  });

  it('shows a wrong code at the field, then clears the boxes and refocuses after 1.5 s', async () => {
    const { server } = setUp();
    await toCodeStep();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.paste(box(0), { clipboardData: { getData: () => '9999' } });
    const error = await screen.findByTestId(testIds.account.codeError);
    expect(error.textContent).toContain('Wrong code');
    expect(box(3).value).toBe('9');
    act(() => vi.advanceTimersByTime(1300));
    expect(box(3).value).toBe('9');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(box(0).value).toBe(''));
    expect(document.activeElement).toBe(box(0));
    expect(server.callsTo('POST', '/user/check-verification-code')).toHaveLength(1);
  });

  it('returns to the phone step when the server faults the phone', async () => {
    setUp({
      routes: {
        'POST /user/check-verification-code': () =>
          failure(422, 'No code', { phone: ['No code was sent to this phone.'] }, 'code_expired'),
      },
    });
    await toCodeStep();
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    expect(await screen.findByText('No code was sent to this phone.')).toBeTruthy();
    expect(phoneField().value).toBe('+7 (916) 123-45-67');
  });

  it('counts the timer down, then offers to resend by call or by SMS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setUp({
      routes: { 'POST /user/login': () => ({ user: { verification: { timer: 2 } } }) },
    });
    await toCodeStep();
    expect(screen.getByText('You can ask for a new code in 0:02')).toBeTruthy();
    expect(screen.queryByTestId(testIds.account.loginBySms)).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(await screen.findByTestId(testIds.account.loginBySms));
    await waitFor(() => expect(server.callsTo('POST', '/user/login')).toHaveLength(2));
    expect(server.callsTo('POST', '/user/login')[1]?.body.notify_channel).toBe('sms');
  });
});

describe('after sign-in (spec §4)', () => {
  it('stores the customer and closes 1.5 s later, staying on the page', async () => {
    const { onClose } = setUp();
    await toCodeStep();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    expect(await screen.findByText('You are signed in')).toBeTruthy();
    expect(sessionStore.getState().user).toEqual({ id: 7, phone: '79161234567', name: 'Анна' });
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(where.path).toBe('/moscow');
  });

  it('goes to the requested page after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setUp({}, { redirect: '/moscow/profile?tab=orders' });
    await toCodeStep();
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    await screen.findByText('You are signed in');
    act(() => vi.advanceTimersByTime(1500));
    await waitFor(() => expect(where.path).toBe('/moscow/profile?tab=orders'));
  });

  it('from the order flow on a phone, opens the cart at step 2', async () => {
    setMobile(true);
    setUp({}, { intent: 'order' });
    await toCodeStep();
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    await waitFor(() => expect(modalStore.getState().stack.at(-1)?.name).toBe('CartModal'));
    expect(modalStore.getState().stack.at(-1)?.props).toEqual({ step: 2 });
  });

  it('from the order flow on a phone, never brings the finished sign-in back when the cart closes', async () => {
    setMobile(true);
    // Opened from the cart modal's order button: the login replaced CartModal.
    modalStore.setState({
      stack: [{ id: 2, name: 'UserLoginModal', props: { intent: 'order' } }],
      previous: { id: 1, name: 'CartModal', props: {} },
    });
    setUp({}, { intent: 'order' });
    await toCodeStep();
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    await waitFor(() => expect(modalStore.getState().stack.at(-1)?.name).toBe('CartModal'));
    expect(modalStore.getState().stack.at(-1)?.props).toEqual({ step: 2 });
    // Placing the order closes the cart: nothing comes back over the outcome.
    act(() => modalStore.getState().close());
    expect(modalStore.getState().stack).toEqual([]);
  });

  it('from the order flow on desktop, goes to the cart page without bringing the cart modal back', async () => {
    setMobile(false);
    // Opened from the header's cart: the login replaced CartModal, which a plain close would restore.
    modalStore.setState({
      stack: [{ id: 2, name: 'UserLoginModal', props: { intent: 'order' } }],
      previous: { id: 1, name: 'CartModal', props: {} },
    });
    setUp({}, { intent: 'order' });
    await toCodeStep();
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    await waitFor(() => expect(where.path).toBe('/moscow/cart'));
    expect(modalStore.getState().stack).toEqual([]);
    expect(modalStore.getState().previous).toBeNull();
  });
});

describe('sign-in with a captcha widget (settings name SmartCaptcha)', () => {
  it('sends the widget token with the code request; a refusal resets the check and a spent token is not sent again', async () => {
    const reset = vi.fn();
    let callback: ((token: string) => void) | undefined;
    window.smartCaptcha = {
      render: (_container, params) => {
        callback = params.callback;
        return 7;
      },
      reset,
    };
    vi.spyOn(document.head, 'append').mockImplementation((node) => {
      // The script "loads" at once: the stub above stands in for the provider's captcha.js.
      queueMicrotask(() => (node as HTMLScriptElement).onload?.(new Event('load')));
    });
    const { server } = setUp({
      settings: {
        ...testSettings(),
        captcha: {
          provider: 'smartcaptcha',
          client_key: 'ysc1_client',
          script_url: 'https://captcha.example/c.js',
        },
      },
      routes: {
        'POST /user/login': () =>
          failure(
            400,
            'The captcha check failed, try again.',
            { captcha_user_token: ['failed'] },
            'captcha_failed',
          ),
      },
    });
    await waitFor(() => expect(callback).toBeDefined());
    act(() => callback!('one-time-token'));
    fillPhoneStep();
    fireEvent.click(screen.getByTestId(testIds.account.loginByCall));
    await waitFor(() => expect(reset).toHaveBeenCalledWith(7));
    expect(server.callsTo('POST', '/user/login')[0]?.body).toMatchObject({
      captcha_user_token: 'one-time-token',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 3100)));
    fireEvent.click(screen.getByTestId(testIds.account.loginByCall));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.callsTo('POST', '/user/login')).toHaveLength(1);
    window.smartCaptcha = undefined;
  }, 10_000);
});

describe('code step after the phone reached its wrong-code budget (429 captcha_required)', () => {
  it('shows the captcha widget at the code step and sends its token with the next check', async () => {
    const callbacks = new Map<string, (token: string) => void>();
    window.smartCaptcha = {
      render: (container, params) => {
        callbacks.set(container.getAttribute('data-testid') ?? '', params.callback ?? (() => {}));
        return callbacks.size;
      },
      reset: vi.fn(),
    };
    vi.spyOn(document.head, 'append').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onload?.(new Event('load')));
    });
    const { server } = setUp({
      settings: {
        ...testSettings(),
        captcha: {
          provider: 'smartcaptcha',
          client_key: 'ysc1_client',
          script_url: 'https://captcha.example/c.js',
        },
      },
      routes: {
        'POST /user/check-verification-code': (call) =>
          call.body.captcha_user_token === 'code-token'
            ? { user: testUser() }
            : failure(429, 'Too many attempts, try again later', { code: ['Too many'] }, 'captcha_required'),
      },
    });
    await waitFor(() => expect(callbacks.has(testIds.account.loginCaptcha)).toBe(true));
    act(() => callbacks.get(testIds.account.loginCaptcha)!('phone-token'));
    await toCodeStep();
    expect(screen.queryByTestId(testIds.account.codeCaptcha)).toBeNull();
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    // Refused for want of a captcha: the code step shows the widget.
    await waitFor(() => expect(callbacks.has(testIds.account.codeCaptcha)).toBe(true));
    expect(server.callsTo('POST', '/user/check-verification-code')[0]?.body).toEqual({ code: '1234' });
    act(() => callbacks.get(testIds.account.codeCaptcha)!('code-token'));
    await waitFor(() => expect(box(0).value).toBe(''), { timeout: 3000 });
    fireEvent.paste(box(0), { clipboardData: { getData: () => '1234' } });
    await waitFor(() => expect(sessionStore.getState().user?.id).toBe(7));
    expect(server.callsTo('POST', '/user/check-verification-code')[1]?.body).toEqual({
      code: '1234',
      captcha_user_token: 'code-token',
    });
    window.smartCaptcha = undefined;
  }, 10_000);
});
