// axe (WCAG 2 A and AA) over the whole page — header, footer, remotes and any open dialog — on the
// seven pages a customer goes through: home, the product modal, the cart, checkout, sign-in, the
// profile and the tracking of an order the journey placed. Each page is reached as a customer does
// (signed in where the page needs it), at 390 and 1440 px (the two projects). A serious or critical
// violation fails the journey, listed by rule, element and what axe says is wrong; minor and moderate
// ones are left to the review. On the home page and in the product modal the same scan also holds the
// menu remote and the dialog to axe's best practices (landmarks, headings, names).
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';
import {
  freshPhone,
  LoginModal,
  ProfilePage,
  placeOrderByApi,
  saveAddressByApi,
  signInByApi as signInForProfile,
} from '../pages/account';
import { CartApi, MOSCOW_ADDRESSES, PRODUCTS } from '../pages/cart';
import { CheckoutForm, expectOrderAccepted, signInByApi } from '../pages/checkout';
import { MenuPage } from '../pages/menu';
import { TrackingView } from '../pages/tracking';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell', '@mf-menu', '@mf-cart', '@mf-checkout', '@mf-account', '@mf-tracking'];

/** What the storefront promises: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical violations on the page as it stands, one readable block each: the rule,
 * its help text and link, then every element (its selector and axe's summary of what fails). WCAG's
 * rules count over the whole page; axe's best practices (landmarks, heading order, dialog names…)
 * count inside `ownScope` only, the part of the page the walk is there for (the menu remote, the
 * open dialog): one scan answers both, rather than a second scan of the same state.
 */
async function seriousViolations(page: Page, ownScope?: string): Promise<string[]> {
  // A dialog still sliding in (a phone's bottom sheet) has its text over moving layers, which axe
  // can only list as undecided: wait until every open dialog stands still.
  let previous: string | null = null;
  await expect
    .poll(
      async () => {
        const boxes = await page.evaluate(() =>
          JSON.stringify(
            [...document.querySelectorAll('dialog[open]')].map((dialog) => dialog.getBoundingClientRect()),
          ),
        );
        const still = boxes === previous;
        previous = boxes;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  // Transitions and fades settle first: a colour read halfway through a fade is not the page's.
  // Endless ones (a skeleton's shimmer, a spinner) never finish and are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Every rule axe runs by default: WCAG's (the ones tagged as such) and its best practices. Every
  // rule still runs on every element; `resultTypes` only spares axe listing each element that passed
  // (a few hundred selectors per page, which nothing here reads): a passed rule keeps one of them.
  const scan = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .analyze();
  const wcag = (rule: { tags: string[] }) => rule.tags.some((tag) => WCAG.includes(tag));
  const passes = scan.passes.filter(wcag);
  const incomplete = scan.incomplete.filter(wcag);
  const violations = [
    ...scan.violations.filter(wcag),
    ...(ownScope
      ? await within(
          page,
          ownScope,
          scan.violations.filter((rule) => !wcag(rule)),
        )
      : []),
  ];
  // A scan that checked no text at all (a blank page, axe not injected) would pass vacuously.
  expect([...passes, ...incomplete, ...violations].map((rule) => rule.id)).toContain('color-contrast');
  // The lesser findings and what axe could not decide, for the review (the report's annotations).
  const lesser = [
    ...violations.filter((violation) => violation.impact !== 'serious' && violation.impact !== 'critical'),
    ...incomplete,
  ];
  if (lesser.length > 0)
    test.info().annotations.push({
      type: 'axe: minor, moderate or to review',
      description: `${page.url()}: ${lesser
        .map(
          (rule) =>
            `${rule.id} (${rule.impact ?? '?'}): ${rule.nodes
              .map((node) => `${node.target.join(' ')} — ${[...node.any, ...node.all][0]?.message ?? ''}`)
              .join('; ')}`,
        )
        .join(' | ')}`,
    });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
        ),
      ].join('\n'),
    );
}

type Findings = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** The findings narrowed to the elements inside `scope` (a rule with none left is dropped). */
async function within(page: Page, scope: string, rules: Findings): Promise<Findings> {
  const narrowed: Findings = [];
  for (const rule of rules) {
    const nodes = [];
    for (const node of rule.nodes) {
      const [selector] = node.target;
      // An element inside a frame or a shadow root (a list of selectors) counts as inside.
      const inside =
        typeof selector !== 'string' ||
        (await page.evaluate(([target, within]) => Boolean(document.querySelector(target)?.closest(within)), [
          selector,
          scope,
        ] as const));
      if (inside) nodes.push(node);
    }
    if (nodes.length > 0) narrowed.push({ ...rule, nodes });
  }
  return narrowed;
}

