// Standalone dev harness for a remote (`pnpm --filter mf-cart dev`): the providers the shell would
// give (QueryClient, router, i18n, API client on /api), links to the remote's pages and buttons for its
// modals, so a team can work on its remote without the shell. Never part of a production page.
import '@storefront/shared/ui/tokens.css';
import { configureApi } from '@storefront/shared/api';
import { initI18n } from '@storefront/shared/i18n';
import { createQueryClient } from '@storefront/shared/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, type RouteObject, useRoutes } from 'react-router-dom';

export interface DevHarnessOptions {
  /** Remote id, shown in the harness bar. */
  remote: string;
  /** The remote's pages, under the harness layout. */
  pages: { label: string; to: string; route: RouteObject }[];
  /** The remote's modals, opened from the harness bar. */
  modals?: Record<string, ComponentType<{ onClose(): void }>>;
  brand?: string;
}

export async function mountDevHarness({ remote, pages, modals = {}, brand = 'pizza' }: DevHarnessOptions) {
  configureApi({ baseUrl: '/api', brand });
  document.documentElement.dataset.brand = brand;
  await initI18n({ lng: new URLSearchParams(window.location.search).get('lng') });
  const queryClient = createQueryClient();

  const routes: RouteObject[] = [
    {
      element: <HarnessLayout remote={remote} pages={pages} modals={modals} />,
      children: pages.map((page) => page.route),
    },
  ];
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <HarnessRoutes routes={routes} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function HarnessLayout({
  remote,
  pages,
  modals,
}: Required<Pick<DevHarnessOptions, 'remote' | 'pages' | 'modals'>>) {
  const [open, setOpen] = useState<string | null>(null);
  const Modal = open ? modals[open] : undefined;
  return (
    <>
      <nav style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 12, background: '#f5f5f4' }}>
        <strong>{remote} · dev harness</strong>
        {pages.map((page) => (
          <Link key={page.to} to={page.to}>
            {page.label}
          </Link>
        ))}
        {Object.keys(modals).map((name) => (
          <button key={name} type="button" onClick={() => setOpen(name)}>
            {name}
          </button>
        ))}
      </nav>
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }}>
        <Outlet />
      </main>
      {Modal && (
        <dialog open aria-label={open ?? ''} style={{ maxWidth: 640, borderRadius: 24 }}>
          <Modal onClose={() => setOpen(null)} />
        </dialog>
      )}
    </>
  );
}
