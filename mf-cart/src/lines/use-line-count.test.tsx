import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { testDeliveryCart } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartServer } from '../test/server';
import { CartLines } from './cart-lines';

serveApi();

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

const money = { currency: '₽', fractional: false, format: (value: number) => `${value} ₽` };
const KEY = '1:2x1';
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderLines() {
  const server = cartServer();
  const view = render(
    <CartLines products={testDeliveryCart().products} busy={false} money={money} onForget={() => {}} />,
    {
      wrapper: server.wrapper,
    },
  );
  const count = () => screen.getByTestId(testIds.cart.item(KEY)).querySelector('[aria-live]')?.textContent;
  return { server, view, count };
}

describe('cart line counter (spec §4)', () => {
  it('sends an add at once on plus', async () => {
    const { server, count } = renderLines();
    fireEvent.click(screen.getByTestId(testIds.cart.itemPlus(KEY)));
    expect(count()).toBe('3');
    await waitFor(() => expect(server.callsTo('/cart/add')).toHaveLength(1));
    expect(server.callsTo('/cart/add')[0]?.body).toMatchObject({ product_key: KEY, count: 1 });
  });

  it('debounces removal by 450 ms and sends the minus presses as one call', async () => {
    const { server, count } = renderLines();
    fireEvent.click(screen.getByTestId(testIds.cart.itemMinus(KEY)));
    fireEvent.click(screen.getByTestId(testIds.cart.itemMinus(KEY)));
    expect(count()).toBe('0');
    await sleep(300);
    expect(server.callsTo('/cart/remove')).toHaveLength(0);
    await waitFor(() => expect(server.callsTo('/cart/remove')).toHaveLength(1));
    expect(server.callsTo('/cart/remove')[0]?.body).toMatchObject({ product_key: KEY, count: 2 });
  });

  it('takes a waiting removal back on plus instead of sending anything', async () => {
    const { server, count } = renderLines();
    fireEvent.click(screen.getByTestId(testIds.cart.itemMinus(KEY)));
    fireEvent.click(screen.getByTestId(testIds.cart.itemPlus(KEY)));
    expect(count()).toBe('2');
    await sleep(600);
    expect(server.callsTo('/cart/remove')).toHaveLength(0);
    expect(server.callsTo('/cart/add')).toHaveLength(0);
  });

  it('sends a waiting removal when the row goes away before the delay ends', async () => {
    const { server, view } = renderLines();
    fireEvent.click(screen.getByTestId(testIds.cart.itemMinus(KEY)));
    view.unmount();
    await waitFor(() => expect(server.callsTo('/cart/remove')).toHaveLength(1));
  });

  it('disables plus at the cap of 100 minus sale_multiplicity', () => {
    const cart = testDeliveryCart();
    const line = cart.products[KEY];
    if (line) line.count = 99;
    const server = cartServer(cart);
    render(<CartLines products={cart.products} busy={false} money={money} onForget={() => {}} />, {
      wrapper: server.wrapper,
    });
    expect(screen.getByTestId(testIds.cart.itemPlus(KEY)).getAttribute('aria-disabled')).toBe('true');
  });

  it('waits while the cart is processing', () => {
    const server = cartServer();
    render(<CartLines products={testDeliveryCart().products} busy money={money} onForget={() => {}} />, {
      wrapper: server.wrapper,
    });
    expect(screen.getByTestId(testIds.cart.itemPlus(KEY)).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId(testIds.cart.itemMinus(KEY)).getAttribute('aria-disabled')).toBe('true');
  });
});
