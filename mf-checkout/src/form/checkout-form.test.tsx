import type { Cart } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { createQueryClient } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { testCart, testCity, testSettings } from '@storefront/shared/test-utils';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, recordBodies, recordRequests, serveApi } from '../test/api-server';
import { FIRST_MORNING_INTERVAL } from '../test/intervals';
import { CheckoutFormView } from './checkout-form';

serveApi();

const RU_MASK = {
  id: 1,
  name: 'Россия',
  code: '+7',
  mask: '+7 (###) ###-##-##',
  country_code: 'RU',
} as const;
const deliveryCart = (): Cart =>
  testCart({ context: { city_id: 1, order_type: 'delivery', shop_id: null, delivery_zone_id: 1 } });

/** Closed now (05:00 Moscow): no 'as soon as possible'; the next possible time is 10:00–10:30. */
const NEXT = FIRST_MORNING_INTERVAL;
const closedNow = () =>
  answer('post', '/schedule/intervals', {
    dates: [
      {
        date_string: '2026-03-06',
        formatted_string: '6 марта',
        day_name: 'пятница',
        is_today: true,
        is_tomorrow: false,
      },
    ],
    date_today: '2026-03-06',
    intervals: [NEXT],
    asap: false,
    next_interval: NEXT,
    message: null,
    code: null,
  });

/** Open now: 'as soon as possible' on offer (the time block's default). */
const openNow = () =>
  answer('post', '/schedule/intervals', {
    dates: [],
    date_today: '2026-03-06',
    intervals: [{ ...NEXT, id: '2026-03-06_780', title: '13:00–13:30' }],
    asap: true,
    next_interval: { ...NEXT, id: '2026-03-06_780', title: '13:00–13:30' },
    message: null,
    code: null,
  });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Step 2 for a guest (sign-in off: the phone is asked) with a delivery cart of 917 ₽. */
