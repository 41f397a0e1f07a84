import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { serveApi } from '@storefront/shared/test-utils/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartServer } from '../test/server';
import CartPage from './cart-page';
import ConfirmEmptyCartModal from './confirm-empty-cart-modal';

serveApi();

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConfirmEmptyCartModal', () => {
  it('clears the cart only after a yes, then closes', async () => {
    const server = cartServer();
    const onClose = vi.fn();
    render(<ConfirmEmptyCartModal onClose={onClose} />, { wrapper: server.wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/cart/clear')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(server.callsTo('/cart/clear')).toHaveLength(1);
  });
});

describe('CartPage', () => {
  it('is step 1 by default, with the page heading', async () => {
    const server = cartServer();
    render(<CartPage basePath="/moscow" />, { wrapper: server.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(screen.getByTestId(testIds.cart.orderButton)).toBeTruthy();
  });
});
