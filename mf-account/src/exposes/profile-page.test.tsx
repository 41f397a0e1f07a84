import { bus } from '@storefront/shared/events';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { locationStore, modalStore, sessionStore } from '@storefront/shared/stores';
import {
  cartOf,
  ordersPage,
  setMobile,
  testAddress,
  testLine,
  testOrderRead,
  testOrderSummary,
  testStatus,
  testUser,
} from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountCity, accountServer, failure, type Handler, where } from '../test/server';
import ConfirmDeleteAddressModal from './confirm-delete-address-modal';
import ProfilePage from './profile-page';

serveApi();

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  modalStore.getState().closeAll();
  sessionStore.getState().setUser(null);
});

function page(url: string, routes: Record<string, Handler> = {}, city = accountCity()) {
  const server = accountServer({
    city,
    url,
    routes: { 'GET /user/get': () => ({ user: testUser() }), ...routes },
  });
  render(<ProfilePage basePath="/moscow" />, { wrapper: server.wrapper });
  return server;
}

/** The birthday field: the date picker loads on demand, which a busy machine can take seconds over. */
const birthdayField = () => screen.findByRole('textbox', { name: /Date of birth/ }, { timeout: 15_000 });

/** Stands in for a closing modal that clears the query string. */
function ClearQuery() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate({ pathname: '/moscow/profile' }, { replace: true })}>
      clear
    </button>
  );
}

