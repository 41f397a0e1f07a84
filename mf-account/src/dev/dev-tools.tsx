// Dev harness only: one-click helpers so the account can be worked on without the shell — open the
// sign-in modal, read the sandbox code the API "sent" (GET /api/dev/last-code), sign out.
import { apiRequest, userApi } from '@storefront/shared/api';
import { devLastCodeResponseSchema, USER_PATHS } from '@storefront/shared/contract';
import { sessionStore, useModalStore, useSessionStore } from '@storefront/shared/stores';
import { useState } from 'react';

export function DevTools() {
  const open = useModalStore((state) => state.open);
  const user = useSessionStore((state) => state.user);
  const [phone, setPhone] = useState('79161234567');
  const [code, setCode] = useState<string | null>(null);

  const readCode = async () => {
    try {
      const answer = await apiRequest(devLastCodeResponseSchema, USER_PATHS.devLastCode, {
        query: { phone },
        silent: true,
      });
      setCode(answer.code);
    } catch {
      setCode('none');
    }
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 16px', fontSize: 14 }}>
      <span>{user ? `Signed in: ${user.phone}` : 'Guest'}</span>
      <button type="button" onClick={() => open('UserLoginModal')}>
        Sign in
      </button>
      <button type="button" onClick={() => open('UserLoginModal', { intent: 'order' })}>
        Sign in to order
      </button>
      <input aria-label="Phone digits" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <button type="button" onClick={() => void readCode()}>
        Last code
      </button>
      {code && <output>{code}</output>}
      {user && (
        <button
          type="button"
          onClick={() => void userApi.logout().then(() => sessionStore.getState().signOut())}
        >
          Sign out
        </button>
      )}
    </div>
  );
}
