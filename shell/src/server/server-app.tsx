// The shell's App as the server renders it: the same providers and routes as app/app.tsx, with a
// static router at the requested URL, the request's i18n instance and the remotes loaded for it.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../app/runtime-config';
import { RuntimeConfigContext } from '../app/runtime-config-context';
import { type ServerRemotes, ServerRemotesContext } from '../app/server-remotes';
import { routes } from '../routes/router';

const handler = createStaticHandler(routes);

export interface ServerAppProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  i18n: i18n;
  remotes: ServerRemotes;
  router: ReturnType<typeof createStaticRouter>;
  context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;
}

/** Matches the URL against the shell's routes (no loaders: it never waits). */
export async function routeContext(url: string) {
  const context = await handler.query(new Request(new URL(url, 'http://server')));
  if (context instanceof Response) throw new Error('the shell routes have no loaders that answer');
  return { context, router: createStaticRouter(handler.dataRoutes, context) };
}

export function ServerApp({ config, queryClient, i18n, remotes, router, context }: ServerAppProps) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ServerRemotesContext.Provider value={remotes}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerRemotesContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
