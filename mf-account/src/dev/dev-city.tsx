// Dev harness only: the shared DevCity with what the shell does for the account — the session check
// on start (shell/src/account) — and a modal host for the modals the account opens by name.
import { userApi } from '@storefront/shared/api';
import { DevModalHost, DevCity as SharedDevCity } from '@storefront/shared/dev';
import { sessionStore } from '@storefront/shared/stores';
import type { ReactNode } from 'react';
import ConfirmDeleteAddressModal from '../exposes/confirm-delete-address-modal';
import UserLoginModal from '../exposes/user-login-modal';
import { toSessionUser } from '../session/session-user';
import { DevTools } from './dev-tools';

const OWN = { UserLoginModal, ConfirmDeleteAddressModal };

function checkSession(): void {
  void userApi.checkSession({ silent: true }).then(
    (session) => sessionStore.getState().setUser(session.authorized ? toSessionUser(session.user) : null),
    () => undefined,
  );
}

export function DevCity({ children }: { children: ReactNode }) {
  return (
    <SharedDevCity onStart={checkSession} before={() => <DevTools />} after={<DevModalHost own={OWN} />}>
      {children}
    </SharedDevCity>
  );
}
