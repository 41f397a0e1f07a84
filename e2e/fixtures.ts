// The journeys' own `test`.
// - Every browser context runs on the suite's clock (clock.ts): the same offset ahead as the API's,
//   time flowing naturally, so the shops are open whenever the suite runs. A journey may still
//   fastForward it (polling intervals).
// - Marketing banners are snoozed (the cookie the banner's close button sets), so a banner popping up
//   after its delay does not cover what a journey is about. The banner journeys use `clockedTest`.
import { test as base, expect } from '@playwright/test';
import { bannerSnoozeCookie } from '@storefront/shared/domain';
import { suiteNow } from './clock';

export const clockedTest = base.extend<{ suiteClock: undefined }>({
  suiteClock: [
    async ({ context }, use) => {
      await context.clock.install({ time: suiteNow() });
      await use(undefined);
    },
    { auto: true },
  ],
});

export const test = clockedTest.extend<{ quietBanners: undefined }>({
  quietBanners: [
    async ({ context, baseURL }, use) => {
      const until = String(suiteNow() + 86_400_000);
      await context.addCookies(
        Array.from({ length: 30 }, (_, index) => ({
          name: bannerSnoozeCookie(index + 1),
          value: until,
          url: baseURL ?? '',
        })),
      );
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
