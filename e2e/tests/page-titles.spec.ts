// The browser tab names the page the visitor is on (the shell's server writes the title), and an
// address no route knows answers 404 with the not-found page.
import { expect, test } from '../fixtures';

const TAGS = ['@shell'];

test('the cart, checkout and profile tabs carry their own titles, in the visitor’s language', {
  tag: TAGS,
}, async ({ page }) => {
  // The page's name, then the city and the brand when they answered in time.
  const titles: [string, string][] = [
    ['/moscow/cart', 'Корзина'],
    ['/moscow/cart?state=checkout', 'Оформление заказа'],
    ['/moscow/profile', 'Личный кабинет'],
    ['/moscow/order/1/tracking', 'Статус заказа'],
    ['/moscow/cart?lang=uk', 'Кошик'],
  ];
  for (const [path, name] of titles) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveTitle(new RegExp(`^${name}( — |$)`));
  }
});

test('an unknown address under a city answers 404 with the not-found page', { tag: TAGS }, async ({
  page,
}) => {
  const response = await page.goto('/moscow/nonexistent');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Страница не найдена/);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});
