import { modalStore, sessionStore } from '@storefront/shared/stores';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../pages/testing/render-page';
import { ProfileEntry } from './profile-entry';

afterEach(() => {
  cleanup();
  sessionStore.getState().setUser(null);
  modalStore.getState().close();
});

async function entry(brand: string, authEnabled: boolean) {
  await renderPage(<ProfileEntry brand={brand} cityAlias="moscow" authEnabled={authEnabled} />, {
    path: '/moscow',
    brand,
  });
}

describe("the lavash brand's profile side menu (spec §2)", () => {
  it('opens a side menu of personal data, orders, addresses and sign-out for a signed-in customer', async () => {
    sessionStore.getState().setUser({ id: 7, phone: '79990001122', name: 'Анна' });
    await entry('lavash', true);
    // The side menu's code is a chunk of its own: a link to the profile stands in until it is there.
    fireEvent.click(await screen.findByRole('button', { name: 'Профиль' }));
    const menu = within(screen.getByRole('dialog', { name: 'Профиль' }));
    expect(menu.getByRole('link', { name: 'Личные данные' }).getAttribute('href')).toBe(
      '/moscow/profile?tab=profile',
    );
    expect(menu.getByRole('link', { name: 'Мои заказы' }).getAttribute('href')).toBe(
      '/moscow/profile?tab=orders',
    );
    expect(menu.getByRole('link', { name: 'Мои адреса' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'Выйти' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers sign-in to a guest of a brand with sign-in on, and the order lookup where it is off', async () => {
    await entry('lavash', true);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    cleanup();
    await entry('lavash', false);
    expect(screen.getByRole('button', { name: 'Заказ' })).toBeTruthy();
  });

  it('keeps the plain profile entry for the other brands', async () => {
    sessionStore.getState().setUser({ id: 7, phone: '79990001122', name: 'Анна' });
    await entry('pizza', true);
    fireEvent.click(await screen.findByRole('button', { name: 'Профиль' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
