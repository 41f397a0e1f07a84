// The remotes a server-rendered page shows are loaded before it is hydrated (bootstrap.tsx), and a slot
// renders a loaded one without suspending (remote-slot.tsx), so its HTML is hydrated in place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const {
  loadedRemoteComponent,
  loadRemoteComponent,
  preloadRemoteComponents,
  registerRuntimeRemotes,
  resetRemote,
} = await import('./remotes');

const HomePage = () => null;
const SideCart = () => null;

/** A remote's mf-manifest.json as the build writes it (publicPath `auto`: files beside it). */
const manifestOf = (globalName: string) => ({
  metaData: {
    globalName,
    publicPath: 'auto',
    remoteEntry: { name: `static/js/${globalName}.1234.js`, path: '', type: 'global' },
  },
  exposes: [
    {
      name: 'HomePage',
      assets: { js: { sync: ['static/js/async/home.js'] }, css: { sync: ['static/css/async/home.css'] } },
    },
    { name: 'SideCart', assets: { js: { sync: ['static/js/async/side.js'] }, css: { sync: [] } } },
  ],
});

/** The manifests' server: answers by URL; `fail` answers the next N requests with a network error. */
const manifests = { fail: 0, requests: [] as string[] };
const fetchManifest = vi.fn(async (url: RequestInfo | URL) => {
  manifests.requests.push(String(url));
  if (manifests.fail > 0) {
    manifests.fail -= 1;
    throw new TypeError('Failed to fetch');
  }
  const name = String(url).includes('menu') ? 'mf_menu' : 'mf_cart';
  return new Response(JSON.stringify(manifestOf(name)), { headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchManifest);
  manifests.fail = 0;
  manifests.requests = [];
  registerRuntimeRemotes({
    'mf-menu': 'http://menu.example/mf-manifest.json',
    'mf-cart': 'http://cart.example/mf-manifest.json',
  });
});
afterEach(() => {
  resetRemote('mf-menu');
  resetRemote('mf-cart');
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('loadRemoteComponent', () => {
  it("registers the entry the remote's manifest names and preloads the module's files beside it", async () => {
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    await loadRemoteComponent('mf-menu', 'HomePage');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'mf_menu',
          entry: 'http://menu.example/static/js/mf_menu.1234.js',
          entryGlobalName: 'mf_menu',
          type: 'global',
        },
      ],
      { force: false },
    );
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
    );
    expect(preloads).toEqual([
      'script http://menu.example/static/js/async/home.js',
      'style http://menu.example/static/css/async/home.css',
    ]);
    // Read once per remote.
    await loadRemoteComponent('mf-menu', 'HomePage');
    expect(manifests.requests).toEqual(['http://menu.example/mf-manifest.json']);
  });

  it('tries a manifest again after a network failure before the remote counts as down', async () => {
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    manifests.fail = 2;
    const loading = loadRemoteComponent('mf-menu', 'HomePage');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loading).resolves.toEqual({ default: HomePage });
    expect(manifests.requests).toHaveLength(3);
  });

  it('a manifest that cannot be read makes the remote unavailable; a retry reads and registers it anew', async () => {
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    manifests.fail = 3;
    const failing = expect(loadRemoteComponent('mf-menu', 'HomePage')).rejects.toThrow(/could not be loaded/);
    await vi.advanceTimersByTimeAsync(1000);
    await failing;
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    resetRemote('mf-menu');
    await loadRemoteComponent('mf-menu', 'HomePage');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    // Registered before → replaced, dropping whatever failure the runtime kept.
    resetRemote('mf-menu');
    await loadRemoteComponent('mf-menu', 'HomePage');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('refuses a remote the runtime config does not name', async () => {
    registerRuntimeRemotes({});
    await expect(loadRemoteComponent('mf-menu', 'HomePage')).rejects.toThrow(/not in the runtime config/);
    expect(manifests.requests).toEqual([]);
  });
});

describe('preloadRemoteComponents', () => {
  it('loads every listed module; a slot then finds it loaded', async () => {
    runtime.loadRemote.mockImplementation(async (id) => ({
      default: id === 'mf_menu/HomePage' ? HomePage : SideCart,
    }));
    await preloadRemoteComponents(
      [
        ['mf-menu', 'HomePage'],
        ['mf-cart', 'SideCart'],
      ],
      5000,
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_menu/HomePage');
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBe(HomePage);
    expect(loadedRemoteComponent('mf-cart', 'SideCart')).toBe(SideCart);
  });

  it('waits no longer than its limit for a late remote, which its slot then loads itself', async () => {
    let arrive: (module: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    let done = false;
    const waiting = preloadRemoteComponents([['mf-menu', 'HomePage']], 5000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBeUndefined();
    arrive({ default: HomePage });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBe(HomePage);
  });

  it('never fails: a remote that cannot be loaded is left to its slot (its fallback block)', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    await expect(preloadRemoteComponents([['mf-menu', 'HomePage']], 5000)).resolves.toBeUndefined();
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBeUndefined();
  });

  it('a retry (resetRemote) forgets what was loaded, so the slot loads it again', async () => {
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    await preloadRemoteComponents([['mf-menu', 'HomePage']], 5000);
    resetRemote('mf-menu');
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBeUndefined();
  });
});
