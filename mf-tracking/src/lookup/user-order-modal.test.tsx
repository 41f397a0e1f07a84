import { writeCookie } from '@storefront/shared/domain';
import { bus } from '@storefront/shared/events';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { locationStore } from '@storefront/shared/stores';
import { ORDER_ID } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingKeys } from '../api/queries';
import UserOrderModal from '../exposes/user-order-modal';
import { trackingServer } from '../test/server';
import { LOOKUP_COOKIES, readLookupCookies } from './lookup-cookies';

serveApi();

beforeAll(() => initI18n({ lng: 'en' }));
beforeEach(() => {
  locationStore.setState({ cityAlias: 'moscow' });
  for (const name of Object.values(LOOKUP_COOKIES)) writeCookie(name, '', -1);
});
afterEach(cleanup);

const phone = () => screen.getByTestId(testIds.tracking.lookupPhone) as HTMLInputElement;
const order = () => screen.getByTestId(testIds.tracking.lookupOrder) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId(testIds.tracking.lookupSubmit));
const location = () => document.querySelector('[data-location]')?.getAttribute('data-location');

function open(server = trackingServer()) {
  const onClose = vi.fn();
  render(<UserOrderModal onClose={onClose} />, { wrapper: server.wrapper('/moscow') });
  return { server, onClose };
}

describe('UserOrderModal (spec §2 status lookup, §5)', () => {
  it('asks for both fields before calling the API', async () => {
    const { server } = open();
    expect(screen.getByTestId(testIds.tracking.lookupModal)).toBeTruthy();
    submit();
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(server.callsTo('/order-tracking/lookup')).toHaveLength(0);
  });

  it('a refused submit focuses the first field to fix; a number the API cannot take is said so', async () => {
    const { server } = open();
    fireEvent.change(phone(), { target: { value: '9161234567' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(order()));
    expect(order().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(order(), { target: { value: '00' } });
    submit();
    expect(await screen.findByText('The order number is digits only')).toBeTruthy();
    expect(server.callsTo('/order-tracking/lookup')).toHaveLength(0);
  });

  it('takes the order number in digits only: letters and signs never reach the field', async () => {
    open();
    fireEvent.change(order(), { target: { value: '10a4-2 ' } });
    expect(order().value).toBe('1042');
  });

  it("shows 'info not found' for a wrong phone and number pair, and stays open", async () => {
    const { server, onClose } = open();
    fireEvent.change(phone(), { target: { value: '9160000000' } });
    fireEvent.change(order(), { target: { value: String(ORDER_ID) } });
    submit();
    expect(await screen.findByText('Info not found. Check the phone and the order number.')).toBeTruthy();
    expect(server.callsTo('/order-tracking/lookup')[0]?.body).toEqual({
      phone: '79160000000',
      order_id: ORDER_ID,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(location()).toBe('/moscow');
  });

  it('finds the order, keeps shop, phone and number in cookies and opens its tracking page', async () => {
    const { server, onClose } = open();
    fireEvent.change(phone(), { target: { value: '+7 (916) 123-45-67' } });
    fireEvent.change(order(), { target: { value: String(ORDER_ID) } });
    submit();
    await waitFor(() => expect(location()).toBe(`/moscow/order/${ORDER_ID}/tracking`));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/order-tracking/lookup')[0]?.body).toEqual({
      phone: '79161234567',
      order_id: ORDER_ID,
    });
    expect(readLookupCookies()).toEqual({ phone: '79161234567', orderId: String(ORDER_ID) });
    expect(document.cookie).toContain(`${LOOKUP_COOKIES.shop}=3`);
    // The tracking page opens with the status and details already there.
    expect(server.client.getQueryData(trackingKeys.status(ORDER_ID))).toMatchObject({ order_id: ORDER_ID });
    expect(server.client.getQueryData(trackingKeys.order(ORDER_ID))).toMatchObject({ order_id: ORDER_ID });
  });

  it('opens filled in from the cookies of the last lookup', () => {
    writeCookie(LOOKUP_COOKIES.phone, '79161234567', 1);
    writeCookie(LOOKUP_COOKIES.orderId, String(ORDER_ID), 1);
    open();
    expect(phone().value).toBe('+7 (916) 123-45-67');
    expect(order().value).toBe(String(ORDER_ID));
  });

  it('opens the server-error modal when there were too many tries (spec §8: 429 outside the login)', async () => {
    const server = trackingServer();
    server.override('/order-tracking/lookup', {
      status: 429,
      body: { message: 'Too many attempts, try again later', code: 'rate_limited' },
    });
    const shown = vi.fn();
    const off = bus.on('shell:server-error', shown);
    try {
      open(server);
      fireEvent.change(phone(), { target: { value: '9161234567' } });
      fireEvent.change(order(), { target: { value: String(ORDER_ID) } });
      submit();
      await waitFor(() =>
        expect(shown).toHaveBeenCalledWith({ status: 429, message: 'Too many attempts, try again later' }),
      );
      // Said once, by the modal: not again at the form.
      expect(screen.queryByText('Too many attempts, try again later')).toBeNull();
    } finally {
      off();
    }
  });
});
