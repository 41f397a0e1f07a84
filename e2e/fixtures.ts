// The journeys' own `test`: marketing banners are snoozed (the cookie the banner's close button sets),
// so a banner popping up after its delay does not cover what a journey is about. The banner journey
// itself uses @playwright/test directly.
import { test as base, expect } from '@playwright/test';
import { bannerSnoozeCookie } from '@storefront/shared/domain';

export const test = base.extend<{ quietBanners: undefined }>({
  quietBanners: [
    async ({ context, baseURL }, use) => {
      const until = String(Date.now() + 86_400_000);
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
