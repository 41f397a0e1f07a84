import { bus } from '@storefront/shared/events';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { modalStore, sessionStore } from '@storefront/shared/stores';
import { setMobile, testDeliveryCart, testLine } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartServer, cartSettings } from '../test/server';
import { CartView } from './cart-view';

serveApi();

beforeAll(() => initI18n({ lng: 'ru' }));
afterEach(() => {
  cleanup();
  modalStore.getState().closeAll();
  sessionStore.getState().setUser(null);
  vi.restoreAllMocks();
});

function renderView(server = cartServer(), onStepChange = vi.fn()) {
  render(<CartView variant="modal" step={1} onStepChange={onStepChange} onClose={() => {}} />, {
    wrapper: server.wrapper,
  });
  return { server, onStepChange };
}

/** Where the router is: the path and query a press led to. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const ready = () => screen.findByTestId(testIds.cart.orderButton);

/** A cart of `subtotal` to the district zone (minimum 1 000 ₽, packages 19 ₽). */
function belowMinimum(subtotal: number) {
  const cart = testDeliveryCart();
  cart.prices = { ...cart.prices, subtotal, total: subtotal + 218, full: subtotal + 218 };
  if (cart.delivery_terms) cart.delivery_terms.remaining_for_minimum = 1000 - subtotal - 19;
  return cart;
}

describe('a visitor known to have no cart (no session)', () => {
  it('sees the empty cart before any answer, not a skeleton; the answer then rules', async () => {
    const server = cartServer();
    render(<CartView variant="side" step={1} onStepChange={() => {}} knownEmpty />, {
      wrapper: server.wrapper,
    });
    // The first render (the server's HTML, and the browser's hydration of it): the empty cart.
    expect(screen.getByTestId(testIds.cart.cart).textContent).toContain('В корзине пока пусто');
    expect(screen.getByRole('heading', { name: 'Корзина' })).toBeTruthy();
    // The server's answer (here a cart with lines) replaces it.
    expect(await screen.findByTestId(testIds.cart.item('113'))).toBeTruthy();
    expect(screen.queryByText('В корзине пока пусто')).toBeNull();
  });

  it('without the hint, waits for the answer behind a skeleton', () => {
    const server = cartServer();
    render(<CartView variant="side" step={1} onStepChange={() => {}} />, { wrapper: server.wrapper });
    expect(screen.queryByTestId(testIds.cart.cart)).toBeNull();
    expect(screen.queryByText('В корзине пока пусто')).toBeNull();
  });
});

