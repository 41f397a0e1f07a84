// Page object of the shell: its own controls and each remote's boundary, by QA-contract test ids.
import type { Locator, Page, Route } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { targetUrl } from '../target';

export type RemoteId = 'mf-menu' | 'mf-cart' | 'mf-checkout' | 'mf-account' | 'mf-tracking';

export class ShellPage {
  constructor(readonly page: Page) {}

  boundary(remote: RemoteId): Locator {
    return this.page.locator(`[data-boundary="${remote}"]`);
  }

  remoteFallback(remote: RemoteId): Locator {
    return this.page.getByTestId(testIds.shell.remoteFallback(remote));
  }

  remoteRetry(remote: RemoteId): Locator {
    return this.page.getByTestId(testIds.shell.remoteRetry(remote));
  }

  get headerCity(): Locator {
    return this.page.getByTestId(testIds.shell.headerCity);
  }

  get cityModal(): Locator {
    return this.page.getByTestId(testIds.shell.cityModal);
  }

  get citySearch(): Locator {
    return this.page.getByTestId(testIds.shell.citySearch);
  }

  cityOption(alias: string): Locator {
    return this.page.getByTestId(testIds.shell.cityOption(alias));
  }

  get cartOpen(): Locator {
    return this.page.getByTestId(testIds.shell.cartOpen);
  }

  get loginOpen(): Locator {
    return this.page.getByTestId(testIds.shell.loginOpen);
  }

  /**
   * Fail the request for one remote's manifest, as if its deployment were down. The manifest's address
   * is the one the target's runtime config names, so this works against any deployment.
   */
  async breakRemote(remote: RemoteId): Promise<void> {
    const config = (await (await this.page.request.get('/config.json')).json()) as {
      remotes: Record<string, string>;
    };
    const manifest = config.remotes[remote];
    if (!manifest) throw new Error(`/config.json names no ${remote}`);
    const target = new URL(manifest, this.page.url() === 'about:blank' ? targetUrl() : this.page.url());
    await this.page.route(
      (url) => url.origin === target.origin && url.pathname === target.pathname,
      (route) => route.abort('connectionrefused'),
    );
  }

  /**
   * Refuse every request to the origin a remote is served from (manifest, entry, chunks, styles), as
   * when its whole deployment is down. The returned function lets the requests through again.
   */
  async blockRemoteOrigin(remote: RemoteId): Promise<() => Promise<void>> {
    const config = (await (await this.page.request.get('/config.json')).json()) as {
      remotes: Record<string, string>;
    };
    const manifest = config.remotes[remote];
    if (!manifest) throw new Error(`/config.json names no ${remote}`);
    const target = new URL(manifest, this.page.url() === 'about:blank' ? targetUrl() : this.page.url());
    // A remote served under the shell's own origin is told apart by its folder.
    const folder = target.pathname.replace(/[^/]*$/, '');
    const blocked = (url: URL) =>
      url.origin === target.origin && (folder === '/' || url.pathname.startsWith(folder));
    const abort = (route: Route) => route.abort('connectionrefused');
    await this.page.route(blocked, abort);
    return () => this.page.unroute(blocked, abort);
  }
}
