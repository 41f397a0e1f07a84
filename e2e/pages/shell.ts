// Page object of the shell: its own controls and each remote's boundary, by QA-contract test ids.
import type { Locator, Page } from '@playwright/test';
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
}
