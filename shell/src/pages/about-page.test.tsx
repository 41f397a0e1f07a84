import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';
import { resetPageContentCache } from './content/load';
import { pageSettings, renderPage } from './testing/render-page';

const about = { path: '/moscow/about', cityRoute: 'about' };

describe('the about page', () => {
  afterEach(() => {
    cleanup();
    resetPageContentCache();
  });

  it('shows the heading at once and the texts once they have loaded', async () => {
    await renderPage(<AboutPage />, about);
    expect(screen.getByRole('heading', { level: 1, name: 'О нас' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Что мы обещаем' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Тесто каждый день' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pizza Point в цифрах' })).toBeTruthy();
  });

  it('fills in the phone and e-mail from the site settings', async () => {
    await renderPage(<AboutPage />, about);
    const phone = await screen.findByRole('link', { name: '+7 (800) 301-44-55' });
    expect(phone.getAttribute('href')).toBe('tel:+78003014455');
    const mail = screen.getByRole('link', { name: 'feedback@pizzapoint.example' });
    expect(mail.getAttribute('href')).toBe('mailto:feedback@pizzapoint.example');
    expect(document.body.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('counts cities, countries and languages from live data', async () => {
    await renderPage(<AboutPage />, about);
    const figures = await screen.findByRole('heading', { level: 2, name: 'Pizza Point в цифрах' });
    const list = within(figures.parentElement as HTMLElement);
    expect(list.getByText('Города, где можно заказать').nextElementSibling?.textContent).toBe('2');
    expect(list.getByText('Страны, где мы работаем').nextElementSibling?.textContent).toBe('1');
    expect(list.getByText('Языки сайта').nextElementSibling?.textContent).toBe('6');
  });

  it('links to the shops and delivery pages of the city', async () => {
    await renderPage(<AboutPage />, about);
    const shops = await screen.findByRole('link', { name: 'Рестораны на карте' });
    expect(shops.getAttribute('href')).toBe('/moscow/shops');
    expect(screen.getByRole('link', { name: 'Условия и зоны доставки' }).getAttribute('href')).toBe(
      '/moscow/delivery',
    );
  });

  it('speaks of cooking to order, not of dough, for a brand without pizza', async () => {
    await renderPage(<AboutPage />, { ...about, brand: 'lavash', settings: pageSettings() });
    expect(await screen.findByRole('heading', { level: 3, name: 'Готовим после заказа' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Тесто каждый день' })).toBeNull();
    // The lavash brand hides "our stores" (spec §2), so the about page does not link there either.
    expect(screen.queryByRole('link', { name: 'Рестораны на карте' })).toBeNull();
  });

  it('switches the texts when the language changes, without a reload', async () => {
    const { i18n } = await renderPage(<AboutPage />, about);
    await screen.findByRole('heading', { level: 2, name: 'Что мы обещаем' });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 2, name: 'What we promise' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Что мы обещаем' })).toBeNull();
  });
});
