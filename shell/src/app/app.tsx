import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { useSessionBootstrap } from '../account/use-session-bootstrap';
import { createShellRouter } from '../routes/router';
import { useAppMounted } from './ready-marker';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext } from './runtime-config-context';

interface AppProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
}

const router = createShellRouter();

export function App({ config, queryClient }: AppProps) {
  useSessionBootstrap(queryClient);
  useAppMounted();
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
