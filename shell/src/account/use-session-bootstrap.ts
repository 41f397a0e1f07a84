import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startSession } from './session-bootstrap';

/** Mounted once by the shell's App: the session check on start and what follows sign-in/out. */
export function useSessionBootstrap(client: QueryClient): void {
  useEffect(() => startSession({ client }), [client]);
}
