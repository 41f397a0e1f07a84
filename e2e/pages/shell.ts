// Page object of the shell: its own controls and each remote's boundary, by QA-contract test ids.
import type { Locator, Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';

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

  /** Fail the request for one remote's manifest, as if its deployment were down. */
  async breakRemote(remote: RemoteId): Promise<void> {
    const port = PORTS[remote];
    await this.page.route(
      (url) => url.port === String(port) && url.pathname === '/mf-manifest.json',
      (route) => route.abort('connectionrefused'),
    );
  }
}

const base = Number(process.env.E2E_PORT_BASE ?? 4000);
const PORTS: Record<RemoteId, number> = {
  'mf-menu': base + 1,
  'mf-cart': base + 2,
  'mf-checkout': base + 3,
  'mf-account': base + 4,
  'mf-tracking': base + 5,
};
