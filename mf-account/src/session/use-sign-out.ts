import { userApi } from '@storefront/shared/api';
import { queryKeys } from '@storefront/shared/query';
import { sessionStore } from '@storefront/shared/stores';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Sign-out and account removal: the API clears the cookie, then the session store forgets the
 * customer (which announces `account:signed-out`) and their cached data goes.
 */
export function useSignOut() {
  const client = useQueryClient();
  const [pending, setPending] = useState<'logout' | 'remove' | null>(null);

  const end = async (kind: 'logout' | 'remove') => {
    setPending(kind);
    try {
      await (kind === 'logout' ? userApi.logout() : userApi.remove());
      sessionStore.getState().signOut();
      client.removeQueries({ queryKey: queryKeys.user.all });
      return true;
    } catch {
      return false;
    } finally {
      setPending(null);
    }
  };

  return { pending, signOut: () => end('logout'), removeAccount: () => end('remove') };
}