/** The part of axe-core's public `commons` the contrast of one element needs. */
interface AxeColor {
  getBackgroundColor(element: Element, stack: Element[]): unknown;
  getForegroundColor(element: Element, noScroll: boolean, background: unknown): unknown;
  getContrast(background: unknown, foreground: unknown): number;
}

/**
 * The contrast of an element's text as axe computes it, for text its rule leaves undecided: a
 * one-digit badge is "too short to determine" for color-contrast, yet it is text a customer reads.
 * axe is in the page once a scan ran.
 */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const { axe } = window as unknown as {
      axe: { setup(root: Node): void; teardown(): void; commons: { color: AxeColor } };
    };
    // Its helpers read the page through the tree and cache a scan sets up (axe.setup, public).
    axe.setup(document);
    try {
      const background = axe.commons.color.getBackgroundColor(element, []);
      return axe.commons.color.getContrast(
        background,
        axe.commons.color.getForegroundColor(element, false, background),
      );
    } finally {
      axe.teardown();
    }
  });
}

async function expectNoSeriousViolations(page: Page, where: string, ownScope?: string): Promise<void> {
  const found = await seriousViolations(page, ownScope);
  expect(found, `axe on ${where} (${page.url()}):\n${found.join('\n\n')}`).toEqual([]);
}

test.describe('axe: no serious or critical violation on the customer pages', {
  tag: [...TAGS, '@both-widths'],
}, () => {
  // axe reads every element of a whole page (the home page has a few thousand): seconds per page on a
  // busy machine, several pages per journey.
  test.describe.configure({ timeout: 300_000 });

  test('the home page, as a first visit (cookie notice shown), then the product modal', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.skipBanners();
    await menu.open();
    await expectNoSeriousViolations(page, 'the home page', '[data-boundary="mf-menu"]');
    await menu.card(PRODUCTS.margherita).getByRole('button', { name: 'Маргарита', exact: true }).click();
    await expect(menu.submit).toBeVisible();
    await expectNoSeriousViolations(page, 'the product modal', 'dialog[data-modal]');
  });

  test('the sign-in modal at both of its steps', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
    await menu.open();
    const login = new LoginModal(page);
    await login.open();
    await expect(login.phone).toBeFocused();
    await expectNoSeriousViolations(page, 'the sign-in modal, phone step');
    await login.requestCode(freshPhone().national, 'sms');
    await expectNoSeriousViolations(page, 'the sign-in modal, code step');
  });

  test('the cart, checkout, and the tracking of the order placed there', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
    await signInByApi(page);
    // Address and cart through the API: the walk is about the pages they lead to.
    const cart = new CartApi(page.request);
    await cart.deliverTo(MOSCOW_ADDRESSES.centre);
    await cart.add(PRODUCTS.margherita, 2);

    await page.goto('/moscow/cart');
    await expect(page.getByTestId(testIds.cart.orderButton).first()).toBeEnabled();
    await expectNoSeriousViolations(page, 'the cart');
    // The cart button's count (header on a desktop, bottom bar on a phone) reads at 4.5:1 too.
    const counter = page.getByTestId(testIds.shell.headerCartCounter).filter({ visible: true });
    await expect(counter).toHaveText('2');
    expect(await contrastOf(counter)).toBeGreaterThanOrEqual(4.5);

    await page.goto('/moscow/cart?state=checkout');
    const form = new CheckoutForm(page);
    await expect(form.form).toBeVisible();
    await expect(form.paymentType('cash')).toBeVisible();
    await expectNoSeriousViolations(page, 'checkout');

    // A refused submit: the fields' errors shown, focus on the first.
    await form.field('apartment').fill('');
    await form.submit.click();
    await expect(form.field('apartment')).toBeFocused();
    await expectNoSeriousViolations(page, 'checkout with a field refused');

    await form.field('apartment').fill('12');
    await form.paymentType('cash').click();
    await form.banknote(1000).click();
    await form.submit.click();
    await expectOrderAccepted(page);
    await expectNoSeriousViolations(page, 'the order outcome');
    await page.getByTestId(testIds.outcome.trackingLink).click();
    const tracking = new TrackingView(page);
    await expect(tracking.root).toBeVisible();
    await expect(tracking.status).toBeVisible();
    await expectNoSeriousViolations(page, 'the tracking page');
  });

  test('the profile, each of its tabs, with an order and a saved address to show', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.acceptCookies();
    await menu.skipBanners();
    await signInForProfile(page);
    await placeOrderByApi(page.request);
    await saveAddressByApi(page.request, MOSCOW_ADDRESSES.centre, '12');
    const profile = new ProfilePage(page);
    for (const tab of ['profile', 'orders', 'addresses'] as const) {
      await profile.goto(tab);
      await expectNoSeriousViolations(page, `the profile, tab ${tab}`);
    }
  });
});