describe('profile page frame (spec §2)', () => {
  it('offers a guest the sign-in, coming back to the same tab', async () => {
    page('/moscow/profile?tab=orders', {
      'GET /user/get': () => failure(401, 'Please sign in.', {}, 'unauthorized'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(modalStore.getState().stack[0]).toMatchObject({
      name: 'UserLoginModal',
      props: { redirect: '/moscow/profile?tab=orders' },
    });
  });

  it('shows the tab from ?tab= and a back link to the menu', async () => {
    page('/moscow/profile?tab=orders', { 'GET /user/orders': () => ordersPage([]) });
    const tab = await screen.findByTestId(testIds.account.profileTab('orders'));
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 2, name: 'My orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/moscow');
    fireEvent.click(screen.getByTestId(testIds.account.profileTab('profile')));
    expect(await screen.findByTestId(testIds.account.profileName)).toBeTruthy();
  });

  it('keeps its tab when a closing modal clears the query string', async () => {
    const server = accountServer({
      url: '/moscow/profile?tab=orders&page=2',
      routes: { 'GET /user/get': () => ({ user: testUser() }), 'GET /user/orders': () => ordersPage([]) },
    });
    render(
      <>
        <ProfilePage basePath="/moscow" />
        <ClearQuery />
      </>,
      { wrapper: server.wrapper },
    );
    await screen.findByTestId(testIds.account.profileTab('orders'));
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(where.path).toBe('/moscow/profile?tab=orders&page=2'));
    expect(screen.getByTestId(testIds.account.profileTab('orders')).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('has no addresses tab where the city does not deliver', async () => {
    page(
      '/moscow/profile?tab=addresses',
      {},
      accountCity({ order_types: { delivery: false, takeaway: true } }),
    );
    await screen.findByTestId(testIds.account.profileName);
    expect(screen.queryByTestId(testIds.account.profileTab('addresses'))).toBeNull();
  });
});

describe('profile tab (spec §2, §5)', () => {
  it('keeps the phone read-only and saves the rest, birthday as dd.MM.yyyy', async () => {
    const server = page('/moscow/profile', {
      'PUT /user/update': (call) => ({
        user: { ...testUser(), ...call.body, email: call.body.email ?? null },
      }),
    });
    const name = (await screen.findByTestId(testIds.account.profileName)) as HTMLInputElement;
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe('+7 (916) 123-45-67');
    fireEvent.change(name, { target: { value: 'Аня' } });
    fireEvent.click(screen.getByTestId(testIds.account.profileSave));
    expect(await screen.findByText('Your details are saved')).toBeTruthy();
    expect(server.callsTo('PUT', '/user/update')[0]?.body).toMatchObject({
      name: 'Аня',
      birthday: '14.02.1990',
      email: 'anna@example.test',
      sex: 'female',
    });
    expect(server.callsTo('PUT', '/user/update')[0]?.body).not.toHaveProperty('phone');
    expect(sessionStore.getState().user?.name).toBe('Аня');
  });

  it("shows a new account's sex as not specified, and offers it as a choice", async () => {
    const server = page('/moscow/profile', {
      'GET /user/get': () => ({ user: { ...testUser(), sex: null } }),
      'PUT /user/update': (call) => ({
        user: { ...testUser(), ...call.body, email: call.body.email ?? null },
      }),
    });
    await screen.findByTestId(testIds.account.profileName);
    const sex = screen.getByLabelText('Sex') as HTMLSelectElement;
    expect(sex.value).toBe('');
    expect(sex.selectedOptions[0]?.textContent).toBe('Not specified');
    expect([...sex.options].map((option) => option.textContent)).toEqual(['Not specified', 'Male', 'Female']);
    // Saved untouched, it stays not specified (never male by default).
    fireEvent.click(screen.getByTestId(testIds.account.profileSave));
    expect(await screen.findByText('Your details are saved')).toBeTruthy();
    expect(server.callsTo('PUT', '/user/update')[0]?.body).toMatchObject({ sex: null });
    // A choice can be taken back.
    fireEvent.change(sex, { target: { value: 'female' } });
    fireEvent.click(screen.getByTestId(testIds.account.profileSave));
    await waitFor(() => expect(server.callsTo('PUT', '/user/update')).toHaveLength(2));
    expect(server.callsTo('PUT', '/user/update')[1]?.body).toMatchObject({ sex: 'female' });
    fireEvent.change(sex, { target: { value: '' } });
    fireEvent.click(screen.getByTestId(testIds.account.profileSave));
    await waitFor(() => expect(server.callsTo('PUT', '/user/update')).toHaveLength(3));
    expect(server.callsTo('PUT', '/user/update')[2]?.body).toMatchObject({ sex: null });
  });

  it('needs a name and checks the e-mail before sending', async () => {
    const server = page('/moscow/profile');
    const name = await screen.findByTestId(testIds.account.profileName);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByTestId(testIds.account.profileSave));
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(screen.getByText('Check the e-mail address')).toBeTruthy();
    expect(server.callsTo('PUT', '/user/update')).toHaveLength(0);
  });

  it('refuses a birthday outside the 120-year range', async () => {
    page('/moscow/profile');
    await screen.findByTestId(testIds.account.profileName);
    const birthday = (await birthdayField()) as HTMLInputElement;
    fireEvent.change(birthday, { target: { value: '01.01.1800' } });
    fireEvent.blur(birthday);
    expect(await screen.findByText('This date cannot be chosen')).toBeTruthy();
  });

  it('reads a birthday typed on the digit keyboard (15031990) and saves it', async () => {
    const server = page('/moscow/profile', {
      'PUT /user/update': (call) => ({
        user: { ...testUser(), ...call.body, email: call.body.email ?? null },
      }),
    });
    await screen.findByTestId(testIds.account.profileName);
    const birthday = (await birthdayField()) as HTMLInputElement;
    fireEvent.change(birthday, { target: { value: '15031990' } });
    fireEvent.blur(birthday);
    expect(birthday.value).toBe('15.03.1990');
    fireEvent.click(screen.getByTestId(testIds.account.profileSave));
    expect(await screen.findByText('Your details are saved')).toBeTruthy();
    expect(server.callsTo('PUT', '/user/update')[0]?.body).toMatchObject({ birthday: '15.03.1990' });
  });

  it.each([
    ['a date that does not exist', '31.02.1990', 'Enter the date as'],
    ['a date outside the range', '01.01.1800', 'This date cannot be chosen'],
  ])(
    'never says "saved" over %s: nothing is sent, the typing stays with its reason',
    async (_, typed, reason) => {
      const server = page('/moscow/profile');
      await screen.findByTestId(testIds.account.profileName);
      const birthday = (await birthdayField()) as HTMLInputElement;
      fireEvent.change(birthday, { target: { value: typed } });
      fireEvent.blur(birthday);
      fireEvent.click(screen.getByTestId(testIds.account.profileSave));
      expect(await screen.findByText(new RegExp(reason))).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.callsTo('PUT', '/user/update')).toHaveLength(0);
      expect(screen.queryByText('Your details are saved')).toBeNull();
      expect(birthday.value).toBe(typed);
      expect(document.activeElement).toBe(birthday);
    },
  );

  it('shows server field errors under their fields', async () => {
    page('/moscow/profile', {
      'PUT /user/update': () =>
        failure(422, 'Invalid', { email: ['This e-mail is taken.'], birthday: ['Too old.'] }, 'validation'),
    });
    fireEvent.click(await screen.findByTestId(testIds.account.profileSave));
    const email = screen.getByLabelText('E-mail');
    const message = await screen.findByText('This e-mail is taken.');
    expect(email.getAttribute('aria-describedby')).toContain(message.closest('[id]')?.id);
    expect(screen.getByText('Too old.')).toBeTruthy();
  });

  it("a 500 on save says the server's message once, in the server-error modal", async () => {
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    page('/moscow/profile', { 'PUT /user/update': () => failure(500, 'Profiles are read-only right now') });
    fireEvent.click(await screen.findByTestId(testIds.account.profileSave));
    await waitFor(() =>
      expect(heard).toHaveBeenCalledWith({ status: 500, message: 'Profiles are read-only right now' }),
    );
    off();
    expect(screen.queryByText('Profiles are read-only right now')).toBeNull();
  });

  it('signs out on a phone and deletes the account only after a yes', async () => {
    setMobile(true);
    sessionStore.getState().setUser({ id: 7, phone: '79161234567' });
    const server = page('/moscow/profile', {
      'DELETE /user/logout': () => ({ status: 'signed_out' }),
      'DELETE /user/remove': () => ({ status: 'removed' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(server.callsTo('DELETE', '/user/remove')).toHaveLength(0);
    fireEvent.click(screen.getByTestId(testIds.account.logout));
    await waitFor(() => expect(sessionStore.getState().user).toBeNull());
    expect(server.callsTo('DELETE', '/user/logout')).toHaveLength(1);
    // The page leaves once the answer is in: a render after the call the line above saw.
    await waitFor(() => expect(where.path).toBe('/moscow'));
  });

  it('has no sign-out button on desktop (the header menu has it)', async () => {
    setMobile(false);
    page('/moscow/profile');
    await screen.findByTestId(testIds.account.profileName);
    expect(screen.queryByTestId(testIds.account.logout)).toBeNull();
  });
});

describe('orders tab (spec §2, §4)', () => {
  const done = testOrderSummary({ order_id: 101 });
  const accepted = testOrderSummary({
    order_id: 102,
    created_at: '2026-03-03T09:30:00+03:00',
    status: { alias: 'accepted', name: 'Принят', description: null, original_status: 'accepted' },
    can_cancel: true,
    can_repeat: false,
    is_trackable: true,
  });
  const list = () =>
    ordersPage([
      { date: '2026-03-03', orders: [accepted] },
      { date: '2026-03-02', orders: [done] },
    ]);
  it('groups orders under date headings with number, status and how they are received', async () => {
    page('/moscow/profile?tab=orders', { 'GET /user/orders': list });
    const card = await screen.findByTestId(testIds.account.orderCard(101));
    expect(within(card).getByRole('heading', { name: 'Order No. 101' })).toBeTruthy();
    expect(within(card).getByText('Выполнен')).toBeTruthy();
    expect(within(card).getByText(/Delivery · Тверская улица, 3, кв. 12/)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent);
    expect(headings).toEqual(['March 3, 2026', 'March 2, 2026']);
    const tracking = within(screen.getByTestId(testIds.account.orderCard(102))).getByRole('link', {
      name: 'Track',
    });
    expect(tracking.getAttribute('href')).toBe('/moscow/order/102/tracking');
    expect(screen.queryByTestId(testIds.account.orderCancel(101))).toBeNull();
    expect(screen.queryByTestId(testIds.account.orderRepeat(102))).toBeNull();
  });

  it("lists the order's packaging, discount and bonuses so that the lines add up to the total", async () => {
    const detail = testOrderRead(101);
    detail.cart.prices = {
      bonuses: 50,
      delivery: 199,
      discount: 100,
      packages: 19,
      subtotal: 898,
      total: 966,
    };
    page('/moscow/profile?tab=orders', { 'GET /user/orders': list, 'GET /order/101': () => detail });
    fireEvent.click(await screen.findByTestId(testIds.account.orderComposition(101)));
    const packaging = await screen.findByText('Packaging');
    const composition = packaging.closest('[id]') as HTMLElement;
    expect(composition.textContent).toMatch(
      /Packaging.*19.*Delivery.*199.*Discount.*[−-].*100.*Paid with bonuses.*[−-].*50.*Total.*966/,
    );
  }, 10_000);

  it('loads and expands the composition on its toggle', async () => {
    const server = page('/moscow/profile?tab=orders', {
      'GET /user/orders': list,
      'GET /order/101': () => testOrderRead(101),
    });
    const toggle = await screen.findByTestId(testIds.account.orderComposition(101));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Маргарита')).toBeTruthy();
    expect(screen.getByText('25 см')).toBeTruthy();
    expect(screen.getByText('2 pcs')).toBeTruthy();
    expect(server.callsTo('GET', '/order/101')).toHaveLength(1);
  }, 10_000);

  it('repeats a done order straight to the cart when nothing changed', async () => {
    setMobile(false);
    const server = page('/moscow/profile?tab=orders', {
      'GET /user/orders': list,
      'GET /order/101': () => testOrderRead(101),
      'POST /order/repeat': () => ({
        order_type: 'delivery',
        shop: null,
        delivery_address: testAddress({ id: 5 }),
        cart: cartOf([testLine({ key: '1:2x1', id: 1, name: 'Маргарита', count: 2, total: 898 })]),
        product_groups: [],
        unavailable: [],
      }),
    });
    fireEvent.click(await screen.findByTestId(testIds.account.orderRepeat(101)));
    await waitFor(() => expect(where.path).toBe('/moscow/cart'));
    expect(server.callsTo('POST', '/order/repeat')[0]?.body).toEqual({ order_id: 101 });
    expect(locationStore.getState().deliveryAddress?.id).toBe(5);
  });

  it('cancels an accepted order only after a yes, and reloads the list', async () => {
    let canceled = false;
    const server = page('/moscow/profile?tab=orders', {
      'GET /user/orders': () =>
        canceled
          ? ordersPage([
              { date: '2026-03-03', orders: [{ ...accepted, can_cancel: false, is_trackable: false }] },
            ])
          : list(),
      'POST /order/cancel': () => {
        canceled = true;
        return testStatus('canceled', 'delivery', 102);
      },
    });
    fireEvent.click(await screen.findByTestId(testIds.account.orderCancel(102)));
    // One tap only asks (cancel in one click); 'no' keeps the order and returns focus.
    expect(screen.getByText('Cancel order No. 102?')).toBeTruthy();
    expect(server.callsTo('POST', '/order/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(server.callsTo('POST', '/order/cancel')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByTestId(testIds.account.orderCancel(102)));
    fireEvent.click(screen.getByTestId(testIds.account.orderCancel(102)));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByTestId(testIds.account.orderCancel(102))).toBeNull());
    expect(server.callsTo('POST', '/order/cancel')[0]?.body).toEqual({ order_id: 102 });
  });

  it('pages back and forth; previous is off on page 1, next when nothing follows', async () => {
    const server = page('/moscow/profile?tab=orders', {
      'GET /user/orders': (call) =>
        call.query.get('page') === '2'
          ? ordersPage([{ date: '2026-02-01', orders: [testOrderSummary({ order_id: 90 })] }], { page: 2 })
          : { ...list(), has_more: true },
    });
    await screen.findByTestId(testIds.account.orderCard(101));
    expect((screen.getByTestId(testIds.account.ordersPrev) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId(testIds.account.ordersNext));
    expect(await screen.findByTestId(testIds.account.orderCard(90))).toBeTruthy();
    expect((screen.getByTestId(testIds.account.ordersNext) as HTMLButtonElement).disabled).toBe(true);
    expect(where.path).toBe('/moscow/profile?tab=orders&page=2');
    fireEvent.click(screen.getByTestId(testIds.account.ordersPrev));
    expect(await screen.findByTestId(testIds.account.orderCard(101))).toBeTruthy();
    expect(server.callsTo('GET', '/user/orders').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it("says 'not found' without orders", async () => {
    page('/moscow/profile?tab=orders', { 'GET /user/orders': () => ordersPage([]) });
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });
});

describe('addresses tab (spec §2)', () => {
  const addresses = () => ({
    delivery_addresses: [
      testAddress({ id: 5 }),
      testAddress({ id: 6, address: 'Арбат, 10', room: null, delivery_zone_id: 2 }),
    ],
  });

  it("lists 'city, address, apartment room', marks the current one and selects another", async () => {
    const server = page('/moscow/profile?tab=addresses', {
      'GET /user/addresses': addresses,
      'POST /user/addresses/set-by-id': () => ({
        delivery_addresses: addresses().delivery_addresses,
        delivery_address: testAddress({ id: 6, address: 'Арбат, 10', room: null, delivery_zone_id: 2 }),
        cart: cartOf(),
        product_groups: [],
      }),
    });
    locationStore.getState().setDeliveryAddress({ id: 5, address: 'Тверская улица, 3' }, 1);
    const current = await screen.findByTestId(testIds.account.addressRow(5));
    expect(current.textContent).toContain('Москва, Тверская улица, 3, apt. 12');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId(testIds.account.addressDelete(5))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deliver here: Москва, Арбат, 10' }));
    await waitFor(() => expect(locationStore.getState().deliveryAddress?.id).toBe(6));
    expect(server.callsTo('POST', '/user/addresses/set-by-id')[0]?.body).toEqual({ delivery_address_id: 6 });
  });

  it('deletes through ConfirmDeleteAddressModal and adds through the order-types modal', async () => {
    page('/moscow/profile?tab=addresses', { 'GET /user/addresses': addresses });
    fireEvent.click(await screen.findByTestId(testIds.account.addressDelete(6)));
    expect(modalStore.getState().stack.at(-1)).toMatchObject({
      name: 'ConfirmDeleteAddressModal',
      props: { addressId: 6, address: 'Москва, Арбат, 10' },
    });
    modalStore.getState().closeAll();
    fireEvent.click(screen.getByTestId(testIds.account.addAddress));
    expect(modalStore.getState().stack.at(-1)).toMatchObject({
      name: 'OrderTypesModal',
      props: { type: 'delivery', blank: true },
    });
  });

  it('selects ?delivery_address_id= 500 ms after loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = page('/moscow/profile?tab=addresses&delivery_address_id=6', {
      'GET /user/addresses': addresses,
      'POST /user/addresses/set-by-id': () => ({
        delivery_addresses: addresses().delivery_addresses,
        delivery_address: testAddress({ id: 6, delivery_zone_id: 2 }),
        cart: cartOf(),
        product_groups: [],
      }),
    });
    await screen.findByTestId(testIds.account.addressRow(6));
    expect(server.callsTo('POST', '/user/addresses/set-by-id')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(server.callsTo('POST', '/user/addresses/set-by-id')).toHaveLength(1));
    // The link's parameter goes once the answer is in: a render after the call the line above saw.
    await waitFor(() => expect(where.path).toBe('/moscow/profile?tab=addresses'));
  });
});

describe('ConfirmDeleteAddressModal', () => {
  it('deletes the address on yes and closes; no just closes', async () => {
    const server = accountServer({
      routes: { 'DELETE /user/addresses/remove/6': () => ({ delivery_addresses: [] }) },
    });
    const onClose = vi.fn();
    render(<ConfirmDeleteAddressModal onClose={onClose} addressId={6} address="Москва, Арбат, 10" />, {
      wrapper: server.wrapper,
    });
    expect(screen.getByText('“Москва, Арбат, 10” will be removed from your saved addresses.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(server.callsTo('DELETE', '/user/addresses/remove/6')).toHaveLength(1);
  });
});
