// The smoke journey (`--grep @smoke`, README QA): one customer's whole way through the five remotes at
// each width — the city prompt (shell), a product from the menu (mf-menu), the cart (mf-cart), step 2
// and the outcome (mf-checkout), and the order's tracking page (mf-tracking).
import { TRACKING_STATUS_ATTRIBUTE, testIds } from '@storefront/shared/qa';
import { expect, needs, test } from '../fixtures';
import { MOSCOW_ADDRESSES } from '../pages/cart';
import { CheckoutForm, deliverTo, expectOrderAccepted, signInByApi } from '../pages/checkout';
import { MenuPage } from '../pages/menu';
import { ShellPage } from '../pages/shell';
import { TrackingView } from '../pages/tracking';

/** A plain pasta (no modifiers): its card's button adds it at once. */
const PASTA = 73;

test.describe('smoke: city → menu → cart → checkout → outcome → tracking', {
  tag: ['@smoke', '@shell', '@mf-menu', '@mf-cart', '@mf-checkout', '@mf-tracking', '@both-widths'],
}, () => {
  test('a customer chooses the city, orders from the menu for delivery and follows the order', async ({
    page,
    context,
    baseURL,
  }) => {
    needs('otp-dev-route', 'many-sign-ins');
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'cookie_accepted', value: '1', url: baseURL ?? '' }]);
    await signInByApi(page);

    const shell = new ShellPage(page);
    await page.goto('/');
    await expect(shell.cityModal).toBeVisible();
    await shell.citySearch.fill('моск');
    await shell.cityOption('moscow').click();
    await expect(page).toHaveURL(/\/moscow$/);
    await deliverTo(page, MOSCOW_ADDRESSES.centre);

    const menu = new MenuPage(page);
    await menu.section('pasta').scrollIntoViewIfNeeded();
    await menu.add(PASTA).click();
    await expect(menu.count(PASTA)).toHaveText('1');
    await expect(menu.headerCartCounter).toHaveText('1');

    // The cart modal's order button opens step 2 in place on a phone; on a desktop step 2 is the cart
    // page, opened at once at its checkout state (spec §2).
    await shell.cartOpen.first().click();
    await page.locator('[data-modal="CartModal"]').getByTestId(testIds.cart.orderButton).click();
    if (test.info().project.name === 'desktop') {
      await expect(page).toHaveURL(/\/moscow\/cart\?state=checkout/);
    }
    const form = new CheckoutForm(page);
    await expect(form.form).toBeVisible();
    await form.field('apartment').fill('5');
    await form.paymentType('cash').click();
    await form.submit.click();
    const orderNumber = await expectOrderAccepted(page);

    await page.getByTestId(testIds.outcome.trackingLink).click();
    await expect(page).toHaveURL(new RegExp(`/moscow/order/${orderNumber}/tracking$`));
    const tracking = new TrackingView(page);
    await expect(tracking.root).toBeVisible();
    // The kitchen may already be cooking it by the time the page asks.
    await expect(tracking.status).toHaveAttribute(TRACKING_STATUS_ATTRIBUTE, /^(accepted|cooking|sent)$/);
  });
});
