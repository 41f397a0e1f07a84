// Shell start-up: read the runtime config, register the remotes with the MF runtime, configure the
// API client and i18n, then render. A failure here shows a readable page, never a blank one.
import './app/fonts.css';
import '@storefront/shared/ui/tokens.css';
import './app/global.css';
// The shell's strings, registered before i18next starts.
import './i18n';
import { configureApi } from '@storefront/shared/api';
import { initI18n } from '@storefront/shared/i18n';
import { createQueryClient, followCartInOtherTabs } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { setRenderedAt, setRenderedLayout } from '@storefront/shared/ui';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { createEarlyFetch } from './app/early-data';
import { earlyCartsInto, releaseEarlyTaps } from './app/early-taps';
import { installErrorReporting } from './app/error-reporting';
import { preloadRemoteComponents, registerRuntimeRemotes } from './app/federation/remotes';
import { hydratePage } from './app/hydrate-page';
import { startObserving } from './app/observe';
import { setOnDemandBlocks } from './app/on-demand';
import { registerOutlets } from './app/outlets';
import { markStartupSettled } from './app/ready-marker';
import { fetchRuntimeConfig } from './app/runtime-config';
import { setSiteHost } from './app/site-host';
import { CLIENT_ONLY_DIGEST, readSsrState } from './app/ssr-state';
import { StartupError } from './app/startup-error';
import { currentStateAsServerSnapshot } from './app/store-snapshots';
import { profileOpensSideMenu } from './domain/brand-rules';
import { languageFromCookie } from './i18n/language-cookie';
import { preloadProfileMenu, preloadProfileSideMenu } from './layout/profile-entry';
import { preloadRoutePage } from './routes/router';

/** How long hydration waits for the remotes' code; a late remote hydrates on its own afterwards. */
const REMOTE_PRELOAD_LIMIT_MS = 5000;

/** Starts the storefront in the page (index.ts calls it once the shell's code is evaluated). */
export async function start() {
  installErrorReporting();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A server-rendered page (shell/server/) is hydrated with the state it was rendered from.
  const ssr = readSsrState();
  let root: Root | null = ssr ? null : createRoot(container);
  try {
    // A server-rendered page's own code (about, delivery, shops, …; with its text for a content page)
    // is loaded before hydrating: the page is hydrated in place, not through its skeleton, which an
    // early update would otherwise show for a moment (a layout shift).
    const pageCode = ssr
      ? preloadRoutePage(window.location.pathname, ssr.mobile)?.catch(() => undefined)
      : undefined;
    // A signed-in customer's desktop header shows the profile menu the server rendered: its code too.
    const headerCode = ssr?.user && !ssr.mobile ? preloadProfileMenu().catch(() => undefined) : undefined;
    const [config, i18n] = await Promise.all([
      fetchRuntimeConfig(),
      initI18n({ lng: languageFromCookie() }),
      pageCode,
      headerCode,
    ]);
    startObserving(config);
    registerRuntimeRemotes(config.remotes);
    registerOutlets();
    // A signed-in customer of the brand whose profile opens a side menu: the server rendered it, so its
    // code comes before hydration too (the brand is known only from the runtime config).
    const sideMenuCode =
      ssr?.user && profileOpensSideMenu(config.brand, { customers: { is_auth_enabled: true } })
        ? preloadProfileSideMenu().catch(() => undefined)
        : undefined;
    // The remotes' blocks the server rendered are hydrated in place, so their code comes first (its
    // scripts are preloaded by the page's head). A block still loading while the page above it
    // updates would be thrown away and rendered again in the browser.
    if (ssr?.remotes) await preloadRemoteComponents(ssr.remotes, REMOTE_PRELOAD_LIMIT_MS);
    await sideMenuCode;
    // Answers of calls the page's HTML started early are taken once (app/early-data.ts).
    configureApi({
      baseUrl: config.apiBase,
      brand: config.brand,
      language: () => i18n.language,
      fetch: createEarlyFetch(window.__STOREFRONT_EARLY__),
      // Development parses every answer with the contract's schemas; the production page does not
      // download them for that (the API serialises through them): it checks only the answer's shape.
      contractCheck: import.meta.env.PROD ? 'shape' : 'strict',
    });
    document.documentElement.dataset.brand = config.brand;
    const queryClient = createQueryClient();
    // An order placed in another tab empties this tab's cart too.
    followCartInOtherTabs(queryClient);
    // The carts early adds were answered with (app/early-taps.ts): into the cart query once the page
    // has hydrated.
    const earlyCarts = earlyCartsInto(queryClient);
    if (ssr) {
      hydrateQueries(queryClient, ssr.queries);
      locationStore.setState(ssr.location);
      // The customer the page was rendered for; the session check that follows confirms it.
      sessionStore.setState({ user: ssr.user ?? null });
      setSiteHost(ssr.site ?? null);
      setRenderedLayout(ssr.mobile);
      setRenderedAt(ssr.renderedAt ?? null);
      setOnDemandBlocks(ssr);
      currentStateAsServerSnapshot();
      hydratePage(container, <App config={config} queryClient={queryClient} />, {
        onRecoverableError(error) {
          // A block the server left to the browser on purpose is no error (server-remotes.ts).
          if ((error as { digest?: string } | null)?.digest === CLIENT_ONLY_DIGEST) return;
          console.error('[shell] hydration', error);
        },
      });
    } else {
      root?.render(<App config={config} queryClient={queryClient} />);
    }
    // React listens now: a tap held before it did is made, and hydrates its part at once.
    releaseEarlyTaps(earlyCarts);
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root ??= createRoot(container);
    root.render(<StartupError />);
    releaseEarlyTaps();
    markStartupSettled();
  }
}
