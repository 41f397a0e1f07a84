import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { useSessionBootstrap } from '../account/use-session-bootstrap';
import { ShellRoutes } from '../routes/router';
import { ShellRouter } from '../routes/shell-router';
import { reportError } from './error-reporting';
import { useAppMounted } from './ready-marker';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext } from './runtime-config-context';
import { StartupError } from './startup-error';

interface AppProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
}

export function App({ config, queryClient }: AppProps) {
  useSessionBootstrap(queryClient);
  useAppMounted();
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        {/* An error no block caught shows a readable page, never a blank one (the data router's
            default error element did this before the router went declarative). */}
        <ErrorBoundary fallback={<StartupError />} onError={(error) => reportError(error, 'shell:render')}>
          <ShellRouter>
            <ShellRoutes />
          </ShellRouter>
        </ErrorBoundary>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
