// The journeys' own `test`.
// - Every browser context runs on the suite's clock (clock.ts): the same offset ahead as the API's,
//   time flowing naturally, so the shops are open whenever the suite runs. A journey may still
//   fastForward it (polling intervals), or move its whole clock (`clockShiftMs`, the night journeys).
// - Marketing banners are snoozed (the cookie the banner's close button sets), so a banner popping up
//   after its delay does not cover what a journey is about. The banner journeys use `clockedTest`.
// - `needs(...)` skips a journey (or a describe block) the target cannot serve, with the reason
//   (target.ts); page objects call it where they use a capability (reading a sign-in code, a POS push).
// - A hydration error React reports in any page of the journey's browser fails the journey
//   (`hydrationGate`): the server's HTML and the browser's first render must be the same page.
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { READY_ATTRIBUTE } from '@storefront/shared/qa';
import { suiteNow } from './clock';
import { type Capability, missingReason, targetCapabilities } from './target';

/**
 * Declares what a journey needs from the target. Inside a test it skips that test; in a describe
 * body, every test of the block. The reason names the missing capabilities and what they are.
 */
export function needs(...capabilities: Capability[]): void {
  const reason = missingReason(capabilities, targetCapabilities());
  base.skip(reason !== null, reason ?? '');
}

/** The API's test-only clock cookie (api/src/http/test-clock.ts, on with TEST_CLOCK_COOKIE). */
export const TEST_CLOCK_COOKIE = 'test_clock_offset_ms';

/**
 * What React reports when hydrating goes wrong (the browser's first render differs from the server's
 * HTML, a boundary the server failed, an update before a boundary hydrated, a root rendered again in
 * the browser): the production build's minified error numbers and the development build's own words
 * (the shell logs recoverable ones as "[shell] hydration …", bootstrap.tsx).
 */
const HYDRATION_ERROR =
  /Minified React error #(?:418|419|421|422|423|425)\b|react\.dev\/errors\/(?:418|419|421|422|423|425)\b|Hydration failed|did not match|hydrat/i;

/** The text of a console error or page error when it is a hydration error, else null. */
export function hydrationError(text: string): string | null {
  return HYDRATION_ERROR.test(text) ? text.slice(0, 500) : null;
}

/**
 * Collects, from now on, the hydration errors of every page of a browser context (popups too):
 * console errors and uncaught errors, each with its page's URL.
 */
export function watchHydration(context: BrowserContext): string[] {
  const met: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const error = hydrationError(message.text());
    if (error) met.push(`${message.page()?.url() ?? '?'}: ${error}`);
  });
  context.on('weberror', (webError) => {
    const thrown = webError.error();
    const error = hydrationError(`${thrown.message}\n${thrown.stack ?? ''}`);
    if (error) met.push(`${webError.page()?.url() ?? '?'}: ${error}`);
  });
  return met;
}

export const clockedTest = base.extend<{
  suiteClock: undefined;
  clockShiftMs: number;
  allowHydrationErrors: boolean;
  hydrationGate: undefined;
}>({
  // Only for a journey that provokes a hydration error on purpose (`test.use({ allowHydrationErrors:
  // true })`, with a comment saying why): a journey that takes a remote down, whose server-rendered
  // block then falls back in the browser (React's recoverable #422).
  allowHydrationErrors: [false, { option: true }],
  // A React hydration error in any page of the journey's browser context fails the journey after it
  // ran, listed with the page's URL.
  hydrationGate: [
    async ({ context, allowHydrationErrors }, use) => {
      const met = watchHydration(context);
      await use(undefined);
      if (!allowHydrationErrors && met.length > 0) {
        throw new Error(`React reported ${met.length} hydration error(s):\n${met.join('\n')}`);
      }
    },
    { auto: true },
  ],
  // A journey's own move from the suite's clock (`test.use({ clockShiftMs: nightShiftMs() })`): its
  // browser's clock and, by the cookie, the API's for its requests. 0 for every other journey.
  clockShiftMs: [0, { option: true }],
  // Pages arrive server-rendered: a button is visible before the browser has hydrated it, and a click
  // then does nothing. Every navigation to a page waits until the shell says it answers input
  // (`<html data-ready>`, shell/src/app/ready-marker.tsx): hydrated, route and remotes shown.
  // A reload is a navigation too: it waits the same way.
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilReady = async (
      response: Awaited<ReturnType<typeof page.goto>>,
      waitUntil: string | undefined,
    ) => {
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      // `waitUntil: 'commit'` asks for the page as it arrives (a journey timing what happens on load).
      if (javaScriptEnabled && html && waitUntil !== 'commit') {
        await page
          .locator(`html[${READY_ATTRIBUTE}]`)
          .waitFor({ state: 'attached', timeout: 15_000 })
          .catch(() => {});
      }
      return response;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => untilReady(await goto(url, options), options?.waitUntil);
    const reload = page.reload.bind(page);
    page.reload = async (options) => untilReady(await reload(options), options?.waitUntil);
    await use(page);
  },
  suiteClock: [
    async ({ context, baseURL, clockShiftMs }, use) => {
      if (clockShiftMs !== 0)
        await context.addCookies([
          { name: TEST_CLOCK_COOKIE, value: String(clockShiftMs), url: baseURL ?? '' },
        ]);
      await context.clock.install({ time: suiteNow() + clockShiftMs });
      await use(undefined);
    },
    { auto: true },
  ],
});

/** The cookie in which mf-menu keeps a marketing banner snoozed until a moment (ms). The suite names
 * it itself, as it does every other cookie it sets: it tests a deployment, not mf-menu's source. */
const bannerSnoozeCookie = (id: number) => `banner_${id}_snooze`;

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
