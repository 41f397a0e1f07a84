import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { testCity } from '@storefront/shared/test-utils';
import { answer, apiServer, serveApi } from '@storefront/shared/test-utils/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../pages/testing/render-page';
import { ProfileLinks } from './profile-links';

const seen = serveApi();

beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza' }));

afterEach(() => {
  cleanup();
  resetApiConfig();
  sessionStore.getState().setUser(null);
  locationStore.setState(locationStore.getInitialState(), true);
});

async function links(props: Partial<Parameters<typeof ProfileLinks>[0]> = {}) {
  const onSignedOut = vi.fn();
  const onFollow = vi.fn();
  await renderPage(
    <ProfileLinks
      cityAlias="moscow"
      profileLabel="profile"
      onFollow={onFollow}
      onSignedOut={onSignedOut}
      {...props}
    />,
    { path: '/moscow' },
  );
  return { onSignedOut, onFollow };
}

describe("the signed-in customer's account links", () => {
  it("lead to the profile's tabs, with addresses where the city delivers", async () => {
    locationStore.getState().setCity(testCity());
    const { onFollow } = await links();
    expect(screen.getByRole('link', { name: 'Профиль' }).getAttribute('href')).toBe(
      '/moscow/profile?tab=profile',
    );
    expect(screen.getByRole('link', { name: 'Мои заказы' }).getAttribute('href')).toBe(
      '/moscow/profile?tab=orders',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Мои адреса' }));
    expect(onFollow).toHaveBeenCalledOnce();
  });

  it('leave addresses out in a city that only has takeaway', async () => {
    locationStore.getState().setCity(testCity({ order_types: { delivery: false, takeaway: true } }));
    await links({ profileLabel: 'personalData' });
    expect(screen.getByRole('link', { name: 'Личные данные' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Мои адреса' })).toBeNull();
  });

  it('sign the customer out through the API, then say so', async () => {
    sessionStore.getState().setUser({ id: 7, phone: '79990001122', name: 'Анна' });
    const { onSignedOut } = await links();
    apiServer.use(answer('delete', '/api/user/logout', { status: 'signed_out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(seen.map((request) => request.call)).toContain('DELETE /api/user/logout');
    expect(sessionStore.getState().user).toBeNull();
  });
});
