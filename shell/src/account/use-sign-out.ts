import { userApi } from '@storefront/shared/api';
import { sessionStore } from '@storefront/shared/stores';
import { useState } from 'react';

/** Sign-out from the header's profile menu: the API clears the cookie, the session store forgets. */
export function useSignOut() {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await userApi.logout();
      sessionStore.getState().signOut();
    } catch {
      // A failed call keeps the session; the API client already showed a 500 in the error modal.
    } finally {
      setPending(false);
    }
  };
  return { pending, signOut };
}
