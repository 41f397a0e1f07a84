// Spec §2 content pages: about us, how to pay, bonus info and the three legal texts. Each shows its
// heading and sections (the long texts load as a per-language chunk), fills in the site's phone, and
// follows the language switch in the header without a reload.
import AxeBuilder from '@axe-core/playwright';
import { testIds } from '@storefront/shared/qa';
import { expect, test } from '../fixtures';

/** The remotes these journeys cross (`--grep @mf-…` picks them, README QA). */
const TAGS = ['@shell'];

const PAGES = [
  { path: '/moscow/about', title: 'О нас', section: 'Что мы обещаем' },
  { path: '/moscow/payment-info', title: 'Как оплатить', section: 'Способы оплаты' },
  { path: '/moscow/bonus', title: 'Бонусная программа', section: 'Как работает программа' },
  { path: '/legal-info', title: 'Правовая информация', section: 'Продавец и владелец сайта' },
  { path: '/privacy-policy', title: 'Политика конфиденциальности', section: '1. Общие положения' },
  { path: '/user-agreement', title: 'Пользовательское соглашение', section: '1. Общие положения' },
];

for (const { path, title, section } of PAGES) {
  test(`${path} shows its heading and its sections`, { tag: TAGS }, async ({ page }) => {
    await page.goto(path);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: section })).toBeVisible();
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
    // Placeholders are all filled in: the brand, the company, the phone, the e-mail.
    await expect(article).not.toContainText(/\{[a-zA-Z]+\}/);
  });
}

test('the about page gives the site phone and links to the shops and delivery pages', { tag: TAGS }, async ({
  page,
}) => {
  await page.goto('/moscow/about');
  const article = page.getByRole('article');
  await expect(article.locator('a[href^="tel:+"]')).toHaveText(/^\+\d[\d ()-]+$/);
  await expect(article.getByRole('link', { name: 'Рестораны на карте' })).toHaveAttribute(
    'href',
    '/moscow/shops',
  );
  await expect(article.getByRole('link', { name: 'Условия и зоны доставки' })).toHaveAttribute(
    'href',
    '/moscow/delivery',
  );
});

test('switching to English in the header changes the about page’s sections', { tag: TAGS }, async ({
  page,
}) => {
  await page.goto('/moscow/about');
  const sections = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(sections.first()).toHaveText('Что мы обещаем');
  const russian = await sections.allTextContents();

  await page.getByRole('button', { name: /язык|language|dil/i }).click();
  await page.getByTestId(testIds.shell.languageOption('en')).click();

  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(sections.first()).toHaveText('What we promise');
  const english = await sections.allTextContents();
  expect(english).toHaveLength(russian.length);
  expect(english).not.toEqual(russian);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the content pages pass an accessibility check (axe)', { tag: TAGS }, async ({ page }) => {
  for (const path of ['/moscow/payment-info', '/moscow/bonus', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('article').analyze();
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