async function renderCheckout(lng: 'en' | 'de' | 'ru' = 'en', variant: 'modal' | 'page' = 'modal') {
  await initI18n({ lng });
  locationStore.getState().setCity(testCity({ phone_masks: [RU_MASK] }));
  locationStore.getState().hydrate({ orderType: 'delivery', deliveryZoneId: 1 });
  const created = recordBodies('post', '/order/create', {
    order_id: 104_500,
    payment_type: 'cash',
    status: 'accepted',
    total: 917,
    currency: 'RUB',
    payment_deadline: null,
  });
  apiServer.use(
    answer('put', '/cart', { cart: deliveryCart() }),
    answer('get', '/settings', { settings: testSettings({ customers: { is_auth_enabled: false } }) }),
    answer('post', '/user/payment-types', {
      payment_types: [
        { alias: 'card', name: 'Card online', is_online: true },
        { alias: 'cash', name: 'Cash', is_online: false },
      ],
    }),
    answer('post', '/order/payment-settings', {
      acquiring: null,
      verify_param: null,
      is_online: false,
      widget_url: null,
    }),
    answer('post', '/products/get-related-products', []),
    openNow(),
    created.handler,
  );
  const requests = recordRequests();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/moscow/cart?state=checkout']}>
        <Routes>
          <Route
            path="/moscow/cart"
            element={<CheckoutFormView basePath="/moscow" variant={variant} onBack={() => {}} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The form is ready to send once the payment types are in (the first is chosen).
  await screen.findByTestId(testIds.checkout.paymentType('cash'));
  return { created: created.bodies, requests, user: userEvent.setup() };
}

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => {
  cleanup();
  locationStore.getState().reset();
  sessionStore.getState().setUser(null);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('checkout step 2 on react-hook-form (spec §2, §5, §8)', () => {
  it('the checkout page starts with focus on its heading, where a screen reader starts reading', async () => {
    await renderCheckout('ru', 'page');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('a refused submit focuses the first invalid field, which reads out its error; nothing is sent', async () => {
    const { user, requests } = await renderCheckout();
    await user.type(field(testIds.checkout.name), 'Anna');
    await user.type(field(testIds.checkout.phone), '9161234567');
    await user.click(screen.getByTestId(testIds.checkout.submit));

    const apartment = field(testIds.checkout.apartment);
    await vi.waitFor(() => expect(document.activeElement).toBe(apartment));
    expect(apartment.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(apartment)).toContain('Required field');
    expect(field(testIds.checkout.name).getAttribute('aria-invalid')).not.toBe('true');
    expect(requests).not.toContain('POST /order/create');
  });

  it("says the schema's messages in the customer's language, and the phone by the city's mask", async () => {
    const { user } = await renderCheckout('de');
    // Ten digits fill the +7 mask; nine do not, whatever the count of other characters.
    await user.type(field(testIds.checkout.phone), '916123456');
    await user.type(field(testIds.checkout.receiptEmail), 'anna@');
    await user.click(screen.getByTestId(testIds.checkout.submit));

    const name = field(testIds.checkout.name);
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(errorOf(name)).toContain('Pflichtfeld');
    expect(errorOf(field(testIds.checkout.phone))).toContain('Geben Sie die vollständige Telefonnummer ein');
    expect(errorOf(field(testIds.checkout.receiptEmail))).toContain('Prüfen Sie die E-Mail-Adresse');
    expect(errorOf(field(testIds.checkout.apartment))).toContain('Pflichtfeld');

    // Corrected, the phone's error goes as the field is fixed.
    await user.type(field(testIds.checkout.phone), '7');
    await vi.waitFor(() =>
      expect(field(testIds.checkout.phone).getAttribute('aria-invalid')).not.toBe('true'),
    );
  });

  it('refuses change from cash below the total in the checkout’s own words', async () => {
    const { user, requests } = await renderCheckout('ru');
    await user.type(field(testIds.checkout.name), 'Анна');
    await user.type(field(testIds.checkout.phone), '9161234567');
    await user.type(field(testIds.checkout.apartment), '12');
    await user.click(screen.getByTestId(testIds.checkout.paymentType('cash')));
    await user.type(field(testIds.checkout.cashInput), '5x00');
    expect(field(testIds.checkout.cashInput).value).toBe('500');
    await user.click(screen.getByTestId(testIds.checkout.submit));

    const cash = field(testIds.checkout.cashInput);
    await vi.waitFor(() => expect(document.activeElement).toBe(cash));
    expect(errorOf(cash)).toContain('Сумма меньше стоимости заказа');
    expect(requests).not.toContain('POST /order/create');
  });

  it('a valid form sends the order exactly as the API takes it: phone digits only, empty details as null', async () => {
    const { user, created } = await renderCheckout();
    await user.type(field(testIds.checkout.name), '  Anna ');
    await user.type(field(testIds.checkout.phone), '+8 916 123-45-67');
    expect(field(testIds.checkout.phone).value).toBe('+7 (916) 123-45-67');
    await user.type(field(testIds.checkout.apartment), '12');
    await user.type(field(testIds.checkout.entrance), '3');
    await user.type(field(testIds.checkout.receiptEmail), 'anna@example.com');
    await user.click(screen.getByTestId(testIds.checkout.paymentType('cash')));
    await user.click(screen.getByTestId(testIds.checkout.banknote(1000)));
    await user.click(screen.getByTestId(testIds.checkout.submit));

    expect((await screen.findByTestId('where')).textContent).toBe(
      '/moscow/?state=payment-success&order_id=104500',
    );
    expect(created).toEqual([
      {
        city_id: 1,
        order_type: 'delivery',
        shop_id: null,
        username: 'Anna',
        phone: '79161234567',
        payment_type: 'cash',
        cash: 1000,
        order_comment: null,
        delivery_address: { room: '12', entrance: '3', floor: null, description: null },
        interval_id: null,
        email: 'anna@example.com',
      },
    ]);
  });

  it("puts the server's field errors under their fields and focuses the first", async () => {
    const { user } = await renderCheckout();
    apiServer.use(
      answer(
        'post',
        '/order/create',
        { message: 'The given data was invalid.', errors: { delivery_address: ['No such apartment'] } },
        422,
      ),
    );
    await user.type(field(testIds.checkout.name), 'Anna');
    await user.type(field(testIds.checkout.phone), '9161234567');
    await user.type(field(testIds.checkout.apartment), '999');
    await user.click(screen.getByTestId(testIds.checkout.submit));

    const apartment = field(testIds.checkout.apartment);
    await vi.waitFor(() => expect(document.activeElement).toBe(apartment));
    expect(errorOf(apartment)).toContain('No such apartment');
  });

  it("an order-create answer without the order's id says checkout's default message, in the customer's language", async () => {
    const { user } = await renderCheckout('ru');
    apiServer.use(answer('post', '/order/create', { status: 'accepted' }));
    await user.type(field(testIds.checkout.name), 'Анна');
    await user.type(field(testIds.checkout.phone), '9161234567');
    await user.type(field(testIds.checkout.apartment), '12');
    await user.click(screen.getByTestId(testIds.checkout.submit));
    expect(await screen.findByText(/Ошибка при создании заказа/)).toBeTruthy();
    expect(screen.queryByText(/does not understand/)).toBeNull();
  });

  it("a create 500 says the server's message in the server-error modal, and not again in the form", async () => {
    const { user } = await renderCheckout('ru');
    apiServer.use(answer('post', '/order/create', { message: 'Касса недоступна' }, 500));
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    await user.type(field(testIds.checkout.name), 'Анна');
    await user.type(field(testIds.checkout.phone), '9161234567');
    await user.type(field(testIds.checkout.apartment), '12');
    await user.click(screen.getByTestId(testIds.checkout.submit));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ status: 500, message: 'Касса недоступна' }));
    expect(screen.queryByText('Касса недоступна')).toBeNull();
    expect(screen.queryByText(/Ошибка при создании заказа/)).toBeNull();
    off();
  });

  it('at night, Pay pressed while the next possible time is still being written sends the order with that time', async () => {
    // The field chooses the next possible time for the customer: a cart write held back here until
    // Pay has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const written: unknown[] = [];
    const { user, created } = await renderCheckout();
    apiServer.use(
      closedNow(),
      answer('put', '/cart/set-interval', async (request) => {
        written.push(await request.json());
        await held;
        return { cart: { ...deliveryCart(), selectedInterval: NEXT.id } };
      }),
    );
    // The intervals load 1.5 s after the form (spec §4).
    await vi.waitFor(() => expect(written).toEqual([{ interval: NEXT.id }]), { timeout: 4000 });
    await fillAndPay(user);
    // Nothing goes out while the cart still answers with 'as soon as possible'…
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(created).toEqual([]);
    // …and once the write has landed, the order carries the time on screen.
    release();
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ interval_id: NEXT.id, payment_type: 'cash' });
  });

  it('at night, Pay pressed before the time block has loaded sends the order for the next possible time, not as soon as possible', async () => {
    const { user, created } = await renderCheckout();
    apiServer.use(closedNow(), answer('put', '/cart/set-interval', { cart: deliveryCart() }));
    await fillAndPay(user);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ interval_id: NEXT.id });
  });

  it('open now, an order with no time chosen goes as soon as possible', async () => {
    const { user, created } = await renderCheckout();
    await fillAndPay(user);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ interval_id: null });
  });
});

async function fillAndPay(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(testIds.checkout.name), 'Anna');
  await user.type(field(testIds.checkout.phone), '9161234567');
  await user.type(field(testIds.checkout.apartment), '12');
  await user.click(screen.getByTestId(testIds.checkout.paymentType('cash')));
  await user.click(screen.getByTestId(testIds.checkout.submit));
}
