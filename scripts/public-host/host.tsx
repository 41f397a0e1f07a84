// A plain page that hosts the storefront's remotes with nothing but Module Federation's public runtime
// API (createInstance, loadShare, loadRemote): no storefront build tooling, no shell. The entry gives
// it the runtime's createInstance: the remotes' own MF version (current.ts) or the previous minor
// (previous-minor.ts), so a host one minor apart from the remotes is tried too. It provides React,
// React DOM, React Router and TanStack Query as shared singletons (what any React host provides), reads
// each remote's manifest, loads every module the manifest exposes and renders it in its own block.
// scripts/tasks/public-host.mjs builds this file with esbuild, serves it and reads the outcome from
// `window.__publicHost` in Chromium.

import * as ReactQuery from '@tanstack/react-query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { Component, type ComponentType, type ReactNode } from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import { MemoryRouter } from 'react-router-dom';

/** Defined by the build: package versions of what this host provides. */
declare const HOST_VERSIONS: Record<
  'react' | 'react-dom' | 'react-router-dom' | '@tanstack/react-query',
  string
>;

interface HostedRemote {
  /** Container name, e.g. `mf_menu`. */
  name: string;
  /** URL of its mf-manifest.json. */
  manifest: string;
}

interface Outcome {
  module: string;
  /** `rendered`: mounted and still mounted without an error; `failed`: did not load or threw. */
  status: 'rendered' | 'failed';
  error?: string;
  /** Characters of HTML the module rendered. */
  html: number;
}

declare global {
  interface Window {
    __publicHost?: { done: boolean; outcomes: Outcome[] };
  }
}

const params = new URLSearchParams(location.search);
const remotes = JSON.parse(params.get('remotes') ?? '[]') as HostedRemote[];
/** Props every exposed module is given: the route's parameters and no-op callbacks. */
const props = JSON.parse(params.get('props') ?? '{}') as Record<string, unknown>;

const singleton = (version: string, lib: unknown) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

/** What the host uses of a runtime instance (the same public methods on both runtimes' versions). */
interface Federation {
  loadRemote<T>(id: string): Promise<T | null>;
  loadShare<T>(
    pkgName: string,
    extraOptions?: { customShareInfo?: { shareConfig?: { singleton?: boolean; requiredVersion: false } } },
  ): Promise<false | (() => T | undefined)>;
}
let federation: Federation;

const options = {
  name: 'public_host',
  remotes: remotes.map((remote) => ({ name: remote.name, entry: remote.manifest })),
  shared: {
    react: singleton(HOST_VERSIONS.react, React),
    'react-dom': singleton(HOST_VERSIONS['react-dom'], ReactDOM),
    'react-router-dom': singleton(HOST_VERSIONS['react-router-dom'], ReactRouterDom),
    '@tanstack/react-query': singleton(HOST_VERSIONS['@tanstack/react-query'], ReactQuery),
  },
};

class Boundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p data-failed="">failed</p> : this.props.children;
  }
}

/** How long a mounted module is watched for an error before it counts as rendered. */
const RENDER_WAIT_MS = 3000;

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const outcomes: Outcome[] = [];
window.__publicHost = { done: false, outcomes };

/** The exposed modules a remote's manifest lists (`./HomePage` → `HomePage`). */
async function exposedModules(remote: HostedRemote): Promise<string[]> {
  const manifest = (await (await fetch(remote.manifest)).json()) as { exposes: { name: string }[] };
  return manifest.exposes.map((expose) => expose.name.replace(/^\.\//, ''));
}

/** Loads an exposed module; a failure is its outcome. */
async function load(id: string): Promise<ComponentType<Record<string, unknown>> | Outcome> {
  try {
    const loaded = await federation.loadRemote<{ default: ComponentType<Record<string, unknown>> }>(id);
    const Exposed = loaded?.default;
    if (typeof Exposed === 'function' || (typeof Exposed === 'object' && Exposed !== null)) return Exposed;
    return { module: id, status: 'failed', error: 'no default export', html: 0 };
  } catch (error) {
    return { module: id, status: 'failed', error: String((error as Error)?.stack ?? error), html: 0 };
  }
}

/** Renders a loaded module in a block of its own and reports whether it stayed up. */
async function render(id: string, Exposed: ComponentType<Record<string, unknown>>): Promise<Outcome> {
  const block = document.createElement('section');
  block.dataset.module = id;
  document.body.append(block);
  let thrown: unknown;
  createRoot(block).render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[String(props.path ?? '/')]}>
        <Boundary onError={(error) => (thrown = error)}>
          <React.Suspense fallback={<p>loading</p>}>
            <Exposed {...props} />
          </React.Suspense>
        </Boundary>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Effects and first data: a module that throws on them does so within this time (every module is
  // mounted at once, each in its own root, so they share it).
  await new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS));
  return thrown === undefined
    ? { module: id, status: 'rendered', html: block.innerHTML.length }
    : { module: id, status: 'failed', error: String((thrown as Error)?.stack ?? thrown), html: 0 };
}

/** A module of the remotes' own shared @storefront/shared, once a remote has registered it. */
async function storefrontShared<T>(name: string): Promise<T | null> {
  const factory = await federation.loadShare<T>(name, {
    customShareInfo: { shareConfig: { singleton: true, requiredVersion: false } },
  });
  return factory ? (factory() ?? null) : null;
}

async function main() {
  const loaded: [string, ComponentType<Record<string, unknown>>][] = [];
  for (const remote of remotes) {
    for (const exposed of await exposedModules(remote)) {
      const id = `${remote.name}/${exposed}`;
      const module = await load(id);
      if ('status' in module) outcomes.push(module);
      else loaded.push([id, module]);
    }
  }
  // What the storefront's remotes expect of their host besides the libraries (docs/module-federation.md): the API
  // client and the interface strings configured, through the remotes' own shared copy.
  const api = await storefrontShared<{ configureApi(config: { baseUrl: string; brand: string }): void }>(
    '@storefront/shared/api',
  );
  api?.configureApi({ baseUrl: '/api', brand: String(props.brand ?? 'pizza') });
  const i18n = await storefrontShared<{ initI18n(options: { lng: string }): Promise<unknown> }>(
    '@storefront/shared/i18n',
  );
  await i18n?.initI18n({ lng: 'ru' });
  // All at once: a module's outcome is its own block's, and the wait is on the clock, not the CPU.
  outcomes.push(...(await Promise.all(loaded.map(([id, Exposed]) => render(id, Exposed)))));
  window.__publicHost = { done: true, outcomes };
}

/** Starts the host on the runtime whose createInstance it is given. */
export function start(createInstance: (config: typeof options) => Federation, runtimeVersion: string): void {
  document.documentElement.dataset.runtime = runtimeVersion;
  federation = createInstance(options);
  main().catch((error) => {
    outcomes.push({ module: '(host)', status: 'failed', error: String(error?.stack ?? error), html: 0 });
    window.__publicHost = { done: true, outcomes };
  });
}