describe('cart view, step 1 (spec §2)', () => {
  it('groups the lines as default, related and unavailable', async () => {
    renderView();
    await ready();
    const related = screen.getByRole('region', { name: 'Дополнения' });
    expect(within(related).getByTestId(testIds.cart.item('113'))).toBeTruthy();
    const unavailable = screen.getByRole('region', { name: 'Сейчас недоступны' });
    expect(within(unavailable).getByTestId(testIds.cart.item('40'))).toBeTruthy();
    expect(within(unavailable).queryByTestId(testIds.cart.itemPlus('40'))).toBeNull();
  });

  it('says what ordering does with unavailable products: they are left out (one truth)', async () => {
    renderView();
    await ready();
    expect(
      screen.getByText(/Некоторых товаров сейчас нет: .*Сет Самурай.*\. В заказ они не войдут\./),
    ).toBeTruthy();
    expect(screen.queryByText(/Удалите их/)).toBeNull();
  });

  it('removes an unavailable product in one tap', async () => {
    const { server } = renderView();
    await ready();
    const line = screen.getByTestId(testIds.cart.item('40'));
    fireEvent.click(within(line).getByRole('button', { name: 'Удалить «Сет Самурай»' }));
    await waitFor(() => expect(server.callsTo('/cart/forget')[0]?.body).toMatchObject({ product_key: '40' }));
  });

  it('carries every QA id of the cart row while shown', async () => {
    renderView();
    await ready();
    for (const id of [
      testIds.cart.cart,
      testIds.cart.item('1:2x1'),
      testIds.cart.itemPlus('1:2x1'),
      testIds.cart.itemMinus('1:2x1'),
      testIds.cart.promocodeInput,
      testIds.cart.promocodeApply,
      testIds.cart.gift(3),
      testIds.cart.gift(1),
      testIds.cart.bagToggle,
      testIds.cart.subtotal,
      testIds.cart.delivery,
      testIds.cart.total,
      testIds.cart.clearCart,
      testIds.cart.orderButton,
    ])
      expect(screen.getAllByTestId(id).length, id).toBeGreaterThan(0);
    expect(screen.getByTestId(testIds.cart.total).textContent).toBe('1\u00A0265\u00A0₽');
  });

  it.each([
    [1, '1 товар'],
    [3, '3 товара'],
    [22, '22 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
  ])('counts %i items with the Russian plural form', async (count, text) => {
    renderView(cartServer(testDeliveryCart({ count })));
    await ready();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });

  it('shows top messages as alerts, in the visitor’s language', async () => {
    renderView();
    await ready();
    expect(screen.getByText(/Некоторых товаров сейчас нет: Сет Самурай/)).toBeTruthy();
  });
});

describe('order button and the minimum order (spec §5)', () => {
  it('below the zone minimum: disabled, says the amount remaining, and hides the promocode', async () => {
    renderView(cartServer(belowMinimum(449)));
    const button = await ready();
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toContain('Ещё 532\u00A0₽ до минимальной суммы');
    expect(screen.getByTestId(testIds.cart.minOrderMessage).textContent).toContain('Добавьте ещё 532\u00A0₽');
    expect(screen.queryByTestId(testIds.cart.promocodeInput)).toBeNull();
  });

  it('on mobile, moves the cart to step 2 and tells checkout', async () => {
    setMobile(true);
    const heard = vi.fn();
    const off = bus.on('cart:open', heard);
    const { onStepChange } = renderView();
    fireEvent.click(await ready());
    expect(heard).toHaveBeenCalledWith({ step: 2 });
    expect(onStepChange).toHaveBeenCalledWith(2);
    off();
  });

  it('on desktop, closes the modal and opens the cart page at checkout (step 2) in one press', async () => {
    setMobile(false);
    const onClose = vi.fn();
    const server = cartServer();
    render(
      <>
        <CartView variant="modal" step={1} onStepChange={vi.fn()} onClose={onClose} />
        <Where />
      </>,
      { wrapper: server.wrapper },
    );
    fireEvent.click(await ready());
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/moscow/cart?state=checkout');
  });

  it('asks a guest to sign in with an open-order intent when auth is enabled', async () => {
    renderView(cartServer(testDeliveryCart(), cartSettings({ customers: { is_auth_enabled: true } })));
    const button = await ready();
    expect(button.textContent).toContain('Войти и оформить заказ');
    fireEvent.click(button);
    expect(modalStore.getState().stack.at(-1)).toMatchObject({
      name: 'UserLoginModal',
      props: { intent: 'order' },
    });
  });

  it('orders for a signed-in customer', async () => {
    setMobile(true);
    sessionStore.getState().setUser({ id: 7, phone: '79990000000' });
    const { onStepChange } = renderView(
      cartServer(testDeliveryCart(), cartSettings({ customers: { is_auth_enabled: true } })),
    );
    const button = await ready();
    expect(button.textContent).toContain('Оформить заказ');
    fireEvent.click(button);
    expect(onStepChange).toHaveBeenCalledWith(2);
  });
});

describe('order-type switch (spec §2)', () => {
  it('is hidden for the pizza brand', async () => {
    renderView();
    await ready();
    expect(screen.queryByRole('group', { name: 'Способ получения' })).toBeNull();
  });

  it('shows for another brand in a city with both types; takeaway without a shop asks for one', async () => {
    renderView(
      cartServer(
        testDeliveryCart(),
        cartSettings({ brand: { alias: 'lavash', name: 'Lavash', has_bonus_program: false } }),
      ),
    );
    await ready();
    const types = screen.getByRole('group', { name: 'Способ получения' });
    expect((within(types).getByRole('radio', { name: 'Доставка' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(types).getByRole('radio', { name: 'Самовывоз' }));
    expect(modalStore.getState().stack.at(-1)).toMatchObject({
      name: 'OrderTypesModal',
      props: { type: 'takeaway' },
    });
  });
});

describe('promocode, gifts, bag and clearing (spec §4)', () => {
  it('shows the promocode field error from the server', async () => {
    renderView();
    await ready();
    fireEvent.change(screen.getByTestId(testIds.cart.promocodeInput), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByTestId(testIds.cart.promocodeApply));
    expect((await screen.findByTestId(testIds.cart.promocodeError)).textContent).toBe('Промокод не найден.');
  });

  it('shows an applied promocode with a delete button and the field disabled', async () => {
    const cart = testDeliveryCart({
      promocode: {
        code: 'WELCOME10',
        type: 'percent',
        value: 10,
        minimum_order: 0,
        discount: 104.7,
        description: null,
      },
    });
    cart.prices.discount = 104.7;
    const { server } = renderView(cartServer(cart));
    await ready();
    expect((screen.getByTestId(testIds.cart.promocodeInput) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId(testIds.cart.discount).textContent).toContain('104,70');
    fireEvent.click(screen.getByTestId(testIds.cart.promocodeRemove));
    await waitFor(() => expect(server.callsTo('/cart/gift/forget-promocode')).toHaveLength(1));
  });

  it('adds an available gift; an unavailable one has no control', async () => {
    const { server } = renderView();
    await ready();
    fireEvent.click(within(screen.getByTestId(testIds.cart.gift(3))).getByRole('button'));
    await waitFor(() => expect(server.callsTo('/cart/gift/add')[0]?.body).toMatchObject({ gift_id: 3 }));
    expect(within(screen.getByTestId(testIds.cart.gift(1))).queryByRole('button')).toBeNull();
  });

  it('gives a gift a counter once added when max_count is over 1', async () => {
    const cart = testDeliveryCart();
    const gift = cart.gifts[0];
    if (gift) gift.count = 1;
    renderView(cartServer(cart));
    await ready();
    expect(
      within(screen.getByTestId(testIds.cart.gift(3))).getByRole('group', { name: 'Имбирь и васаби' }),
    ).toBeTruthy();
  });

  it('refuses the bag through the toggle', async () => {
    const { server } = renderView();
    await ready();
    fireEvent.click(screen.getByTestId(testIds.cart.bagToggle));
    await waitFor(() =>
      expect(server.callsTo('/cart/packages/bag')[0]?.body).toMatchObject({ without_bag: true }),
    );
  });

  it('disables the bag toggle when the bag cannot be refused', async () => {
    const cart = testDeliveryCart();
    cart.packages = cart.packages.map((item) => ({ ...item, can_refuse: false }));
    renderView(cartServer(cart));
    await ready();
    expect((screen.getByTestId(testIds.cart.bagToggle) as HTMLInputElement).disabled).toBe(true);
  });

  it('hides the packages block without a packet/paket package', async () => {
    const cart = testDeliveryCart();
    cart.packages = cart.packages.filter((item) => item.alias !== 'packet');
    renderView(cartServer(cart));
    await ready();
    expect(screen.queryByRole('region', { name: 'Упаковка' })).toBeNull();
  });

  it('asks before clearing the cart', async () => {
    renderView();
    await ready();
    fireEvent.click(screen.getByTestId(testIds.cart.clearCart));
    expect(modalStore.getState().stack.at(-1)?.name).toBe('ConfirmEmptyCartModal');
  });

  it('shows the empty cart without an order button', async () => {
    renderView(cartServer(testDeliveryCart({ count: 0, products: {} })));
    expect(await screen.findByText('В корзине пока пусто')).toBeTruthy();
    expect(screen.queryByTestId(testIds.cart.orderButton)).toBeNull();
  });

  it('keeps a stopped line apart and uncounted', async () => {
    const cart = testDeliveryCart();
    cart.products['7'] = testLine({ key: '7', id: 7, name: 'Пепперони', type: 'stop', total: 0 });
    renderView(cartServer(cart));
    await ready();
    const unavailable = screen.getByRole('region', { name: 'Сейчас недоступны' });
    expect(within(unavailable).getByText('Временно закончилось')).toBeTruthy();
  });
});
