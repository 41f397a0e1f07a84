// The shell's App as the server renders it: the same providers and routes as app/app.tsx, with a
// static router at the requested URL (the declarative one, as the browser's), the request's
// i18n instance and the remotes loaded for it.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import type { RuntimeConfig } from '../app/runtime-config';
import { RuntimeConfigContext } from '../app/runtime-config-context';
import { type ServerRemotes, ServerRemotesContext } from '../app/server-remotes';
import { ShellRoutes } from '../routes/router';

export interface ServerAppProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  i18n: i18n;
  remotes: ServerRemotes;
  /** The URL the routes render (path, query and hash). */
  location: string;
}

export function ServerApp({ config, queryClient, i18n, remotes, location }: ServerAppProps) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ServerRemotesContext.Provider value={remotes}>
            <StaticRouter location={location}>
              <ShellRoutes />
            </StaticRouter>
          </ServerRemotesContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
